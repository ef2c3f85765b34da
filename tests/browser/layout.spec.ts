import { DEMO_PAGES, LOCALES, findPageSamples, type PageSamples } from '../support/demo-pages.mjs';
import { layoutProblems, layoutShiftProblems, viewportFor, visitWholePage, watchLayoutShifts } from '../support/layout-check';
import { expect, test } from './fixtures';
import { afterRendering } from '../support/rendering';

/**
 * Every demo page type, four locales, both builds (playwright projects), at 320, 390 and
 * 1280 px: no horizontal overflow, no overlapping header or definition-grid text, no clipped text,
 * and a load without layout shift (≤ 0.05) on a phone and on a desktop. One visit per device: the
 * phone load is checked at 390 then 320 px, the desktop load at 1280 px.
 */
let samples: Promise<PageSamples> | undefined;

for (const demo of DEMO_PAGES) {
  for (const locale of LOCALES) {
    test(`layout of the ${demo.name} page holds at 320, 390 and 1280 px (${locale})`, async ({ page, baseURL }, info) => {
      const s = await (samples ??= findPageSamples(baseURL!));
      const storage = demo.localStorage?.(s);
      if (storage) await page.addInitScript((items) => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }, storage);
      await watchLayoutShifts(page);
      const problems: string[] = [];
      const clsNumbers: string[] = [];
      for (const [device, widths] of [['phone', [390, 320]], ['desktop', [1280]]] as const) {
        // Resized on an empty page of the site (its init scripts may use localStorage, which about:blank refuses): the
        // phone page, made wide, would start its map (buttonOnPhones) just as the next visit aborts it.
        if (device === 'desktop') await page.goto('/test-pages/empty.html');
        await page.setViewportSize(viewportFor(widths[0]));
        await page.goto(demo.path(locale, s));
        await expect(page.locator(demo.ready).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await afterRendering(page);
        const { cls, problems: shift } = await layoutShiftProblems(page, `${device} load`);
        clsNumbers.push(`${device} ${cls.toFixed(4)}`);
        problems.push(...shift);
        await visitWholePage(page);
        for (const width of widths) {
          if (width !== widths[0]) {
            await page.setViewportSize(viewportFor(width));
            await afterRendering(page);
          }
          problems.push(...(await layoutProblems(page, `${width} px`)));
        }
      }
      info.annotations.push({ type: 'CLS', description: clsNumbers.join(', ') });
      expect(problems).toEqual([]);
    });
  }
}
