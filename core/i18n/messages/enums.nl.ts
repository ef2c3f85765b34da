// Labels of the list enumerations Status, Type and EnergyLabel (spec §3) (nl). Keys: see core/i18n/catalogues/README.md.
import type { EnumLabelKey } from '../../enums';
import energyLabels from './enum-energy-labels';

export default {
  "enum.Status.FOR_SALE": "Te koop",
  "enum.Status.TO_RENT": "Te huur",
  "enum.Status.TAKE_OVER": "Over te nemen",
  "enum.Status.SOLD": "Verkocht",
  "enum.Status.RENTED": "Verhuurd",
  "enum.Status.TAKEN_OVER": "Overgenomen",
  "enum.Type.APARTMENT": "Appartement",
  "enum.Type.GARAGE": "Garage",
  "enum.Type.PLOT": "Grond",
  "enum.Type.COMMERCIAL": "Handelspand",
  "enum.Type.HOUSE": "Woning",
  "enum.Type.PROJECT": "Project",
  ...energyLabels,
} satisfies Record<EnumLabelKey<'Status' | 'Type' | 'EnergyLabel'>, string>;
