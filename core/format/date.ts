/** Wall-clock parts of a date as shown to the visitor. `hour`/`minute` are null for date-only input. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number | null;
  minute: number | null;
}

export type DateInput = string | number | Date | null | undefined | unknown;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const BELGIAN_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const HOUR = 3_600_000;

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

function validParts(year: number, month: number, day: number, hour: number | null, minute: number | null): WallClock | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour !== null && (hour > 23 || minute === null || minute > 59)) return null;
  return { year, month, day, hour, minute };
}

/** Epoch ms of the last Sunday of `month` (1-based) at 01:00 UTC: the EU summer-time switch. */
function lastSundayAt1Utc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0, 1));
  return last.getTime() - last.getUTCDay() * 24 * HOUR;
}

/**
 * Europe/Brussels offset computed from the EU rule (CET, CEST from the last Sunday of March to the last
 * Sunday of October, 01:00 UTC) so output never depends on the machine's time zone or ICU data.
 */
export function brusselsOffsetMs(epochMs: number): number {
  const year = new Date(epochMs).getUTCFullYear();
  const summer = epochMs >= lastSundayAt1Utc(year, 3) && epochMs < lastSundayAt1Utc(year, 10);
  return summer ? 2 * HOUR : HOUR;
}

function fromInstant(epochMs: number): WallClock | null {
  if (!Number.isFinite(epochMs)) return null;
  const local = new Date(epochMs + brusselsOffsetMs(epochMs));
  if (Number.isNaN(local.getTime())) return null;
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/**
 * Reads a date: ISO date-only and offset-less date-times are taken as written; instants (Date, epoch ms,
 * ISO strings with Z or an offset) are shown in Belgian time (Europe/Brussels). Anything else → null.
 */
export function toWallClock(input: DateInput): WallClock | null {
  if (input instanceof Date) return fromInstant(input.getTime());
  if (typeof input === 'number') return fromInstant(input);
  if (typeof input !== 'string') return null;
  const text = input.trim();
  let m = DATE_ONLY.exec(text);
  if (m) return validParts(+m[1], +m[2], +m[3], null, null);
  m = BELGIAN_DATE.exec(text);
  if (m) return validParts(+m[3], +m[2], +m[1], null, null);
  m = LOCAL_DATE_TIME.exec(text);
  if (m) return validParts(+m[1], +m[2], +m[3], +m[4], +m[5]);
  if (ZONED_DATE_TIME.test(text)) return fromInstant(Date.parse(text.replace(' ', 'T')));
  return null;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** 'dd/mm/yyyy' (spec §9); '' for missing or invalid input. */
export function formatDate(input: DateInput): string {
  const w = toWallClock(input);
  if (!w) return '';
  return `${pad(w.day)}/${pad(w.month)}/${w.year < 0 ? '-' : ''}${pad(w.year, 4)}`;
}

/** 'HH:mm' (24 h); '' for date-only, missing or invalid input. */
export function formatTime(input: DateInput): string {
  const w = toWallClock(input);
  if (!w || w.hour === null || w.minute === null) return '';
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** 'dd/mm/yyyy HH:mm', or just the date when the input has no time. */
export function formatDateTime(input: DateInput): string {
  const date = formatDate(input);
  const time = formatTime(input);
  return time ? `${date} ${time}` : date;
}
