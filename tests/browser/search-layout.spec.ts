import { test, expect } from './fixtures';
import { MAP, ROWS, searchPage } from './listing-helpers';

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
