/**
 * `npm run bench:render`: render timings of the estate table in headless Chromium, for both builds
 * (preact/compat dist/ and React dist/react/): first 20 rows, appending 20 rows, and the full load of
 * 500 rows (total and longest main-thread task). Prints a table and compares with the budgets in
 * tests/browser/listing-render-budgets.json: exits 1 when the best run is over a budget (timings stay out of
 * `npm test`, whose result must not depend on what else the machine runs).
 * Uses the existing build (run `npm run build` first); starts its own demo host on a free port.
 * Flags: --runs=N (default 5).
 */
import { startDemoHost } from './demo-host-process.mjs';
import { chromium } from '@playwright/test';
import { BUDGETS, measure } from '../tests/browser/listing-render-measure.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const runsArg = process.argv.find((a) => a.startsWith('--runs='));
const RUNS = runsArg ? Number(runsArg.slice(7)) : 5;

const host = await startDemoHost({ stdio: ['ignore', 'ignore', 'inherit'] });
const { baseURL } = host;
let failed;
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  for (const build of ['preact', 'react']) {
    const context = await browser.newContext();
    if (build === 'react') await context.addCookies([{ name: 'eb-build', value: 'react', url: baseURL }]);
    const page = await context.newPage();
    rows.push({ build, ...(await measure(page, baseURL, RUNS)) });
    await context.close();
  }
  await browser.close();

  const check = (value, budget) => (value <= budget ? `${value} ≤ ${budget}` : `${value} > ${budget} ✗`);
  const table = rows.map((r) => ({
    build: r.build,
    'first 20 rows (ms)': check(r.firstPage, BUDGETS.firstPage),
    'append 20 (ms)': check(r.append, BUDGETS.append),
    'full load 500 (ms)': `${r.fullLoad} (median ${r.fullLoadMedian})`,
    'longest task (ms)': check(r.longestTask, BUDGETS.longestTask),
    'longest task median': r.longestTaskMedian,
    runs: r.runs,
  }));
  console.log(`Estate table render, headless Chromium, best of ${RUNS} runs (longest task: 0 = no task of 50 ms or more):`);
  console.table(table);
  failed = rows.some((r) => r.firstPage > BUDGETS.firstPage || r.append > BUDGETS.append || r.longestTask > BUDGETS.longestTask);
  if (failed) console.error('[bench-render] over budget');
} finally {
  await host.stop();
}
process.exit(failed ? 1 : 0);
