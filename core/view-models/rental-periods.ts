import type { RentalPeriod } from '../model/rental';

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
};

/**
 * Availability periods as a visitor reads a calendar: by arrival, then by departure (a weekend
 * before the week that starts the same day), then by id; a period with an unreadable date last. The
 * service's order is not trusted (it sent 28/11, 04/12, 30/11).
 */
export function periodsInDateOrder(periods: readonly RentalPeriod[]): RentalPeriod[] {
  return [...periods].sort((a, b) => time(a.start) - time(b.start) || time(a.end) - time(b.end) || a.id - b.id);
}
