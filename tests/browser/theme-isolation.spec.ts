import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { detailSamplesOnce } from './detail-samples';
import { ROWS } from './listing-helpers';

/**
 * Blocks keep their look under a loud host theme (DESIGN §3): a theme stylesheet restyling every
 * element the blocks render, as WordPress themes do, changes nothing inside the blocks — headings,
 * links, labels, table cells and card titles measure as on the unstyled page — while it restyles the
 * host's own page, and the documented theming (a token, a rule on a block class) still applies.
 */

const LOUD_THEME = `
h1, h2, h3, h4, h5, h6 { font-size: 52px; line-height: 1; margin: 2em 0; font-family: Impact, serif; text-transform: uppercase; height: 20px; overflow: hidden; }
a { color: rgb(255, 0, 255); text-decoration: none; font-size: 22px; }
ul a, li a, ul li a, main ul li a { color: rgb(0, 200, 0); }
p { margin: 40px 0; line-height: 3; font-size: 20px; }
ul, ol { list-style: square; padding-left: 80px; }
li { margin: 12px 0; }
table { border: 6px solid lime; width: 50%; }
th, td { padding: 20px; background: rgb(255, 255, 0); }
button, input, select { border: 4px dashed red; border-radius: 0; padding: 12px; font-size: 24px; background: black; color: white; }
label { text-transform: uppercase; font-size: 30px; display: block; }
img { border: 8px solid red; max-width: 40%; }
`;
// README "Theming": a token set by the host wins over the blocks' default.
const DOCUMENTED = ':root { --eb-color-accent: rgb(154, 52, 18); }';

const THEMED = 'h1,h2,h3,h4,h5,h6,p,a,ul,li,table,th,td,button,input,select,label,img';
type Look = string[];

/** The computed look of every element of these kinds inside the blocks, in document order. */
function lookOfBlocks(page: Page): Promise<Look> {
  return page.locator('body').evaluate((body, selector) => {
    const props = ['font-size', 'font-family', 'color', 'line-height', 'margin-top', 'padding-top', 'border-top-width', 'text-transform', 'list-style-type', 'background-color', 'height', 'max-width'];
    return [...body.querySelectorAll<HTMLElement>(`[data-block] :is(${selector})`)]
      .filter((el) => !el.closest('.leaflet-container'))
      .map((el) => {
        const cs = getComputedStyle(el);
        return `${el.tagName.toLowerCase()}.${el.className}: ${props.map((p) => cs.getPropertyValue(p)).join(' | ')}`;
      });
  }, THEMED);
}

async function addTheme(page: Page, path: string, css: string): Promise<void> {
  // The pages run under style-src 'self': the theme is a file of the page's own origin.
  await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/css', body: css }));
  await page.addStyleTag({ url: path });
}

const detailSamples = detailSamplesOnce();

for (const where of ['search', 'gallery', 'detail'] as const) {
  test(`${where} page: a loud theme's element rules do not reach the blocks; the host page is restyled; documented theming still wins`, async ({ page }) => {
    if (where === 'search') {
      await page.goto('/nl/aanbod');
      await page.locator('[data-block="estate-table"]').scrollIntoViewIfNeeded();
      await expect(page.locator(ROWS).first()).toBeVisible();
    } else if (where === 'gallery') {
      await page.goto('/nl/galerij');
      await expect(page.locator('.eb-estate-card__title').first()).toBeVisible();
    } else {
      await page.goto(`/nl/aanbod/${detailSamples().broker}`);
      await expect(page.locator('[data-block="estate-detail"] h1').first()).toBeVisible();
    }
    // Everything the page loads on its own (a detail's similar estates arrive after its header) is in before
    // the first look is taken, so both looks hold the same elements.
    await page.waitForLoadState('networkidle');
    const before = await lookOfBlocks(page);
    expect(before.length).toBeGreaterThan(10);
    // Headings (detail sections, card titles) and links are among what is compared.
    if (where !== 'search') expect(before.some((l) => /^h[1-4]\./.test(l))).toBe(true);
    expect(before.some((l) => l.startsWith('a.'))).toBe(true);

    await addTheme(page, '/loud-theme.css', LOUD_THEME);
    // The theme is loud: a heading of the host's own takes it.
    await page.locator('body').evaluate((body) => body.append(Object.assign(document.createElement('h2'), { className: 'host-probe', textContent: 'Host' })));
    await expect(page.locator('.host-probe')).toHaveCSS('font-size', '52px');
    expect(await lookOfBlocks(page)).toEqual(before);
    // Card and row titles are whole: nothing clipped.
    const clipped = await page.locator('[data-block] :is(h1,h2,h3,h4)').evaluateAll((els) => els.filter((el) => el.scrollHeight > el.clientHeight + 1).map((el) => el.textContent));
    expect(clipped).toEqual([]);

    await addTheme(page, '/documented-theme.css', DOCUMENTED);
    const accentUsers = page.locator('[data-block] :is(a, button)');
    await expect.poll(() => accentUsers.evaluateAll((els) => els.some((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor].includes('rgb(154, 52, 18)')))).toBe(true);
  });
}

test('a rule on a block class beats the reset of its element', async ({ page }) => {
  await page.goto('/nl/aanbod');
  await page.locator('[data-block="estate-table"]').scrollIntoViewIfNeeded();
  await expect(page.locator(ROWS).first()).toBeVisible();
  const link = page.locator(`${ROWS} a`).first();
  const cls = (await link.getAttribute('class'))?.split(' ')[0];
  expect(cls).toMatch(/^eb-/);
  await addTheme(page, '/loud-theme.css', LOUD_THEME);
  await addTheme(page, '/class-theme.css', `.${cls} { color: rgb(1, 2, 3); }`);
  await expect(link).toHaveCSS('color', 'rgb(1, 2, 3)');
});
