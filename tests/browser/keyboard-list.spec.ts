import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ROWS, TEXT, TABLE } from './listing-helpers';

/**
 * A visitor with a keyboard only, on the search page (/nl/aanbod: search, map, table): tabbing through the
 * results ends, the footer is reached, "load more" loads the next page on Enter, and the link before the
 * results takes the focus past them.
 */
const SKIP = 'Resultaten overslaan';
const MAX_TABS = 400;

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      footer: Boolean(el?.closest('.site-footer')),
      text: (el?.textContent ?? '').trim(),
      after: Boolean(el?.classList.contains('eb-list-status__after')),
      // The load-more button, whatever it reads at that moment ("Laden…" while a page still arrives).
      loadMore: Boolean(el?.classList.contains('eb-infinite-scroll__button')),
    };
  });

test.describe('keyboard through the search results', () => {
  test('Tab reaches the footer past the results; "load more" with Enter loads the next page', async ({ page }) => {
    await page.goto('/nl/aanbod');
    await expect(page.locator(ROWS).first()).toBeAttached();
    let passedButton = false;
    let tabs = 0;
    for (; tabs < MAX_TABS; tabs++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (now.loadMore) passedButton = true;
      if (now.footer) break;
    }
    expect(tabs, `the footer is reached within ${MAX_TABS} presses of Tab`).toBeLessThan(MAX_TABS);
    expect(passedButton, 'the load-more button lies on the way').toBe(true);
    // Automatic loading stopped after three pages of 20 (the demo has far more).
    const rows = page.locator(ROWS);
    const reached = await rows.count();
    expect(reached).toBeGreaterThanOrEqual(20);
    expect(reached).toBeLessThanOrEqual(60);

    // Back to the button and press it. Focus on the button pauses automatic loading; a page that was already on
    // its way when the footer was reached has arrived once the button reads "Meer laden" again (the locator's
    // name), so the rows are counted only then.
    const button = page.locator(TABLE).getByRole('button', { name: TEXT.nl.loadMore });
    const loadMore = page.locator(TABLE).locator('.eb-infinite-scroll__button');
    for (let i = 0; i < 5 && !(await loadMore.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    await expect(button).not.toHaveAttribute('aria-busy', 'true');
    const before = await rows.count();
    expect(before).toBeLessThanOrEqual(60);
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.count()).toBeGreaterThan(before);
    // The page came from the button only: one page more, and the button keeps the focus for the next.
    await expect(rows).toHaveCount(before + 20);
    await expect(button).toBeFocused();
  });

  test('the link before the results (shown on focus) moves the focus past them', async ({ page }) => {
    await page.goto('/nl/aanbod');
    await expect(page.locator(ROWS).first()).toBeAttached();
    const skip = page.locator(TABLE).getByRole('link', { name: SKIP });
    await expect(skip).toHaveCount(1);
    expect((await skip.boundingBox())?.width ?? 0, 'out of sight until focused').toBeLessThanOrEqual(1);
    let tabs = 0;
    for (; tabs < MAX_TABS && (await focused(page)).text !== SKIP; tabs++) await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    expect((await skip.boundingBox())?.width ?? 0, 'visible while focused').toBeGreaterThan(40);
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).after).toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.locator(TABLE).getByRole('button', { name: TEXT.nl.loadMore })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await focused(page)).footer).toBe(true);
  });
});
