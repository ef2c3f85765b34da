import { expect, test } from './fixtures';
import { ROWS, TABLE } from './listing-helpers';

/**
 * The table block takes its width from the page, never from its rows. Themes and CMS layouts wrap blocks
 * in columns that are at least as wide as their content (a grid's 1fr track, a flex item): were the
 * table's min-width or its rows' size estimate part of the block's content width, the column would widen
 * to it, the wide block would keep the table layout on a phone, and the page would scroll sideways. Themes
 * also pad the blocks of an article (`.entry-content > *`).
 */
test('in a column as wide as its content, the results table is cards on a phone: with 500 rows loaded, and after a desktop and back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/offer-bench?full=1');
  await expect(page.locator(ROWS)).toHaveCount(500);
  await page.locator(TABLE).evaluate((block) => {
    Object.assign(block.parentElement!.style, { display: 'grid', gridTemplateColumns: '1fr' });
    block.style.padding = '0 1rem';
  });
  const table = page.locator(`${TABLE} .eb-estate-table`);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  await expect(table).toHaveClass(/eb-estate-table--cards/);
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(table).not.toHaveClass(/eb-estate-table--cards/);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toHaveClass(/eb-estate-table--cards/);
  expect(await pageWidth()).toBeLessThanOrEqual(390);
});
