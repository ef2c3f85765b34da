import ICAL from 'ical.js';
import { readFile } from 'node:fs/promises';
import { test, expect } from './fixtures';
import { detailSamplesOnce } from './detail-samples';
import { ROUTE_WORDS } from '../../core/routes/words';
import nl from '../../core/i18n/catalogues/nl';
import fr from '../../core/i18n/catalogues/fr';

const TEXT = { nl, fr };
const sample = detailSamplesOnce();

for (const locale of ['nl', 'fr'] as const) {
  test(`a booked viewing goes into the visitor's calendar: an .ics a calendar reads, in Belgian time, with the estate, its page and the cancel link (${locale})`, async ({ page }) => {
    const t = TEXT[locale];
    await page.goto(`/${locale}/${ROUTE_WORDS[locale].offer}/${sample().broker}`);
    const title = (await page.locator('[data-block="estate-detail"] h1').first().textContent())!.trim();
    await page.getByRole('button', { name: t['detail.action.viewing'] }).click();
    const form = page.getByRole('form', { name: t['detail.viewing.heading'] });
    const slot = form.getByRole('radio').first();
    await slot.check();
    const slotStart = (await slot.getAttribute('value'))!;
    await form.getByLabel(t['detail.form.first_name'], { exact: true }).fill('An');
    await form.getByLabel(t['detail.form.last_name'], { exact: true }).fill('Peeters');
    await form.getByLabel(t['detail.form.email'], { exact: true }).fill(`an.${locale}@example.com`);
    await form.getByLabel(t['detail.form.phone'], { exact: true }).fill('+32 470 12 34 56');
    await form.getByRole('checkbox', { name: t['detail.form.consent'] }).check();
    const booked = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/live-agenda/reservation'));
    await form.getByRole('button', { name: t['detail.viewing.submit'] }).click();
    const { id } = await (await booked).json();

    const confirmation = page.getByRole('status').filter({ has: page.getByRole('link', { name: t['detail.viewing.cancel_link'] }) });
    const cancelHref = await confirmation.getByRole('link', { name: t['detail.viewing.cancel_link'] }).getAttribute('href');
    const downloading = page.waitForEvent('download');
    await confirmation.getByRole('link', { name: t['detail.viewing.calendar'] }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('viewing.ics');
    const ics = await readFile((await download.path())!, 'utf8');

    // Imported as a calendar application does: ical.js with the file's own time zone.
    const calendar = new ICAL.Component(ICAL.parse(ics));
    ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!), 'Europe/Brussels');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(event.uid).toContain(id);
    expect(event.startDate.zone?.tzid).toBe('Europe/Brussels');
    expect(event.startDate.toJSDate().getTime(), 'the booked slot').toBe(Date.parse(slotStart));
    expect(event.endDate.toJSDate().getTime()).toBeGreaterThan(event.startDate.toJSDate().getTime());
    expect(event.summary).toBe(t['detail.viewing.calendar_summary'].replace('{{title}}', title));
    expect(vevent.getFirstPropertyValue('url')).toBe(new URL(page.url()).origin + new URL(page.url()).pathname);
    expect(event.description).toContain(new URL(cancelHref!, page.url()).href);
    const shownAddress = page.locator('[data-block="estate-detail"] .eb-detail__address');
    if (await shownAddress.count()) expect(event.location).toBe((await shownAddress.first().textContent())!.trim());
    else expect(event.location, 'no place for a hidden address').toBeNull();
  });
}
