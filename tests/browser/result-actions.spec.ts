import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ROUTE_WORDS } from '../../core/routes';
import type { Locale } from '../../core/i18n/locale';
import listingNl from '../../core/i18n/messages/listing.nl';
import listingFr from '../../core/i18n/messages/listing.fr';
import listingEn from '../../core/i18n/messages/listing.en';
import listingDe from '../../core/i18n/messages/listing.de';
import formsNl from '../../core/i18n/messages/forms.nl';
import rentalNl from '../../core/i18n/messages/rental.nl';
import { ROWS, SEARCH, TABLE, TEXT, searchPage } from './listing-helpers';

const LISTING = { nl: listingNl, fr: listingFr, en: listingEn, de: listingDe };
const FORMS_NL = formsNl;
const RENTAL_NL = rentalNl;
const FAVORITES = '[data-block="favorites"]';
/** The demo host's gallery page (demo-host/site/pages/listing.ts). */
const GALLERY = '/en/gallery';
/** The accessible name pattern of a result's heart in `locale` ('{{title}} bewaren als favoriet'). */
const heartName = (locale: Locale) => new RegExp(`^${String(LISTING[locale]['listing.favorite']).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{{title}}', '.+')}$`);

async function favoriteIds(page: Page, locale: Locale): Promise<string[]> {
  await page.goto(`/${locale}/${ROUTE_WORDS[locale].favorites}`);
  const cards = page.locator(`${FAVORITES} [data-estate-id]`);
  await expect(cards.first()).toBeVisible();
  return [...new Set(await cards.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.estateId!)))];
}

test.describe('a favourite heart on each result', () => {
  for (const [locale, width] of [['nl', 320], ['fr', 1280]] as const) {
    test(`search results (${locale}, ${width} px): the heart saves the estate without opening it; the favorites page lists it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await searchPage(page, locale);
      const row = page.locator(ROWS).nth(1);
      const id = await row.getAttribute('data-estate-id');
      const heart = row.getByRole('button', { name: heartName(locale) });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      const url = page.url();
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect(page.url()).toBe(url);
      // The heart and the link to the detail lie inside the card, side by side, at this width.
      const card = (await row.boundingBox())!;
      for (const box of [await heart.boundingBox(), await row.getByRole('link').boundingBox()]) {
        expect(box!.x).toBeGreaterThanOrEqual(card.x);
        expect(box!.x + box!.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await favoriteIds(page, locale)).toEqual([id]);
    });
  }

  test('gallery cards (en): Enter on the heart saves it, a second Enter removes it, and the page stays', async ({ page }) => {
    await page.goto(GALLERY);
    const card = page.locator('[data-block="estate-gallery"] .eb-estate-card').first();
    const id = await card.getAttribute('data-estate-id');
    const heart = card.getByRole('button', { name: heartName('en') });
    await heart.focus();
    await page.keyboard.press('Enter');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Space');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(new URL(page.url()).pathname).toBe(GALLERY);
    expect(await favoriteIds(page, 'en')).toEqual([id]);
  });
});

test.describe('"save this search" beside the result count', () => {
  test('the link carries offer, type, city, price range and bedrooms (not the sort); the subscribe form starts with them (nl)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await searchPage(page, 'nl', '?transaction=1&type=1&price-min=150000&price-max=400000&bed-min=2&sortType=price&sortOrder=asc', { scrollToList: false });
    const link = page.locator(SEARCH).getByRole('link', { name: LISTING.nl['listing.save_search'] as string });
    await expect(link).toBeVisible();
    const href = new URL((await link.getAttribute('href'))!, page.url());
    expect(href.pathname).toBe(`/nl/${ROUTE_WORDS.nl.keepMeInformed}`);
    expect(Object.fromEntries(href.searchParams)).toEqual({ transaction: '1', type: '1', 'price-min': '150000', 'price-max': '400000', 'bed-min': '2' });
    await link.click();
    await expect(page).toHaveURL(/\/nl\/keep-me-informed\?/);
    const form = page.locator('[data-block="keep-me-informed"]');
    await expect(form.getByText(FORMS_NL['kmi.prefilled'] as string)).toBeVisible();
    await expect(form.getByLabel(FORMS_NL['kmi.priceMin'] as string)).toHaveValue('150000');
    await expect(form.getByLabel(FORMS_NL['kmi.priceMax'] as string)).toHaveValue('400000');
    await expect(form.getByLabel(FORMS_NL['kmi.bedroomsMin'] as string)).toHaveValue('2');
  });

  test('a filter changed on the page is in the link at once (fr)', async ({ page }) => {
    await searchPage(page, 'fr', '', { scrollToList: false });
    const link = page.locator(SEARCH).getByRole('link', { name: LISTING.fr['listing.save_search'] as string });
    await expect(link).toHaveAttribute('href', `/fr/${ROUTE_WORDS.fr.keepMeInformed}`);
    await page.locator(SEARCH).getByLabel(TEXT.fr.bedrooms).or(page.locator(SEARCH).getByRole('combobox', { name: /^Chambres/ })).first().selectOption({ index: 2 });
    await expect(link).toHaveAttribute('href', /\?bed(-min|rooms)=/);
  });
});

test.describe('sort control at 320 px', () => {
  for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
    test(`the sort label is whole, on one line (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await searchPage(page, locale, '', { scrollToList: false });
      const label = page.locator(SEARCH).locator('.eb-estate-search__field--sort .eb-estate-search__label');
      await expect(label).toHaveText(TEXT[locale].sort);
      const box = await label.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, height: el.getBoundingClientRect().height, line: parseFloat(getComputedStyle(el).lineHeight) }));
      expect(box.scroll).toBeLessThanOrEqual(box.client);
      expect(box.height).toBeLessThan(box.line * 1.5);
      // The select beside it stays usable.
      expect((await page.locator(SEARCH).getByRole('combobox', { name: TEXT[locale].sort }).boundingBox())!.width).toBeGreaterThan(100);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }
});

test.describe('holiday rentals page by page', () => {
  test('20 cards, then "show more" (keyboard) adds the next 20; scrolling to the end loads nothing by itself (nl, 320 px)', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/nl/${ROUTE_WORDS.nl.holiday}`);
    const cards = page.locator('.eb-rental-search__item');
    await expect(cards).toHaveCount(20);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const more = page.locator('[data-block="rental-search"]').getByRole('button', { name: RENTAL_NL['rental.load_more'] as string });
    await expect(more).toBeVisible();
    // Nothing loads by itself at the end of the list: still one page.
    await expect(cards).toHaveCount(20);
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(40);
    await expect(more).toBeFocused();
  });
});

test.describe('between tablet and desktop', () => {
  for (const [locale, width] of [['nl', 900], ['de', 1000], ['fr', 1099]] as const) {
    test(`the link to each detail is in view without scrolling sideways (${locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await searchPage(page, locale);
      const rows = page.locator(ROWS);
      await expect(rows.nth(4)).toBeVisible();
      const scroller = page.locator(`${TABLE} .eb-estate-table__scroller`);
      expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const block = (await page.locator(TABLE).boundingBox())!;
      for (let i = 0; i < 5; i++) {
        const link = (await rows.nth(i).getByRole('link').boundingBox())!;
        const heart = (await rows.nth(i).getByRole('button', { name: heartName(locale) }).boundingBox())!;
        for (const box of [link, heart]) {
          expect(box.x).toBeGreaterThanOrEqual(block.x);
          expect(box.x + box.width).toBeLessThanOrEqual(block.x + block.width + 0.5);
        }
      }
    });
  }
});
