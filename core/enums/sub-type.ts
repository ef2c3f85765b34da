import { HEAD_TYPE, type TypeCode } from '../model/head-type';

/**
 * Sub-type codes per type (spec §3; completed from Belgian broker-CRM conventions, DESIGN §3):
 * APARTMENT 16, GARAGE 6, PLOT 15, COMMERCIAL 47, HOUSE 37, PROJECT 2. Codes are unique across types.
 * The order fixes the ids: id = head-type id × 100 + position (1-based), so an id tells its type
 * (the reference service's demo-host/data/sub-types.ts uses the same lists and rule).
 */
export const SUB_TYPES_BY_TYPE = {
  HOUSE: [
    'HOUSE', 'VILLA', 'BUNGALOW', 'FARM_01', 'TOWNHOUSE', 'CASTLE', 'MANSION', 'COTTAGE', 'CHALET', 'FARMHOUSE',
    'SEMI_DETACHED_HOUSE', 'TERRACED_HOUSE', 'DETACHED_HOUSE', 'CORNER_HOUSE', 'MASTER_HOUSE', 'WORKERS_HOUSE',
    'FISHERMANS_HOUSE', 'HOLIDAY_HOME', 'COUNTRY_HOUSE', 'MILL', 'QUADRANGULAR_FARM', 'MANOR', 'PRESBYTERY',
    'EXCEPTIONAL_PROPERTY', 'MIXED_USE_BUILDING', 'APARTMENT_BUILDING', 'BEL_ETAGE', 'KANGAROO_HOUSE',
    'PASSIVE_HOUSE', 'TINY_HOUSE', 'WOODEN_HOUSE', 'MODULAR_HOUSE', 'HOUSEBOAT', 'FARM_02', 'LOFT_HOUSE',
    'STUDIO_HOUSE', 'NEW_BUILD_HOUSE',
  ],
  APARTMENT: [
    'APARTMENT', 'GROUND_FLOOR', 'DUPLEX', 'TRIPLEX', 'LOFT', 'PENTHOUSE', 'STUDIO', 'STUDENT_ROOM', 'SERVICE_FLAT',
    'FLAT', 'ATTIC_APARTMENT', 'GARDEN_APARTMENT', 'CORNER_APARTMENT', 'HOLIDAY_APARTMENT', 'ASSISTED_LIVING',
    'MANSION_FLAT',
  ],
  PLOT: [
    'BUILDING_PLOT', 'MEADOW', 'WOOD', 'FARMLAND', 'PASTURE', 'ORCHARD', 'RECREATIONAL_PLOT', 'INDUSTRIAL_PLOT',
    'PROJECT_PLOT', 'FISHING_POND', 'HUNTING_GROUND', 'GARDEN_PLOT', 'PARKING_PLOT', 'COMMERCIAL_PLOT', 'LAND',
  ],
  COMMERCIAL: [
    'OFFICE', 'HORECA', 'HOTEL', 'WORKSHOP', 'STORAGE', 'RETAIL', 'SHOP', 'RESTAURANT', 'CAFE', 'BAR', 'WAREHOUSE',
    'INDUSTRIAL_BUILDING', 'SHOWROOM', 'COMMERCIAL_HOUSE', 'PRACTICE', 'MEDICAL_PRACTICE', 'BANK', 'BAKERY',
    'BUTCHERY', 'PHARMACY', 'HAIRDRESSER', 'BEAUTY_SALON', 'GYM', 'CAR_WASH', 'PETROL_STATION', 'GARDEN_CENTRE',
    'CAMPSITE', 'HOLIDAY_PARK', 'FARM_BUSINESS', 'EQUESTRIAN_CENTRE', 'CARE_HOME', 'DAY_CARE', 'SCHOOL_BUILDING',
    'CHURCH', 'DISCOTHEQUE', 'CINEMA', 'BOWLING', 'SPORTS_HALL', 'TENNIS_CLUB', 'GOLF_COURSE', 'BED_AND_BREAKFAST',
    'GUEST_HOUSE', 'LABORATORY', 'DATA_CENTRE', 'PRODUCTION_HALL', 'COWORKING', 'BUSINESS_CENTRE',
  ],
  GARAGE: ['GARAGE', 'GARAGE_BOX', 'CELLAR', 'BASEMENT_GARAGE', 'CARPORT', 'PARKING'],
  PROJECT: ['NEW_DEVELOPMENT', 'RENOVATION_PROJECT'],
} as const satisfies Record<TypeCode, readonly string[]>;

export type SubTypeCode = (typeof SUB_TYPES_BY_TYPE)[TypeCode][number];

export interface SubTypeDef {
  id: number;
  code: SubTypeCode;
  type: TypeCode;
}

const TYPES = Object.keys(SUB_TYPES_BY_TYPE) as TypeCode[];

/** Every sub-type with its id and type, grouped by type in the order above. */
export const SUB_TYPES: readonly SubTypeDef[] = TYPES.flatMap((type) =>
  SUB_TYPES_BY_TYPE[type].map((code: SubTypeCode, i: number) => ({ id: HEAD_TYPE[type] * 100 + i + 1, code, type })),
);

/** All sub-type codes (the SubType enumeration). */
export const SUB_TYPE: readonly SubTypeCode[] = SUB_TYPES.map((s) => s.code);

export function subTypeById(id: number): SubTypeDef | undefined {
  return SUB_TYPES.find((s) => s.id === id);
}

export function subTypeByCode(code: string): SubTypeDef | undefined {
  return SUB_TYPES.find((s) => s.code === code);
}

export function subTypesOf(type: TypeCode): readonly SubTypeDef[] {
  return SUB_TYPES.filter((s) => s.type === type);
}
