import { SUB_TYPES, type SubTypeCode } from '../../core/enums';

/**
 * What each sub-type is like, so a castle is big and expensive and a studio has no second bedroom.
 * Prices are Flemish asking prices in € 1,000 (regions and municipalities scale them: price-levels.ts).
 * `area` is the living or usable area, `land` the plot; `era` the construction years the type has.
 */
export interface SubTypeProfile {
  price: readonly [number, number];
  bedrooms: readonly [number, number] | null;
  area: readonly [number, number] | null;
  land: readonly [number, number] | null;
  era: 'new' | 'old' | 'any';
  /** Has a garden (houses with land; garden apartments). */
  garden: boolean;
}

type Row = [price: [number, number], bedrooms: [number, number] | null, area: [number, number] | null, land: [number, number] | null, era?: 'new' | 'old' | 'any'];

const HOUSES: Partial<Record<SubTypeCode, Row>> = {
  HOUSE: [[200, 650], [2, 5], [110, 260], [150, 1500]],
  VILLA: [[450, 1600], [3, 6], [200, 450], [800, 4000]],
  BUNGALOW: [[250, 600], [2, 4], [100, 200], [500, 2000]],
  FARM_01: [[400, 1400], [3, 6], [200, 450], [2000, 15000], 'old'],
  TOWNHOUSE: [[180, 450], [2, 4], [100, 200], [80, 400]],
  CASTLE: [[1500, 6000], [8, 20], [800, 3000], [20000, 200000], 'old'],
  MANSION: [[450, 1500], [4, 8], [250, 600], [150, 800], 'old'],
  COTTAGE: [[300, 800], [2, 4], [120, 250], [800, 3000]],
  CHALET: [[150, 400], [1, 3], [60, 140], [400, 2000]],
  FARMHOUSE: [[300, 900], [3, 5], [150, 350], [1500, 10000], 'old'],
  SEMI_DETACHED_HOUSE: [[250, 550], [2, 4], [120, 220], [300, 1000]],
  TERRACED_HOUSE: [[180, 450], [2, 4], [100, 200], [80, 400]],
  DETACHED_HOUSE: [[320, 900], [3, 5], [150, 320], [600, 2500]],
  CORNER_HOUSE: [[220, 500], [2, 4], [110, 220], [150, 600]],
  MASTER_HOUSE: [[350, 850], [3, 5], [180, 350], [200, 1000], 'old'],
  WORKERS_HOUSE: [[150, 320], [2, 3], [80, 140], [60, 250], 'old'],
  FISHERMANS_HOUSE: [[200, 450], [2, 3], [80, 150], [60, 300], 'old'],
  HOLIDAY_HOME: [[180, 500], [2, 4], [70, 160], [300, 2000]],
  COUNTRY_HOUSE: [[500, 1500], [3, 6], [200, 450], [1500, 8000]],
  MILL: [[400, 1200], [2, 5], [150, 400], [1000, 8000], 'old'],
  QUADRANGULAR_FARM: [[700, 2500], [4, 8], [400, 1200], [5000, 30000], 'old'],
  MANOR: [[1200, 4500], [6, 12], [500, 1500], [10000, 100000], 'old'],
  PRESBYTERY: [[400, 1100], [4, 7], [250, 500], [500, 3000], 'old'],
  EXCEPTIONAL_PROPERTY: [[1000, 4000], [4, 8], [350, 900], [2000, 20000]],
  MIXED_USE_BUILDING: [[300, 900], [1, 4], [180, 450], [100, 600]],
  APARTMENT_BUILDING: [[500, 1800], [4, 12], [300, 900], [150, 800]],
  BEL_ETAGE: [[250, 500], [2, 4], [140, 230], [150, 700]],
  KANGAROO_HOUSE: [[350, 800], [4, 6], [200, 350], [400, 2000]],
  PASSIVE_HOUSE: [[400, 850], [3, 4], [150, 250], [300, 1200], 'new'],
  TINY_HOUSE: [[60, 160], [1, 1], [28, 45], [100, 800], 'new'],
  WOODEN_HOUSE: [[250, 550], [2, 4], [100, 200], [400, 2000]],
  MODULAR_HOUSE: [[220, 450], [2, 4], [90, 170], [200, 1000], 'new'],
  HOUSEBOAT: [[180, 550], [1, 3], [60, 150], null],
  FARM_02: [[600, 2000], [3, 6], [200, 450], [10000, 60000], 'old'],
  LOFT_HOUSE: [[350, 900], [1, 3], [150, 350], [100, 600]],
  STUDIO_HOUSE: [[130, 250], [0, 1], [35, 60], [50, 200]],
  NEW_BUILD_HOUSE: [[350, 750], [3, 4], [140, 230], [250, 1000], 'new'],
};

