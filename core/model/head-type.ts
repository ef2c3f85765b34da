/**
 * Head type ids (`Estate.general.headType.id`, search path general.headType.id) and their codes
 * in the spec §3 `type` enumeration.
 *   1 HOUSE · 2 APARTMENT · 3 PLOT · 4 COMMERCIAL · 5 GARAGE · 6 PROJECT
 * Ids 7, 9 and 10 appear in the spec §9 grouping order (1,3,7,2,4,6,10,5,9) but carry no code in our
 * data; they are reserved and, if a feed sends them, sort where that order puts them.
 */
export const HEAD_TYPE = {
  HOUSE: 1,
  APARTMENT: 2,
  PLOT: 3,
  COMMERCIAL: 4,
  GARAGE: 5,
  PROJECT: 6,
} as const;

export type TypeCode = keyof typeof HEAD_TYPE;
export type HeadTypeId = (typeof HEAD_TYPE)[TypeCode];

export const TYPE_CODES: readonly TypeCode[] = ['APARTMENT', 'GARAGE', 'PLOT', 'COMMERCIAL', 'HOUSE', 'PROJECT'];

export const TYPE_CODE_OF_HEAD_TYPE: Readonly<Record<number, TypeCode>> = {
  1: 'HOUSE',
  2: 'APARTMENT',
  3: 'PLOT',
  4: 'COMMERCIAL',
  5: 'GARAGE',
  6: 'PROJECT',
};

/**
 * Room type ids in a broker layout (spec §3 layout rooms).
 */
export const ROOM_TYPE = {
  BEDROOM: 1,
  BATHROOM: 5,
  GARAGE: 6,
  TERRACE: 10,
  PARKING_SPACE: 14,
  TOILET: 16,
} as const;

/** Virtual visit type whose link is shown (spec §3 videos). */
export const VIRTUAL_VISIT_LINK_TYPE = 2;
