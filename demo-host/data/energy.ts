import type { Random } from './random';

const FLEMISH: [number, string][] = [[0, 'A+'], [100, 'A'], [200, 'B'], [300, 'C'], [400, 'D'], [500, 'E']];
const WALLOON: [number, string][] = [[0, 'A++'], [45, 'A+'], [85, 'A'], [170, 'B'], [255, 'C'], [340, 'D'], [425, 'E'], [510, 'F']];

/** EPC label from a primary energy value (kWh/m²·year), by the region's scale. */
export function energyLabelFor(epcValue: number, region: string | null): string {
  const scale = region === 'WALLONIA' || region === 'BRUSSELS' ? WALLOON : FLEMISH;
  for (const [max, label] of scale) if (epcValue <= max) return label;
  return region === 'FLANDERS' ? 'F' : 'G';
}

/** Older housing stock is worse: values skew with construction year. */
export function epcValueFor(rng: Random, constructionYear: number): number {
  const base = constructionYear >= 2015 ? 60 : constructionYear >= 1990 ? 220 : constructionYear >= 1960 ? 380 : 520;
  return Math.max(-20, Math.round(base + (rng.next() - 0.5) * 240));
}

/** Combined pairs (spec §3 energyLabel) occur on renovated estates: the label before and after works. */
export const COMBINED_LABELS = ['B_A', 'C_B', 'D_B', 'E_C', 'F_D', 'G_F'];
