import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, viewingCalendar, type ViewingEvent } from './viewing-calendar';

const base: ViewingEvent = {
  appointmentId: 'a3f9c2d1e0b84c7a9f1e2d3c4b5a6978',
  start: '2026-06-12T09:30:00+02:00',
  end: '2026-06-12T10:00:00+02:00',
  summary: 'Bezichtiging: Appartement te koop in 9000 Gent',
  location: 'Korenmarkt 12, 9000 Gent',
  url: 'https://www.agency.be/nl/aanbod/100467/appartement-te-koop-in-korenmarkt-12-9000-gent',
  cancelUrl: 'https://www.agency.be/nl/afspraak-annuleren/a3f9c2d1e0b84c7a9f1e2d3c4b5a6978',
  cancelText: 'Annuleren: https://www.agency.be/nl/afspraak-annuleren/a3f9c2d1e0b84c7a9f1e2d3c4b5a6978',
  now: new Date(Date.UTC(2026, 5, 1, 8, 0, 0)),
  host: 'www.agency.be',
};

/** Parsed as a calendar application would: ical.js, with the file's own VTIMEZONE registered. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
  ICAL.TimezoneService.register(zone, 'Europe/Brussels');
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return { calendar, vevent, event };
}

describe('a booked viewing as an iCalendar file (RFC 5545)', () => {
  it('parses with UID, DTSTAMP, SUMMARY, LOCATION, URL and the cancel link', () => {
    const { vevent, event } = parse(viewingCalendar(base));
    expect(event.uid).toBe('a3f9c2d1e0b84c7a9f1e2d3c4b5a6978@www.agency.be');
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-06-01T08:00:00Z');
    expect(event.summary).toBe(base.summary);
    expect(event.location).toBe(base.location);
    expect(vevent.getFirstPropertyValue('url')).toBe(base.url);
    expect(event.description).toContain(base.cancelUrl);
  });

  // The EU switches: 29 March and 25 October 2026 (last Sundays), 01:00 UTC.
  it.each([
    ['summer', '2026-06-12T09:30:00+02:00', '2026-06-12T10:00:00+02:00', '20260612T093000'],
    ['winter', '2026-01-15T14:00:00+01:00', '2026-01-15T14:30:00+01:00', '20260115T140000'],
    ['the Saturday before the October change', '2026-10-24T10:00:00+02:00', '2026-10-24T10:30:00+02:00', '20261024T100000'],
    ['the Sunday of the October change', '2026-10-25T10:00:00+01:00', '2026-10-25T10:30:00+01:00', '20261025T100000'],
    ['the Sunday of the March change', '2026-03-29T10:00:00+02:00', '2026-03-29T10:30:00+02:00', '20260329T100000'],
    ['a UTC instant', '2026-12-01T08:00:00Z', '2026-12-01T08:30:00Z', '20261201T090000'],
  ])('%s: Belgian wall-clock time in Europe/Brussels, the same instant as booked', (_, start, end, local) => {
    const ics = viewingCalendar({ ...base, start, end });
    expect(ics).toContain(`DTSTART;TZID=Europe/Brussels:${local}`);
    const { event } = parse(ics);
    expect(event.startDate.zone?.tzid).toBe('Europe/Brussels');
    expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(start));
    expect(event.endDate.toJSDate().getTime()).toBe(Date.parse(end));
  });

  it('has no LOCATION when the address is hidden', () => {
    const ics = viewingCalendar({ ...base, location: undefined });
    expect(ics).not.toMatch(/^LOCATION/m);
    expect(parse(ics).event.location).toBeNull();
  });

  it('keeps commas, semicolons, backslashes and new lines of texts, and folds long lines by octets', () => {
    const summary = 'Visite : maison, jardin; vue «\\ mer»\nà Liège — très ensoleillée, avec piscine et terrasse orientée plein sud';
    const ics = viewingCalendar({ ...base, summary });
    expect(parse(ics).event.summary).toBe(summary);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it.each([
    ['a,b;c\\d', 'a\\,b\\;c\\\\d'],
    ['line 1\nline 2', 'line 1\\nline 2'],
  ])('escapes %j as %j', (input, output) => expect(escapeText(input)).toBe(output));

  it('never folds inside a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(80)}`);
    expect(folded.split('\r\n ').join('')).toBe(`SUMMARY:${'é'.repeat(80)}`);
  });

  it('refuses a slot that is not a date-time', () => {
    expect(() => viewingCalendar({ ...base, start: 'tomorrow' })).toThrow(RangeError);
  });
});
