import { test, expect } from './fixtures';
import { SAMPLE_IDS } from '../../demo-host/data/samples';
import { ROUTE_WORDS } from '../../core/routes/words';
import { afterRendering } from '../support/rendering';
import { blockText } from './raw-text';
import { localeWords, rawTextProblems } from '../support/raw-text-scan';
import { LOCALES, type Locale } from '../../core/i18n/locale';

/**
 * The demo's sample records in all four locales, in a browser whose clock is not
 * Belgian, show no "-1", "NaN", "undefined", "null", raw catalogue key or raw enumeration code.
 * One page load per sample and locale; every notary tab is opened (no reload). The rules: raw-text.ts;
 * raw-text-sweep.spec.ts applies them to every page type over many more estates.
 */
const SAMPLES: { name: string; path: (l: Locale) => string }[] = [
  { name: 'broker', id: SAMPLE_IDS.brokerApartmentToRent },
  { name: 'notary', id: SAMPLE_IDS.notaryForSale },
  { name: 'project', id: SAMPLE_IDS.project },
  { name: 'unit', id: SAMPLE_IDS.projectUnit },
  { name: 'sold', id: SAMPLE_IDS.brokerSold },
  { name: 'public sale', id: SAMPLE_IDS.notaryPublicSale },
].map(({ name, id }) => ({ name, path: (l: Locale) => `/${l}/${ROUTE_WORDS[l].offer}/${id}` }));
SAMPLES.push({ name: 'rental', path: (l) => `/${l}/${ROUTE_WORDS[l].holiday}/${SAMPLE_IDS.rentalUnit}` });

test.use({ timezoneId: 'America/New_York' });

for (const locale of LOCALES) {
  test(`the sample records read clean in ${locale} (no -1, NaN, undefined, null, raw keys or codes; New York clock)`, async ({ page }) => {
    test.setTimeout(120_000);
    const words = localeWords(locale);
    const problems: string[] = [];
    for (const sample of SAMPLES) {
      await page.goto(sample.path(locale));
      await expect(page.locator('[data-block] :is(h1, h2)').first()).toBeVisible();
      // Below-the-fold blocks and lazy parts (similar estates) mount when scrolled to.
      for (let y = 0; y < 12 && !(await page.evaluate(() => innerHeight + scrollY >= document.body.scrollHeight - 2)); y++) {
        await page.mouse.wheel(0, 1200);
        await afterRendering(page);
      }
      await page.waitForLoadState('networkidle').catch(() => undefined);
      let text = await blockText(page);
      const tabs = page.locator('[data-block] [role="tab"]');
      for (let i = 0; i < (await tabs.count()); i++) {
        await tabs.nth(i).click();
        text += '\n' + (await page.locator('[data-block] [role="tabpanel"]:visible').innerText());
      }
      problems.push(...rawTextProblems(text, words).map((p) => `${sample.name} ${sample.path(locale)}: ${p}`));
      if (sample.name === 'public sale') {
        // Europe/Brussels whatever the visitor's clock: the demo's sessions start at 14:00 Belgian time.
        expect(text, 'the public sale session time').toMatch(/\b14[:.h]00\b/);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
}
