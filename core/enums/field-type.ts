/** The 28 field-type enumerations of spec §3, by name (also the `<EnumName>` of label keys enum.<EnumName>.<CODE>). */
export const FIELD_TYPES = [
  'BathroomType', 'Carpentry', 'CommonMeter', 'CommonMeterType', 'CommonHeating', 'Condition', 'Conformity',
  'ConstructionType', 'Country', 'Destination', 'ElectricityCertification', 'EnergyLabel', 'Environment', 'Flooding',
  'FreeOn', 'Garden', 'GeoPrecision', 'Heating', 'KitchenType', 'LuxuryLevel', 'Orientation', 'Planning',
  'RecentDestination', 'RoofType', 'Status', 'SubType', 'Type', 'WindowGlazing',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

export function isFieldType(value: unknown): value is FieldType {
  return typeof value === 'string' && (FIELD_TYPES as readonly string[]).includes(value);
}
