import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * README "Theming": host CSS sets tokens on :root (demo-host/site/assets/theme-harbour.css, linked
 * before the blocks' CSS arrives) and on a wrapper (.site-theme-region); every block reads them where
 * it uses them. The bundle's rules are in @layer estate-blocks, so the host's plain :root rule wins.
 */

interface Theme {
  accent: string;
  /** The text colour, checked in the blocks without an accent part (the wrapper theme leaves it). */
  text?: string;
  font: string;
  radius: string;
}
const HARBOUR: Theme = { accent: 'rgb(154, 52, 18)', text: 'rgb(41, 37, 36)', font: 'Georgia', radius: '3px' };
const REGION: Theme = { accent: 'rgb(91, 33, 182)', font: 'Courier New', radius: '14px' };
/**
 * Blocks whose catalogue example has no accent-coloured part, and why; they show the theme's text
 * colour instead. Every other block must show the accent.
 */
const NO_ACCENT: Record<string, string> = {
  'cancel-appointment': 'its one action is a danger button',
  'estate-map': 'its accent button ("Show the map") appears only with loadWhenVisible false',
  favorites: 'its cards use the text colours; the remove button is a danger action',
};

interface Look {
  font: string;
  colors: string[];
  radii: string[];
}

/** Computed font of the block element and every colour and corner radius used inside it. */
function lookOf(page: Page, name: string): Promise<Look> {
  return page.locator(`.site-example > [data-block="${name}"]`).evaluate((block) => {
    const colors = new Set<string>();
    const radii = new Set<string>();
    for (const el of [block, ...block.querySelectorAll('*')]) {
      const cs = getComputedStyle(el);
      for (const p of ['color', 'background-color', 'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color', 'outline-color', 'fill']) colors.add(cs.getPropertyValue(p));
      radii.add(cs.borderTopLeftRadius);
    }
    return { font: getComputedStyle(block).fontFamily, colors: [...colors], radii: [...radii] };
  });
}

async function expectLook(page: Page, name: string, theme: Theme): Promise<void> {
  await expect.poll(async () => (await lookOf(page, name)).font, `${name}: font`).toContain(theme.font);
  await expect.poll(async () => (await lookOf(page, name)).radii, `${name}: radius`).toContain(theme.radius);
  if (!NO_ACCENT[name]) await expect.poll(async () => (await lookOf(page, name)).colors, `${name}: accent`).toContain(theme.accent);
  else if (theme.text) await expect.poll(async () => (await lookOf(page, name)).colors, `${name}: text colour`).toContain(theme.text);
}

test('accent, font and radius set on :root and on a wrapper reach every block', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/blocks?theme=harbour');
  const names = await page.locator('.site-example > [data-block]').evaluateAll((els) => els.map((el) => el.getAttribute('data-block')!));
  const themed = names.filter((n) => n !== 'host'); // host: no visible part of its own in the catalogue
  expect(themed.length).toBeGreaterThanOrEqual(11);
  for (const name of names) {
    const block = page.locator(`.site-example > [data-block="${name}"]`);
    await block.scrollIntoViewIfNeeded();
    await expect(block).toHaveAttribute('data-block-state', 'mounted');
  }
  // A favorite, so the favorites block shows a card rather than its empty text.
  await page.locator('[data-block="estate-detail"] .eb-favorite-toggle').first().click();
  await expect(page.locator('[data-block="favorites"] .eb-estate-card').first()).toBeVisible();

  for (const name of themed) await expectLook(page, name, HARBOUR);

  // A wrapper around every example but the table's: the blocks inside take its values, the table keeps :root's.
  await page.locator('.site-example').evaluateAll((els) => els.forEach((el) => el.querySelector('[data-block="estate-table"]') || el.classList.add('site-theme-region')));
  for (const name of themed) await expectLook(page, name, name === 'estate-table' ? HARBOUR : REGION);
});

test('without a theme the blocks keep their own defaults, and every CSS file of the bundle is in @layer estate-blocks', async ({ page, request }) => {
  await page.goto('/blocks?block=estate-search');
  const search = page.locator('.site-example > [data-block="estate-search"]');
  await search.scrollIntoViewIfNeeded();
  await expect(search).toHaveAttribute('data-block-state', 'mounted');
  await expect.poll(async () => (await lookOf(page, 'estate-search')).colors).toContain('rgb(11, 92, 173)');
  const links = await page.locator('link[rel="stylesheet"][href*="/dist/"]').evaluateAll((els) => els.map((el) => (el as HTMLLinkElement).href));
  expect(links.length).toBeGreaterThanOrEqual(1);
  // The per-block files too (the loader links them when a page does not link estate-blocks.css).
  const dist = new URL('.', links[0]).href;
  links.push(`${dist}assets/blocks/estate-search.css`, `${dist}assets/blocks/estate-table.css`);
  for (const href of links) expect((await (await request.get(href)).text()).startsWith('@layer estate-blocks{'), href).toBe(true);
});
