// Labels of the list enumerations Status, Type and EnergyLabel (spec §3) (de). Keys: see core/i18n/catalogues/README.md.
import type { EnumLabelKey } from '../../enums';
import energyLabels from './enum-energy-labels';

export default {
  "enum.Status.FOR_SALE": "Zu verkaufen",
  "enum.Status.TO_RENT": "Zu vermieten",
  "enum.Status.TAKE_OVER": "Zur Übernahme",
  "enum.Status.SOLD": "Verkauft",
  "enum.Status.RENTED": "Vermietet",
  "enum.Status.TAKEN_OVER": "Übernommen",
  "enum.Type.APARTMENT": "Wohnung",
  "enum.Type.GARAGE": "Garage",
  "enum.Type.PLOT": "Grundstück",
  "enum.Type.COMMERCIAL": "Gewerbeimmobilie",
  "enum.Type.HOUSE": "Haus",
  "enum.Type.PROJECT": "Projekt",
  ...energyLabels,
} satisfies Record<EnumLabelKey<'Status' | 'Type' | 'EnergyLabel'>, string>;
