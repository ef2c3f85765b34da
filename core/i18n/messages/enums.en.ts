// Labels of the list enumerations Status, Type and EnergyLabel (spec §3) (en). Keys: see core/i18n/catalogues/README.md.
import type { EnumLabelKey } from '../../enums';
import energyLabels from './enum-energy-labels';

export default {
  "enum.Status.FOR_SALE": "For sale",
  "enum.Status.TO_RENT": "For rent",
  "enum.Status.TAKE_OVER": "For takeover",
  "enum.Status.SOLD": "Sold",
  "enum.Status.RENTED": "Rented",
  "enum.Status.TAKEN_OVER": "Taken over",
  "enum.Type.APARTMENT": "Apartment",
  "enum.Type.GARAGE": "Garage",
  "enum.Type.PLOT": "Plot",
  "enum.Type.COMMERCIAL": "Commercial property",
  "enum.Type.HOUSE": "House",
  "enum.Type.PROJECT": "Project",
  ...energyLabels,
} satisfies Record<EnumLabelKey<'Status' | 'Type' | 'EnergyLabel'>, string>;
