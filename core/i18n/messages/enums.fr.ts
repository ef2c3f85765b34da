// Labels of the list enumerations Status, Type and EnergyLabel (spec §3) (fr). Keys: see core/i18n/catalogues/README.md.
import type { EnumLabelKey } from '../../enums';
import energyLabels from './enum-energy-labels';

export default {
  "enum.Status.FOR_SALE": "À vendre",
  "enum.Status.TO_RENT": "À louer",
  "enum.Status.TAKE_OVER": "À remettre",
  "enum.Status.SOLD": "Vendu",
  "enum.Status.RENTED": "Loué",
  "enum.Status.TAKEN_OVER": "Remis",
  "enum.Type.APARTMENT": "Appartement",
  "enum.Type.GARAGE": "Garage",
  "enum.Type.PLOT": "Terrain",
  "enum.Type.COMMERCIAL": "Bien commercial",
  "enum.Type.HOUSE": "Maison",
  "enum.Type.PROJECT": "Projet",
  ...energyLabels,
} satisfies Record<EnumLabelKey<'Status' | 'Type' | 'EnergyLabel'>, string>;
