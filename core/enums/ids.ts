import { GEO_PRECISION_ID, type GeoPrecisionCode } from './geo-precision';
import { subTypeById } from './sub-type';
import { STATUS_ID, TYPE_ID, type StatusCode, type TypeCode } from './type';

/** The enumerations whose codes have numeric ids in the feeds. */
export type EnumWithIds = 'Type' | 'Status' | 'GeoPrecision' | 'SubType';

const byId = <C extends string>(table: Readonly<Record<C, number>>) =>
  (id: number): C | undefined => (Object.keys(table) as C[]).find((code) => table[code] === id);

const lookups: Record<EnumWithIds, (id: number) => string | undefined> = {
  Type: byId<TypeCode>(TYPE_ID),
  Status: byId<StatusCode>(STATUS_ID),
  GeoPrecision: byId<GeoPrecisionCode>(GEO_PRECISION_ID),
  SubType: (id) => subTypeById(id)?.code,
};

/** Code of a numeric id, e.g. ('Type', 1) → 'HOUSE', ('GeoPrecision', 3) → 'ROOFTOP'; unknown → undefined. */
export function enumCodeOfId(fieldType: EnumWithIds, id: number | null | undefined): string | undefined {
  return typeof id === 'number' ? lookups[fieldType](id) : undefined;
}
