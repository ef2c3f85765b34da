/** A flooding score letter after C (D, E, …) shows an extra warning icon (spec §5). */
export function floodingScoreHasIcon(score: unknown): boolean {
  if (typeof score !== 'string') return false;
  const letter = score.trim().charAt(0).toUpperCase();
  return letter >= 'D' && letter <= 'Z';
}
