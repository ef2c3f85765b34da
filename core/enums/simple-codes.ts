/** Code lists of spec §3 that are plain codes (no ids), in the spec's order. */

export const BATHROOM_TYPE = ['EQUIPPED', 'NOT_EQUIPPED'] as const;
export const CARPENTRY = ['WOOD', 'ALUMINUM', 'PLASTIC'] as const;
export const COMMON_METER = ['NOT_APPLICABLE', 'COMMON', 'INDIVIDUAL'] as const;
export const COMMON_METER_TYPE = ['SINGLE', 'DAY_AND_NIGHT', 'SMART_METER'] as const;
export const COMMON_HEATING = ['NOT_APPLICABLE', 'COMMON', 'INDIVIDUAL'] as const;
export const CONDITION = ['TO_RENOVATE', 'TO_FRESHEN_UP', 'GOOD_CONDITION', 'EXCELLENT_CONDITION', 'RENEWED', 'NEW'] as const;
export const CONFORMITY = ['INVALID', 'VALID'] as const;
/** OPEN is detached, HALF_OPEN semi-detached, CLOSED terraced. */
export const CONSTRUCTION_TYPE = ['OPEN', 'HALF_OPEN', 'CLOSED'] as const;
export const DESTINATION = ['MAIN_RESIDENCE', 'VACATION_RESIDENCE', 'STUDENT_RESIDENCE'] as const;
export const ELECTRICITY_CERTIFICATION = ['OBTAINED', 'NOT_OBTAINED', 'UNKNOWN'] as const;
export const ENVIRONMENT = [
  'TOWN', 'RESIDENTIAL', 'COUNTRYSIDE', 'VILLAGE', 'SUBURBAN_AREA', 'CRAFT_INDUSTRY', 'INDUSTRIAL', 'SEA_BEACH_DUNE',
] as const;
export const FLOODING = ['UNKNOWN', 'NO', 'YES'] as const;
/** 'UNKNWON' is spelled so by the feeds (spec §3); do not correct it. */
export const FREE_ON = ['UNKNWON', 'IMMEDIATE', 'DEED', 'AFTER_NOTICE_PERIOD', 'DELIVERY', 'TBD'] as const;
export const GARDEN = ['NOT_CONSTRUCTED', 'ONLY_LAWN', 'FULLY_LANDSCAPED'] as const;
export const HEATING = [
  'OIL', 'COAL', 'ELECTRICITY', 'GAS', 'HEAT_ACCUMULATION', 'GAS_HEATERS', 'PROPANE_GAS', 'CENTRAL_VENTILATION', 'WOOD', 'PELLET',
] as const;
export const KITCHEN_TYPE = [
  'EQUIPPED', 'SEMI_EQUIPPED', 'NOT_EQUIPPED', 'HYPER_EQUIPPED', 'AMERICAN_SEMI_EQUIPPED', 'AMERICAN_EQUIPPED',
  'AMERICAN_HYPER_EQUIPPED',
] as const;
export const LUXURY_LEVEL = ['MODEST', 'AVERAGE', 'LUXURIOUS'] as const;
export const ORIENTATION = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
/** The planning answer (permits, pre-emption right, proceedings …). */
export const PLANNING = ['UNKNOWN', 'NO', 'YES', 'PENDING', 'BEFORE_1962'] as const;
export const ROOF_TYPE = ['SADDLEBACK', 'FLAT', 'LEAN_TO', 'KERB', 'HIPPED'] as const;
export const WINDOW_GLAZING = ['SINGLE', 'DOUBLE', 'TRIPLE'] as const;
