import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { SAMPLE_IDS } from '../../demo-host/data/samples';
import { ROUTE_WORDS } from '../../core/routes/words';
import nl from '../../core/i18n/catalogues/nl';
import fr from '../../core/i18n/catalogues/fr';
import en from '../../core/i18n/catalogues/en';
import de from '../../core/i18n/catalogues/de';
import { afterRendering } from '../support/rendering';

/**
 * The demo's sample records in all four locales, in a browser whose clock is not
 * Belgian, show no "-1", "NaN", "undefined", "null", raw catalogue key or raw enumeration code.
 * One page load per sample and locale; every notary tab is opened (no reload).
 */
const LOCALES = ['nl', 'fr', 'en', 'de'] as const;
type Locale = (typeof LOCALES)[number];
const CATALOGUES = { nl, fr, en, de };

const SAMPLES: { name: string; path: (l: Locale) => string }[] = [
  { name: 'broker', id: SAMPLE_IDS.brokerApartmentToRent },
  { name: 'notary', id: SAMPLE_IDS.notaryForSale },
  { name: 'project', id: SAMPLE_IDS.project },
  { name: 'unit', id: SAMPLE_IDS.projectUnit },
  { name: 'sold', id: SAMPLE_IDS.brokerSold },
  { name: 'public sale', id: SAMPLE_IDS.notaryPublicSale },
].map(({ name, id }) => ({ name, path: (l: Locale) => `/${l}/${ROUTE_WORDS[l].offer}/${id}` }));
SAMPLES.push({ name: 'rental', path: (l) => `/${l}/${ROUTE_WORDS[l].holiday}/${SAMPLE_IDS.rentalUnit}` });

const KEY_PREFIXES = [...new Set(Object.keys(nl).map((k) => k.split('.')[0]))].filter((p) => p.length > 2);
const RAW_KEY = new RegExp(`(^|[^\\w@/.-])((?:${KEY_PREFIXES.join('|')})\\.[A-Za-z_]+(?:\\.[A-Za-z_0-9]+)*)`);
/** Enumeration codes whose label is a word of its own (e.g. HEAT_ACCUMULATION, WOOD, MEDIUM, C_B). */
function rawCodes(locale: Locale): Set<string> {
  const catalogue = CATALOGUES[locale] as Record<string, string>;
  const codes = new Set<string>();
  for (const [key, label] of Object.entries(catalogue)) {
    const m = /^enum\.[A-Za-z]+\.([A-Z][A-Z0-9_]{2,}|[A-G]_[A-G])$/.exec(key);
    if (m && label.trim() !== m[1]) codes.add(m[1]);
  }
  // A code that the language's own texts use as a word ('EPC' in 'EPC-label') cannot be told from that word.
  for (const label of Object.values(catalogue)) for (const token of label.split(/[^A-Za-z0-9_+]+/)) codes.delete(token);
  return codes;
}

async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-block]'))
      .map((el) => el.innerText)
      .join('\n'),
  );
}

function problemsIn(text: string, codes: Set<string>): string[] {
  const problems: string[] = [];
  for (const line of text.split('\n')) {
    if (/(^|[\s(:])-1([\s,.)]|$)|€ -|NaN|\bundefined\b|\bnull\b/.test(line)) problems.push(`odd value: ${line}`);
    const key = RAW_KEY.exec(line);
    if (key) problems.push(`raw catalogue key ${key[2]}: ${line}`);
    for (const token of line.split(/[^A-Za-z0-9_+]+/)) if (codes.has(token)) problems.push(`raw code ${token}: ${line}`);
  }
  return problems;
}

test.use({ timezoneId: 'America/New_York' });

for (const locale of LOCALES) {
  test(`the sample records read clean in ${locale} (no -1, NaN, undefined, null, raw keys or codes; New York clock)`, async ({ page }) => {
    test.setTimeout(120_000);
    const codes = rawCodes(locale);
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
      let text = await visibleText(page);
      const tabs = page.locator('[data-block] [role="tab"]');
      for (let i = 0; i < (await tabs.count()); i++) {
        await tabs.nth(i).click();
        text += '\n' + (await page.locator('[data-block] [role="tabpanel"]:visible').innerText());
      }
      problems.push(...problemsIn(text, codes).map((p) => `${sample.name} ${sample.path(locale)}: ${p}`));
      if (sample.name === 'public sale') {
        // Europe/Brussels whatever the visitor's clock: the demo's sessions start at 14:00 Belgian time.
        expect(text, 'the public sale session time').toMatch(/\b14[:.h]00\b/);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
}
