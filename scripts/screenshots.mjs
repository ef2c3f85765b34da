/**
 * `npm run screenshots`: every demo page type at 320, 390 and 1280 px in nl and fr (full page PNGs)
 * in screenshots/ (gitignored), so a reviewer can look at them. Builds and starts its own demo host
 * unless EB_BASE_URL names a running one; EB_SKIP_BUILD=1 reuses the last build.
 * Options: --locales=nl,fr,en,de  --widths=320,390,1280  --only=search,broker
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { demoHostFromEnv } from './demo-host-process.mjs';
import { demoPages } from '../tests/support/demo-pages.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]?.split(',') ?? fallback;
const locales = arg('locales', ['nl', 'fr']);
const widths = arg('widths', ['320', '390', '1280']).map(Number);
const only = arg('only', null);
const out = 'screenshots';

async function startHost() {
  if (!process.env.EB_BASE_URL && process.env.EB_SKIP_BUILD !== '1') {
    const build = spawnSync(process.execPath, ['esbuild.config.mjs'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  return demoHostFromEnv();
}

const host = await startHost();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  mkdirSync(out, { recursive: true });
  const pages = (await demoPages(host.baseURL)).filter((p) => !only || only.some((o) => p.name.includes(o)));
  for (const demo of pages) {
    for (const locale of locales) {
      const context = await browser.newContext({ baseURL: host.baseURL, bypassCSP: true });
      if (demo.localStorage) await context.addInitScript((items) => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }, demo.localStorage);
      const page = await context.newPage();
      for (const width of widths) {
        await page.setViewportSize({ width, height: width < 720 ? 844 : 900 });
        if (width === widths[0]) {
          await page.goto(demo.path(locale));
          // Blocks mount when they come near the viewport: walk down the page as a visitor would, then back up.
          for (let i = 0; i < 8; i++) {
            await page.mouse.wheel(0, 700);
            await page.waitForTimeout(150);
          }
          await page.evaluate(() => window.scrollTo(0, 0));
          // A full-page capture paints beyond the viewport: off-screen chunks (content-visibility) too.
          await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
          await page.locator(demo.ready).first().waitFor({ timeout: 15_000 }).catch(() => console.warn(`! ${demo.name} (${locale}): ${demo.ready} not visible`));
          await page.waitForLoadState('networkidle').catch(() => {});
        }
        await page.waitForTimeout(300);
        const file = join(out, `${demo.name.replace(/\s+/g, '-')}-${locale}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await host.stop();
}
