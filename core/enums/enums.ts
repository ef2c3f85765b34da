import { COUNTRY } from './country';
import { ENERGY_LABEL } from './energy-label';
import { FACILITY } from './facility';
import { FILE_TYPE } from './file-type';
import type { FieldType } from './field-type';
import { GEO_PRECISION } from './geo-precision';
import { RECENT_DESTINATION } from './recent-destination';
import { PROJECT_PHASE } from './project-phase';
import { PRICE_PERIOD } from './price-period';
import * as codes from './simple-codes';
import { SUB_TYPE } from './sub-type';
import { STATUS_CODE, TYPE } from './type';

/** Every spec §3 field-type enumeration with its codes (label key: enum.<FieldType>.<code>). */
export const ENUMS = {
  BathroomType: codes.BATHROOM_TYPE,
  Carpentry: codes.CARPENTRY,
  CommonMeter: codes.COMMON_METER,
  CommonMeterType: codes.COMMON_METER_TYPE,
  CommonHeating: codes.COMMON_HEATING,
  Condition: codes.CONDITION,
  Conformity: codes.CONFORMITY,
  ConstructionType: codes.CONSTRUCTION_TYPE,
  Country: COUNTRY,
  Destination: codes.DESTINATION,
  ElectricityCertification: codes.ELECTRICITY_CERTIFICATION,
  EnergyLabel: ENERGY_LABEL,
  Environment: codes.ENVIRONMENT,
  Flooding: codes.FLOODING,
  FreeOn: codes.FREE_ON,
  Garden: codes.GARDEN,
  GeoPrecision: GEO_PRECISION,
  Heating: codes.HEATING,
  KitchenType: codes.KITCHEN_TYPE,
  LuxuryLevel: codes.LUXURY_LEVEL,
  Orientation: codes.ORIENTATION,
  Planning: codes.PLANNING,
  RecentDestination: RECENT_DESTINATION,
  RoofType: codes.ROOF_TYPE,
  Status: STATUS_CODE,
  SubType: SUB_TYPE,
  Type: TYPE,
  WindowGlazing: codes.WINDOW_GLAZING,
} as const satisfies Record<FieldType, readonly string[]>;

/** The 28 field types plus supplementary code lists that are labelled the same way. */
export const LABELLED_ENUMS = { ...ENUMS, Facility: FACILITY, FileType: FILE_TYPE, ProjectPhase: PROJECT_PHASE, PricePeriod: PRICE_PERIOD } as const;
export type LabelledEnum = keyof typeof LABELLED_ENUMS;

export type EnumCode<E extends LabelledEnum> = (typeof LABELLED_ENUMS)[E][number];

/** Catalogue key of one enumeration label, e.g. 'enum.Heating.GAS'. */
export type EnumLabelKey<E extends LabelledEnum = LabelledEnum> = E extends LabelledEnum ? `enum.${E}.${EnumCode<E>}` : never;

export function enumLabelKey<E extends LabelledEnum>(enumName: E, code: EnumCode<E>): EnumLabelKey<E> {
  return `enum.${enumName}.${code}` as EnumLabelKey<E>;
}

export function isEnumCode<E extends LabelledEnum>(enumName: E, code: unknown): code is EnumCode<E> {
  return typeof code === 'string' && (LABELLED_ENUMS[enumName] as readonly string[]).includes(code);
}
