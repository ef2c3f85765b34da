import { toFiniteNumber } from './number';

/** Upper end of the EPC bar in kWh/m² (spec §9). */
export const EPC_BAR_MAX = 700;

/** Position on the EPC bar in percent: epcValue / 700 × 100, clamped to 0..100; 0 for non-numeric input. */
export function epcBarPercentage(epcValue: unknown): number {
  const value = toFiniteNumber(epcValue);
  if (value === null) return 0;
  return Math.min(100, Math.max(0, (value / EPC_BAR_MAX) * 100));
}
