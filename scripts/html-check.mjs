/**
 * HTML validity: the HTML of every demo page type (tests/support/demo-pages.mjs) in four
 * locales, after its blocks have mounted, checked by the Nu HTML Checker (vnu-jar, Java) in one run.
 * Exits 1 when vnu reports an error; warnings are printed only with --warnings.
 * Starts its own demo host on a free port (after `node esbuild.config.mjs`), or uses EB_BASE_URL.
 * Prints "html-check: N pages, N errors" last (scripts/test.mjs reads it).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { demoHostFromEnv } from './demo-host-process.mjs';
import { demoPages, LOCALES } from '../tests/support/demo-pages.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const require = createRequire(import.meta.url);
const showWarnings = process.argv.includes('--warnings');


/** The page's DOM after its main block mounted and the network went quiet, as an HTML document. */
async function snapshot(browser, baseURL, demo, locale) {
  const context = await browser.newContext({ baseURL });
  if (demo.localStorage) await context.addInitScript((items) => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }, demo.localStorage);
  const page = await context.newPage();
  try {
    await page.goto(demo.path(locale));
    await page.locator(demo.ready).first().waitFor({ timeout: 20_000 });
    // Blocks mount when they come near the viewport: walk down the page so every block is in the HTML.
    for (let i = 0; i < 6; i++) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(120);
    }
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
  } finally {
    await context.close();
  }
}

const host = await demoHostFromEnv();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const dir = mkdtempSync(join(tmpdir(), 'eb-html-pages-'));
let errors = 0;
let pages = 0;
try {
  const jobs = (await demoPages(host.baseURL)).flatMap((demo) => LOCALES.map((locale) => ({ demo, locale })));
  // Four pages at a time: the check stays well under a minute on two cores.
  const queue = [...jobs];
  await Promise.all(Array.from({ length: 4 }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const file = join(dir, `${job.demo.name.replace(/\s+/g, '-')}-${job.locale}.html`);
      writeFileSync(file, await snapshot(browser, host.baseURL, job.demo, job.locale));
      pages++;
    }
  }));
  const vnu = require.resolve('vnu-jar/build/dist/vnu.jar');
  const files = jobs.map(({ demo, locale }) => join(dir, `${demo.name.replace(/\s+/g, '-')}-${locale}.html`));
  const run = spawnSync('java', ['-Xss4m', '-jar', vnu, '--format', 'json', '--exit-zero-always', ...(showWarnings ? [] : ['--errors-only']), ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error || run.status !== 0) throw new Error(`vnu did not run: ${run.error?.message ?? run.stderr}`);
  // vnu writes its JSON report to stderr or stdout depending on the version: read the one that holds it.
  const report = [run.stderr, run.stdout].map((t) => t.trim()).find((t) => t.startsWith('{'));
  if (!report) throw new Error(`vnu gave no report: ${run.stdout.slice(0, 200)} ${run.stderr.slice(0, 200)}`);
  const messages = JSON.parse(report).messages ?? [];
  for (const m of messages) {
    if (m.type === 'error') errors++;
    const where = (m.url ?? '').split('/').pop();
    console.log(`${m.type === 'error' ? 'ERROR' : m.subType ?? m.type}: ${where}:${m.lastLine ?? '?'} ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').slice(0, 160)}` : ''}`);
  }
} finally {
  await browser.close();
  await host.stop();
  rmSync(dir, { recursive: true, force: true });
}
console.log(`html-check: ${pages} pages, ${errors} errors`);
process.exit(errors === 0 ? 0 : 1);
