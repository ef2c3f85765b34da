import { SUB_TYPES, type SubTypeDef } from '../../core/enums';
import { HEAD_TYPE } from '../../core/model';

/** The shared sub-type enumeration (core/enums) indexed the ways the generator needs. */
export const SUB_TYPES_BY_HEAD_TYPE: Readonly<Record<number, readonly SubTypeDef[]>> = Object.fromEntries(
  Object.values(HEAD_TYPE).map((id) => [id, SUB_TYPES.filter((s) => HEAD_TYPE[s.type] === id)]),
);

export const SUB_TYPE_BY_CODE: ReadonlyMap<string, SubTypeDef> = new Map(SUB_TYPES.map((s) => [`${HEAD_TYPE[s.type]}:${s.code}`, s]));
