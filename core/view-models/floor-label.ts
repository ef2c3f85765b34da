import type { ViewModelLabels } from './types';

/**
 * The floor a unit is on, as text. The floor is not subject to the -1 "cleared" rule of spec §5 (DESIGN §3):
 * -1 is the basement, 0 the ground floor; the -1 rule applies to counts, sizes and prices. '' when unknown.
 */
export function floorText(floor: unknown, labels: Pick<ViewModelLabels, 't'>): string {
  const level = typeof floor === 'string' && floor.trim() !== '' ? Number(floor) : floor;
  if (typeof level !== 'number' || !Number.isInteger(level)) return '';
  if (level === -1) return labels.t('floor.basement');
  if (level < -1) return labels.t('floor.basement_level', { level });
  return level === 0 ? labels.t('floor.ground') : labels.t('floor.level', { level });
}
