import { test, expect } from './fixtures';
import { MAP, ROWS, SEARCH, searchPage } from './listing-helpers';

/**
 * The search page on a desktop (DESIGN §3 "Search page on a desktop"): the results and the map side by
 * side, the map sticky beside the list, so the first result is on the first screen.
 */
for (const height of [900, 720]) {
  test(`search page at 1280 × ${height}: the first result row is on the first screen, the map beside it stays in view while the list scrolls`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height });
    await searchPage(page, 'nl', '', { scrollToList: false });
    const first = page.locator(ROWS).first();
    // The first search of a cold host can take a while on a busy machine: wait for the page to settle, not for a time.
    await page.waitForLoadState('networkidle');
    await expect(first).toBeVisible();
    const row = (await first.boundingBox())!;
    expect(row.y + row.height, 'the whole first row is above the fold').toBeLessThanOrEqual(height);
    const map = page.locator(`${MAP} .leaflet-container`);
    await expect(map).toBeVisible();
    expect((await map.boundingBox())!.x, 'the map is beside the list, not above it').toBeGreaterThanOrEqual(row.x + row.width);
    await page.mouse.move(row.x + 20, row.y + 20);
    await page.mouse.wheel(0, 1500);
    await expect(first).not.toBeInViewport();
    await expect(map).toBeInViewport({ ratio: 0.9 });
  });
}

// Every label of the bar is read whole: a label longer than its column wraps (its field stays on the bar's
// line) instead of ending in "…" ("Commune ou code pos…", "Gemeinde oder Postleit…").
for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
  test(`search bar (${locale}): no label is cut at 1280, 1024 and 390 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await searchPage(page, locale, '', { scrollToList: false });
    const labels = page.locator(`${SEARCH} :is(.eb-estate-search__label, .eb-city-combobox__label)`);
    await expect(labels.first()).toBeVisible();
    for (const width of [1280, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const cut = await labels.evaluateAll((els) =>
        els.filter((el) => el instanceof HTMLElement && el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
      );
      expect(cut, `labels cut at ${width} px`).toEqual([]);
    }
  });
}
