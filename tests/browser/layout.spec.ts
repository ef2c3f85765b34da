import { DEMO_PAGES, LOCALES, findPageSamples, type PageSamples } from '../support/demo-pages.mjs';
import { layoutProblems, layoutShiftProblems, motionProblems, viewportFor, visitWholePage, watchLayoutShifts } from '../support/layout-check';
import { expect, test } from './fixtures';
import { afterRendering } from '../support/rendering';

/**
 * Every demo page type, four locales, both builds (playwright projects), at 390, 320 and 1280 px, with the
 * visitor asking for reduced motion: no horizontal overflow, no word broken inside, no text lying on other
 * text or on a control, no clipped text, no table column empty on every row, nothing moving, and a phone
 * load without layout shift (≤ 0.05). One visit per page and locale: loaded at 390 px, then resized.
 */
let samples: Promise<PageSamples> | undefined;

test.use({ contextOptions: { reducedMotion: 'reduce' } });

for (const demo of DEMO_PAGES) {
  for (const locale of LOCALES) {
    test(`layout of the ${demo.name} page holds at 390, 320 and 1280 px (${locale})`, async ({ page, baseURL }, info) => {
      const s = await (samples ??= findPageSamples(baseURL!));
      const storage = demo.localStorage?.(s);
      if (storage) await page.addInitScript((items) => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }, storage);
      await watchLayoutShifts(page);
      await page.setViewportSize(viewportFor(390));
      await page.goto(demo.path(locale, s));
      await expect(page.locator(demo.ready).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await afterRendering(page);
      const { cls, problems } = await layoutShiftProblems(page, 'phone load');
      info.annotations.push({ type: 'CLS', description: `phone ${cls.toFixed(4)}` });
      await visitWholePage(page);
      for (const width of [390, 320, 1280]) {
        if (width !== 390) {
          await page.setViewportSize(viewportFor(width));
          // A wider page may start what a phone leaves for later (the search page's map).
          await page.waitForLoadState('networkidle');
          await afterRendering(page);
        }
        problems.push(...(await layoutProblems(page, `${width} px`)), ...(await motionProblems(page, `${width} px`)));
      }
      expect(problems).toEqual([]);
    });
  }
}