const APARTMENTS: Partial<Record<SubTypeCode, Row>> = {
  APARTMENT: [[170, 420], [1, 3], [60, 130], null],
  GROUND_FLOOR: [[180, 420], [1, 3], [65, 130], null],
  DUPLEX: [[280, 600], [2, 4], [110, 200], null],
  TRIPLEX: [[350, 750], [3, 4], [150, 250], null],
  LOFT: [[280, 700], [1, 2], [100, 220], null],
  PENTHOUSE: [[550, 2000], [2, 4], [130, 300], null],
  STUDIO: [[100, 220], [0, 1], [28, 45], null],
  STUDENT_ROOM: [[60, 130], [0, 0], [14, 25], null],
  SERVICE_FLAT: [[150, 300], [1, 2], [45, 85], null],
  FLAT: [[130, 280], [1, 2], [50, 90], null],
  ATTIC_APARTMENT: [[180, 400], [1, 2], [60, 110], null],
  GARDEN_APARTMENT: [[230, 500], [2, 3], [80, 140], null],
  CORNER_APARTMENT: [[220, 480], [2, 3], [80, 140], null],
  HOLIDAY_APARTMENT: [[170, 450], [1, 3], [45, 110], null],
  ASSISTED_LIVING: [[170, 320], [1, 2], [50, 85], null],
  MANSION_FLAT: [[250, 600], [2, 3], [90, 170], null],
};

const PLOTS: Partial<Record<SubTypeCode, Row>> = {
  BUILDING_PLOT: [[90, 400], null, null, [300, 1500]],
  MEADOW: [[20, 120], null, null, [5000, 30000]],
  WOOD: [[30, 300], null, null, [10000, 200000]],
  FARMLAND: [[40, 300], null, null, [10000, 80000]],
  PASTURE: [[20, 150], null, null, [5000, 40000]],
  ORCHARD: [[30, 150], null, null, [3000, 20000]],
  RECREATIONAL_PLOT: [[15, 60], null, null, [300, 2000]],
  INDUSTRIAL_PLOT: [[200, 1500], null, null, [2000, 20000]],
  PROJECT_PLOT: [[500, 3000], null, null, [2000, 15000]],
  FISHING_POND: [[40, 250], null, null, [3000, 30000]],
  HUNTING_GROUND: [[100, 800], null, null, [50000, 500000]],
  GARDEN_PLOT: [[10, 60], null, null, [100, 800]],
  PARKING_PLOT: [[50, 400], null, null, [300, 3000]],
  COMMERCIAL_PLOT: [[200, 1200], null, null, [1000, 10000]],
  LAND: [[60, 300], null, null, [500, 5000]],
};

