/**
 * A booked viewing as an iCalendar file (RFC 5545), so the visitor can add it to any calendar: the slot in
 * Belgian local time with the Europe/Brussels zone described in the file (a calendar then shows it right
 * wherever the visitor is), the estate, where it is, its page and the link that cancels the viewing.
 */
import { brusselsOffsetMs } from '../format/date';

export interface ViewingEvent {
  /** The appointment id: unguessable, unique per booking; the calendar's UID. */
  appointmentId: string;
  /** The slot's start and end (ISO instants, e.g. 2026-10-25T09:00:00+01:00). */
  start: string;
  end: string;
  /** E.g. "Viewing: Apartment for sale in 9000 Gent". */
  summary: string;
  /** The address; absent when the estate's address is hidden. */
  location?: string;
  /** Absolute URL of the estate's page. */
  url: string;
  /** Absolute URL of the page that cancels this viewing. */
  cancelUrl: string;
  /** Localized "Cancel this viewing: {url}" line for the description. */
  cancelText: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** The site's host name, for a globally unique UID. */
  host: string;
}

const ZONE = 'Europe/Brussels';

/** The EU rule as the zone's two observances; RRULEs keep the file right for every year. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19810329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19961027T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYYMMDDTHHMMSS of a date's UTC fields. */
const stamp = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;

/** The instant's Belgian wall-clock time, as a DATE-TIME local to the file's VTIMEZONE. */
function brusselsLocal(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) throw new RangeError(`not a date-time: ${iso}`);
  return stamp(new Date(ms + brusselsOffsetMs(ms)));
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The .ics file of one booked viewing: CRLF line ends, folded lines, one VEVENT in Europe/Brussels time. */
export function viewingCalendar(event: ViewingEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//estate-blocks//viewing//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${escapeText(`${event.appointmentId}@${event.host}`)}`,
    `DTSTAMP:${stamp(event.now)}Z`,
    `DTSTART;TZID=${ZONE}:${brusselsLocal(event.start)}`,
    `DTEND;TZID=${ZONE}:${brusselsLocal(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    `DESCRIPTION:${escapeText(`${event.url}\n\n${event.cancelText}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
