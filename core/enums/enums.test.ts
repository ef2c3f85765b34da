import { describe, expect, it } from 'vitest';
import {
  COUNTRY, ENERGY_LABEL, ENUMS, FACILITY, LABELLED_ENUMS, EU_COUNTRIES, FIELD_TYPES, GEO_PRECISION_ID, SUB_TYPES, SUB_TYPES_BY_TYPE, TYPE_ID,
  enumCodeOfId, enumLabelKey, isEnumCode, isFieldType, subTypeByCode, subTypesOf, type FieldType,
} from './index';

describe('spec §3 field-type enumeration', () => {
  it('has exactly the 28 names of spec §3, each with a code list', () => {
    expect(FIELD_TYPES).toHaveLength(28);
    expect(Object.keys(ENUMS).sort()).toEqual([...FIELD_TYPES].sort());
    for (const name of FIELD_TYPES) expect(ENUMS[name].length).toBeGreaterThan(0);
  });

  it.each(FIELD_TYPES.map((name) => [name]))('spec §3 %s: codes are unique and non-empty', (name) => {
    const codes = ENUMS[name as FieldType] as readonly string[];
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/\S/);
  });
});

describe('spec §3 enumeration codes', () => {
  it.each<[FieldType, string[]]>([
    ['Status', ['FOR_SALE', 'TO_RENT', 'TAKE_OVER', 'SOLD', 'RENTED', 'TAKEN_OVER']],
    ['Type', ['APARTMENT', 'GARAGE', 'PLOT', 'COMMERCIAL', 'HOUSE', 'PROJECT']],
    ['BathroomType', ['EQUIPPED', 'NOT_EQUIPPED']],
    ['Carpentry', ['WOOD', 'ALUMINUM', 'PLASTIC']],
    ['CommonMeter', ['NOT_APPLICABLE', 'COMMON', 'INDIVIDUAL']],
    ['CommonMeterType', ['SINGLE', 'DAY_AND_NIGHT', 'SMART_METER']],
    ['CommonHeating', ['NOT_APPLICABLE', 'COMMON', 'INDIVIDUAL']],
    ['Condition', ['TO_RENOVATE', 'TO_FRESHEN_UP', 'GOOD_CONDITION', 'EXCELLENT_CONDITION', 'RENEWED', 'NEW']],
    ['Conformity', ['INVALID', 'VALID']],
    ['ConstructionType', ['OPEN', 'HALF_OPEN', 'CLOSED']],
    ['ElectricityCertification', ['OBTAINED', 'NOT_OBTAINED', 'UNKNOWN']],
    ['Flooding', ['UNKNOWN', 'NO', 'YES']],
    ['Heating', ['OIL', 'COAL', 'ELECTRICITY', 'GAS', 'HEAT_ACCUMULATION', 'GAS_HEATERS', 'PROPANE_GAS', 'CENTRAL_VENTILATION', 'WOOD', 'PELLET']],
    ['KitchenType', ['EQUIPPED', 'SEMI_EQUIPPED', 'NOT_EQUIPPED', 'HYPER_EQUIPPED', 'AMERICAN_SEMI_EQUIPPED', 'AMERICAN_EQUIPPED', 'AMERICAN_HYPER_EQUIPPED']],
    ['LuxuryLevel', ['MODEST', 'AVERAGE', 'LUXURIOUS']],
    ['RoofType', ['SADDLEBACK', 'FLAT', 'LEAN_TO', 'KERB', 'HIPPED']],
    ['WindowGlazing', ['SINGLE', 'DOUBLE', 'TRIPLE']],
    ['Destination', ['MAIN_RESIDENCE', 'VACATION_RESIDENCE', 'STUDENT_RESIDENCE']],
    ['Environment', ['TOWN', 'RESIDENTIAL', 'COUNTRYSIDE', 'VILLAGE', 'SUBURBAN_AREA', 'CRAFT_INDUSTRY', 'INDUSTRIAL', 'SEA_BEACH_DUNE']],
    ['FreeOn', ['UNKNWON', 'IMMEDIATE', 'DEED', 'AFTER_NOTICE_PERIOD', 'DELIVERY', 'TBD']],
    ['Garden', ['NOT_CONSTRUCTED', 'ONLY_LAWN', 'FULLY_LANDSCAPED']],
    ['GeoPrecision', ['NO_DATA', 'GEOMETRIC_CENTER', 'RANGE_INTERPOLATED', 'ROOFTOP']],
    ['Orientation', ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']],
    ['Planning', ['UNKNOWN', 'NO', 'YES', 'PENDING', 'BEFORE_1962']],
    ['RecentDestination', ['AG', 'EG', 'WIG', 'WUG', 'BG', 'IGB', 'RG', 'GWG', 'NG', 'PG', 'WG', 'WGL', 'WGR', 'GG', 'WCHE', 'WP', 'IAB', 'GDR', 'GVR', 'LWAG', 'NR', 'GVON', 'DVG', 'NI']],
  ])('spec §3 %s has exactly the spec codes in order', (name, codes) => {
    expect([...ENUMS[name]]).toEqual(codes);
  });

  it("spec §3 freeOn keeps the feed's 'UNKNWON' spelling", () => {
    expect(isEnumCode('FreeOn', 'UNKNWON')).toBe(true);
    expect(isEnumCode('FreeOn', 'UNKNOWN')).toBe(false);
  });

  it.each([
    ['A++'], ['A+'], ['A'], ['B'], ['C'], ['D'], ['E'], ['F'], ['G'], ['B_A'], ['G_F'], ['C_B'], ['D_B'], ['E_C'], ['F_D'],
  ])('spec §3 energyLabel includes %s', (code) => {
    expect(ENERGY_LABEL as readonly string[]).toContain(code);
  });

  it('spec §3 energyLabel: every adjacent pair worse_better is a code', () => {
    const singles = ['A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'];
    for (let i = 1; i < singles.length; i++) expect(ENERGY_LABEL as readonly string[]).toContain(`${singles[i]}_${singles[i - 1]}`);
  });

  it('spec §3 country: ISO 3166-1 alpha-2 codes, all EU members plus UK, CH, NO, US, MA, TR', () => {
    for (const code of COUNTRY) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(EU_COUNTRIES).toHaveLength(27);
    for (const code of [...EU_COUNTRIES, 'GB', 'CH', 'NO', 'US', 'MA', 'TR']) expect(COUNTRY as readonly string[]).toContain(code);
  });
});

describe('spec §3 subType per type (DESIGN §3 completed lists)', () => {
  it.each<[keyof typeof SUB_TYPES_BY_TYPE, number, number]>([
    ['APARTMENT', 16, 16],
    ['GARAGE', 6, 6],
    ['PLOT', 15, 15],
    ['COMMERCIAL', 45, 49],
    ['HOUSE', 35, 39],
  ])('spec §3 %s has %i–%i sub-types', (type, min, max) => {
    expect(subTypesOf(type).length).toBeGreaterThanOrEqual(min);
    expect(subTypesOf(type).length).toBeLessThanOrEqual(max);
  });

  it.each([
    ['APARTMENT', ['DUPLEX', 'LOFT', 'PENTHOUSE', 'STUDENT_ROOM', 'SERVICE_FLAT']],
    ['GARAGE', ['GARAGE', 'GARAGE_BOX', 'CELLAR', 'BASEMENT_GARAGE', 'CARPORT', 'PARKING']],
    ['PLOT', ['BUILDING_PLOT', 'MEADOW', 'WOOD']],
    ['COMMERCIAL', ['OFFICE', 'HORECA', 'HOTEL', 'WORKSHOP', 'STORAGE']],
    ['HOUSE', ['VILLA', 'BUNGALOW', 'FARM_01', 'TOWNHOUSE', 'CASTLE']],
  ] as const)('spec §3 %s includes the spec examples', (type, codes) => {
    const listed = subTypesOf(type).map((s) => s.code as string);
    for (const code of codes) expect(listed).toContain(code);
  });

  it('codes are unique across types, so enum.SubType.<CODE> is unambiguous', () => {
    const codes = SUB_TYPES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('ids are head-type id × 100 + position and tell the type', () => {
    for (const s of SUB_TYPES) expect(Math.floor(s.id / 100)).toBe(TYPE_ID[s.type]);
    expect(subTypeByCode('VILLA')).toEqual({ id: 102, code: 'VILLA', type: 'HOUSE' });
  });
});

describe('supplementary labelled code lists', () => {
  it('facilities the reference service sends are labelled codes, next to the 28 field types', () => {
    for (const code of ['SWIMMING_POOL', 'ALARM', 'SOLAR_PANELS', 'HEAT_PUMP', 'AIR_CONDITIONING', 'DOUBLE_GLAZING', 'ACCESSIBLE', 'VIDEOPHONE']) {
      expect(FACILITY as readonly string[]).toContain(code);
    }
    expect(Object.keys(LABELLED_ENUMS)).toEqual([...Object.keys(ENUMS), 'Facility', 'FileType', 'ProjectPhase', 'PricePeriod']);
  });
});

describe('enumeration ids', () => {
  it.each<[Parameters<typeof enumCodeOfId>[0], number | null, string | undefined]>([
    ['Type', 1, 'HOUSE'],
    ['Type', 2, 'APARTMENT'],
    ['Type', 6, 'PROJECT'],
    ['Type', 7, undefined],
    ['Status', 1, 'FOR_SALE'],
    ['Status', 4, 'SOLD'],
    ['GeoPrecision', 0, 'NO_DATA'],
    ['GeoPrecision', 3, 'ROOFTOP'],
    ['SubType', 102, 'VILLA'],
    ['SubType', 9999, undefined],
    ['Type', null, undefined],
  ])('spec §3/§9: %s id %s → %s', (name, id, code) => {
    expect(enumCodeOfId(name, id)).toBe(code);
  });

  it('spec §3 geoPrecision ids are 0 NO_DATA … 3 ROOFTOP', () => {
    expect(GEO_PRECISION_ID).toEqual({ NO_DATA: 0, GEOMETRIC_CENTER: 1, RANGE_INTERPOLATED: 2, ROOFTOP: 3 });
  });

  it('label keys and guards', () => {
    expect(enumLabelKey('Heating', 'GAS')).toBe('enum.Heating.GAS');
    expect(enumLabelKey('EnergyLabel', 'A++')).toBe('enum.EnergyLabel.A++');
    expect(isFieldType('SubType')).toBe(true);
    expect(isFieldType('Subtype')).toBe(false);
  });
});
