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

/**
 * The floor as the value of a "Floor" column or label (the estate table and its cards): an upper floor is
 * its number alone ("Verdieping: 8", not "Verdieping: Verdieping 8"); the ground floor and basements
 * keep their names, which a bare 0 or -1 would not say. '' when unknown.
 */
export function floorValue(floor: unknown, labels: Pick<ViewModelLabels, 't'>): string {
  const text = floorText(floor, labels);
  const level = Number(floor);
  return text && level > 0 ? String(level) : text;
}
