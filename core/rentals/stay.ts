/**
 * Searching holiday rentals by date (spec §3 rental filter model: periods with their dates). A stay is the
 * nights from arrival up to departure, [from, to): the departure day is free for the next guest, so a
 * period ending on the arrival day or starting on the departure day does not overlap it. Dates are ISO
 * calendar days compared as text, so clocks, time zones and summer time play no part.
 */
import { brusselsOffsetMs } from '../format/date';
import { isIsoDate } from '../validation/rules';

export interface Stay {
  /** Arrival, ISO date. */
  from: string;
  /** Departure, ISO date, after `from`. */
  to: string;
}

export interface DatedPeriod {
  start: string;
  end: string;
  /** False: booked or blocked. */
  available: boolean;
}

/** The period [start, end) shares a night with the stay. */
export function overlapsStay(period: { start: string; end: string }, stay: Stay): boolean {
  return period.start < stay.to && stay.from < period.end;
}

/** A unit is free for the whole stay when none of its booked or blocked periods overlaps it. */
export function isFreeForStay(periods: readonly DatedPeriod[], stay: Stay): boolean {
  return !periods.some((p) => !p.available && overlapsStay(p, stay));
}

export type StayError = 'form.error.date' | 'rental.filters.error.arrival_past' | 'rental.filters.error.departure_order';

/**
 * What is wrong with a visitor's dates (null: nothing): each must be a calendar date, arrival not before
 * `today` (ISO, Belgian time), departure after arrival. An empty date is no error: there is no stay yet.
 */
export function stayErrors(from: string | undefined, to: string | undefined, today: string): { from?: StayError; to?: StayError } | null {
  const errors: { from?: StayError; to?: StayError } = {};
  if (from && !isIsoDate(from)) errors.from = 'form.error.date';
  else if (from && from < today) errors.from = 'rental.filters.error.arrival_past';
  if (to && !isIsoDate(to)) errors.to = 'form.error.date';
  else if (from && to && !errors.from && to <= from) errors.to = 'rental.filters.error.departure_order';
  return errors.from || errors.to ? errors : null;
}

/** The stay of two dates when both are set and valid, else undefined. */
export function stayOf(from: string | undefined, to: string | undefined, today: string): Stay | undefined {
  return from && to && !stayErrors(from, to, today) ? { from, to } : undefined;
}

/** The ISO day after `day`. */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The calendar day in Belgium at `epochMs` (ISO): "today" for a visitor anywhere. */
export function brusselsDay(epochMs: number): string {
  return new Date(epochMs + brusselsOffsetMs(epochMs)).toISOString().slice(0, 10);
}
