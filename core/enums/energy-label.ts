/** Single EPC labels, best first (spec §3 energyLabel). */
export const SINGLE_ENERGY_LABELS = ['A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

/**
 * Combined pairs '<before>_<after>' for estates renovated or to be renovated: every adjacent pair and
 * every pair two steps apart (B_A, G_F … D_B, E_C).
 */
export const COMBINED_ENERGY_LABELS = [
  'A+_A++', 'A_A+', 'B_A', 'C_B', 'D_C', 'E_D', 'F_E', 'G_F',
  'A_A++', 'B_A+', 'C_A', 'D_B', 'E_C', 'F_D', 'G_E',
] as const;

export const ENERGY_LABEL = [...SINGLE_ENERGY_LABELS, ...COMBINED_ENERGY_LABELS] as const;
export type EnergyLabelCode = (typeof ENERGY_LABEL)[number];


/** How an EPC label reads in every language: a combined pair 'E_C' as 'E → C' (the catalogue's enum.EnergyLabel texts). */
export function energyLabelText(code: string): string {
  return code.replace('_', ' → ');
}
