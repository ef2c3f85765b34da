import { expect, test } from './fixtures';
import { detailSamplesOnce } from './detail-samples';
import { ROUTE_WORDS } from '../../core/routes/words';
import nl from '../../core/i18n/catalogues/nl';

/**
 * The contact card as the portals keep it: beside the content and in view while a desktop visitor
 * scrolls; on a phone the quick bar leaves the key facts readable at load and comes once they are passed.
 */
const sample = detailSamplesOnce();
const detailPath = () => `/nl/${ROUTE_WORDS.nl.offer}/${sample().broker}`;

test('1280 px: the contact card stays in view beside the content while the visitor scrolls to the forms', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(detailPath());
  const card = page.locator('.eb-detail__quick--panel');
  await expect(card).toBeVisible();
  await expect(page.locator('.eb-detail__quick--bar')).toBeHidden();
  for (const target of ['.eb-detail__location', '.eb-detail__section--energy', '.eb-detail__actions']) {
    await page.locator(target).scrollIntoViewIfNeeded();
    await expect(card, `in view beside ${target}`).toBeInViewport({ ratio: 1 });
  }
  // Beside the content, not over it.
  const [cardBox, mainBox] = [await card.boundingBox(), await page.locator('.eb-detail__main').boundingBox()];
  expect(cardBox!.x).toBeGreaterThanOrEqual(mainBox!.x + mainBox!.width);
  await card.getByRole('button', { name: nl['detail.quick.contact'] }).click();
  await expect(page.getByRole('button', { name: nl['detail.action.contact'], expanded: true })).toBeVisible();
});

for (const [width, height] of [[320, 640], [390, 844]]) {
  test(`${width} x ${height}: the quick bar does not cover the key facts at load; it comes once they are scrolled past`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(detailPath());
    const facts = page.locator('.eb-detail__facts');
    await expect(facts).toBeVisible();
    const bar = page.getByRole('complementary', { name: nl['detail.quick.label'] });
    await expect(bar).toBeHidden();
    await expect(page.locator('.eb-detail__quick--panel')).toBeHidden();
    await page.locator('.eb-detail__description').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect(facts).not.toBeInViewport();
    await expect(bar).toBeVisible();
    await expect(bar).toBeInViewport({ ratio: 1 });
    await bar.getByRole('button', { name: nl['detail.quick.contact'] }).click();
    await expect(page.getByRole('button', { name: nl['detail.action.contact'], expanded: true })).toBeVisible();
    // Back at the top, the facts are readable again: the bar steps aside.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });
}