const SHOP: Row = [[150, 650], null, [40, 300], null];
const BIG: Row = [[800, 4000], null, [800, 5000], [2000, 20000]];
const HALL: Row = [[400, 3000], null, [1000, 8000], [1500, 15000]];
const COMMERCIAL: Partial<Record<SubTypeCode, Row>> = {
  OFFICE: [[200, 1500], null, [80, 1000], null], HORECA: [[250, 900], null, [100, 400], null], HOTEL: [[1200, 6000], [10, 40], [800, 4000], [1000, 10000]],
  WORKSHOP: [[200, 900], null, [150, 1200], [300, 3000]], STORAGE: [[100, 600], null, [100, 1500], null], RETAIL: SHOP, SHOP,
  RESTAURANT: [[250, 900], null, [100, 400], null], CAFE: [[180, 600], null, [80, 250], null], BAR: [[180, 600], null, [80, 250], null],
  WAREHOUSE: HALL, INDUSTRIAL_BUILDING: HALL, SHOWROOM: [[400, 2000], null, [300, 2000], [500, 5000]],
  COMMERCIAL_HOUSE: [[250, 650], [1, 4], [150, 350], [100, 500]], PRACTICE: [[200, 700], null, [60, 250], null],
  MEDICAL_PRACTICE: [[250, 900], null, [80, 300], null], BANK: [[400, 1500], null, [150, 600], null],
  BAKERY: [[220, 650], null, [100, 300], null], BUTCHERY: [[220, 650], null, [100, 300], null], PHARMACY: [[400, 1500], null, [80, 250], null],
  HAIRDRESSER: [[150, 450], null, [40, 150], null], BEAUTY_SALON: [[150, 450], null, [40, 150], null], GYM: [[400, 1800], null, [300, 2000], null],
  CAR_WASH: [[300, 1200], null, [150, 600], [800, 3000]], PETROL_STATION: [[500, 2000], null, [100, 400], [1000, 5000]],
  GARDEN_CENTRE: [[600, 2500], null, [800, 4000], [3000, 20000]], CAMPSITE: [[800, 4000], null, [200, 1000], [10000, 80000]],
  HOLIDAY_PARK: [[1500, 8000], null, [500, 3000], [20000, 150000]], FARM_BUSINESS: [[600, 2500], null, [500, 3000], [10000, 80000]],
  EQUESTRIAN_CENTRE: [[700, 3000], null, [600, 3000], [10000, 60000]], CARE_HOME: [[2000, 9000], null, [1500, 6000], [3000, 15000]],
  DAY_CARE: [[300, 900], null, [150, 500], [300, 1500]], SCHOOL_BUILDING: BIG, CHURCH: [[300, 1500], null, [400, 2000], [500, 3000], 'old'],
  DISCOTHEQUE: [[500, 2000], null, [400, 2000], null], CINEMA: [[800, 3000], null, [800, 3000], null], BOWLING: [[500, 2000], null, [600, 2500], null],
  SPORTS_HALL: BIG, TENNIS_CLUB: [[600, 2500], null, [300, 1500], [5000, 20000]], GOLF_COURSE: [[3000, 12000], null, [300, 1500], [300000, 800000]],
  BED_AND_BREAKFAST: [[450, 1200], [3, 6], [200, 450], [500, 3000]], GUEST_HOUSE: [[400, 1100], [3, 8], [180, 450], [500, 3000]],
  LABORATORY: [[800, 4000], null, [400, 3000], null], DATA_CENTRE: [[2000, 10000], null, [1000, 6000], [3000, 20000], 'new'],
  PRODUCTION_HALL: HALL, COWORKING: [[300, 1500], null, [200, 1200], null], BUSINESS_CENTRE: BIG,
};

const PARKING: Partial<Record<SubTypeCode, Row>> = {
  GARAGE: [[20, 60], null, [14, 30], null], GARAGE_BOX: [[15, 45], null, [12, 20], null], CELLAR: [[4, 15], null, [6, 20], null],
  BASEMENT_GARAGE: [[20, 55], null, [12, 25], null], CARPORT: [[10, 30], null, [12, 30], null], PARKING: [[12, 40], null, [10, 15], null],
};

const PROJECTS: Partial<Record<SubTypeCode, Row>> = {
  NEW_DEVELOPMENT: [[220, 650], null, null, null, 'new'], RENOVATION_PROJECT: [[220, 650], null, null, null, 'any'],
};

const GARDEN_APARTMENTS = new Set<SubTypeCode>(['GARDEN_APARTMENT', 'GROUND_FLOOR']);
const ROWS: Partial<Record<SubTypeCode, Row>> = { ...HOUSES, ...APARTMENTS, ...PLOTS, ...COMMERCIAL, ...PARKING, ...PROJECTS };

export const SUB_TYPE_PROFILES: ReadonlyMap<SubTypeCode, SubTypeProfile> = new Map(
  SUB_TYPES.map((s) => {
    const [price, bedrooms, area, land, era = 'any'] = ROWS[s.code] ?? [[200, 900], null, [100, 600], null];
    const garden = (s.type === 'HOUSE' && land !== null) || GARDEN_APARTMENTS.has(s.code);
    return [s.code, { price, bedrooms, area, land, era, garden }];
  }),
);

export function profileOf(code: string): SubTypeProfile {
  return SUB_TYPE_PROFILES.get(code as SubTypeCode) ?? SUB_TYPE_PROFILES.get('HOUSE')!;
}
