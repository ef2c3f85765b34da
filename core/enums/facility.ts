/**
 * Broker facility codes (estate.facilities[].code). Not one of the 28 spec §3 field types, but labelled the
 * same way (enum.Facility.<CODE>) so the detail page can name a facility the feed sends without a name.
 */
export const FACILITY = [
  'SWIMMING_POOL', 'ALARM', 'SOLAR_PANELS', 'SOLAR_BOILER', 'HEAT_PUMP', 'AIR_CONDITIONING', 'DOUBLE_GLAZING',
  'ACCESSIBLE', 'VIDEOPHONE', 'INTERCOM', 'ELEVATOR', 'FIREPLACE', 'SAUNA', 'JACUZZI', 'TENNIS_COURT', 'GARDEN',
  'TERRACE', 'GARAGE', 'PARKING', 'CELLAR', 'ATTIC', 'LAUNDRY', 'HOME_AUTOMATION', 'RAINWATER_TANK',
  'CHARGING_STATION', 'FURNISHED', 'ARMOURED_DOOR', 'ROLLER_SHUTTERS',
] as const;
export type FacilityCode = (typeof FACILITY)[number];
