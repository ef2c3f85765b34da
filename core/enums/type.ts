import { HEAD_TYPE, type TypeCode } from '../model/head-type';
import { STATUS, type StatusCode } from '../model/status';

/** spec §3 type codes, in the spec's order; ids are the broker head-type ids of core/model/head-type.ts. */
export const TYPE = ['APARTMENT', 'GARAGE', 'PLOT', 'COMMERCIAL', 'HOUSE', 'PROJECT'] as const satisfies readonly TypeCode[];
export const TYPE_ID: Readonly<Record<TypeCode, number>> = HEAD_TYPE;

/** spec §3 status codes; ids are the unified status ids of core/model/status.ts (site settings.hiddenStatus). */
export const STATUS_CODE = ['FOR_SALE', 'TO_RENT', 'TAKE_OVER', 'SOLD', 'RENTED', 'TAKEN_OVER'] as const satisfies readonly StatusCode[];
export const STATUS_ID: Readonly<Record<StatusCode, number>> = STATUS;

export type { StatusCode, TypeCode };
