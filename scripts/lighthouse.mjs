/**
 * `npm run lighthouse [-- --categories=seo,accessibility --pages=/nl,/nl/aanbod --form=mobile]`: builds,
 * starts a demo host with a fresh database on a free port, runs Lighthouse (fetched on demand with
 * `npx lighthouse@12`, so npm test never installs it) in Debian's Chromium against each page, and
 * prints one row per page with the median score of each category over --runs runs (default 3; every
 * run's score beside it). Exits 1 when a median is below --min (default 0).
 * Each page is loaded once before it is measured: a host that has just started answers its first visit
 * while still warming up, and Chrome then paints the first frame up to 2 s late (observed FCP 2.3 s on
 * the first run, 0.17 s on the next). Outside npm test: scores depend on the machine's load.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoHost } from './demo-host-process.mjs';
import { CHROMIUM_PATH, CHROMIUM_SWITCHES } from './chromium.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const categories = (args.categories ?? 'seo,accessibility,performance,best-practices').split(',');
const pages = (args.pages ?? '/nl,/nl/aanbod,/nl/aanbod/100467,/nl/vakantie/900001').split(',');
const form = args.form === 'desktop' ? 'desktop' : 'mobile';
const min = Number(args.min ?? 0);
const runs = Math.max(1, Number(args.runs ?? 3));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_SWITCHES].join(' ');
const CHROME = process.env.CHROME_PATH ?? CHROMIUM_PATH;

if (spawnSync(process.execPath, ['esbuild.config.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
const host = await startDemoHost({ readyPath: '/nl' });
const base = host.baseURL;

const rows = [];
let failed = false;
try {
  for (const path of pages) {
    warmUp(base + path);
    const out = join(host.dataDir, 'report.json');
    const scoresOfRuns = [];
    let report;
    for (let i = 0; i < runs; i++) {
      const run = spawnSync('npx', ['-y', 'lighthouse@12', base + path, `--only-categories=${categories.join(',')}`, `--chrome-flags=${CHROME_FLAGS}`, '--output=json', `--output-path=${out}`, '--quiet', ...(form === 'desktop' ? ['--preset=desktop'] : [])], {
        env: { ...process.env, CHROME_PATH: CHROME },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      if (run.status !== 0) continue;
      report = JSON.parse(readFileSync(out, 'utf8'));
      scoresOfRuns.push(categories.map((c) => Math.round((report.categories[c]?.score ?? 0) * 100)));
    }
    if (!scoresOfRuns.length) {
      rows.push([path, ...categories.map(() => 'error')]);
      failed = true;
      continue;
    }
    const cells = categories.map((_, c) => {
      const all = scoresOfRuns.map((scores) => scores[c]);
      if (median(all) < min) failed = true;
      return runs > 1 ? `${median(all)} (${all.join(', ')})` : String(all[0]);
    });
    rows.push([path, ...cells]);
    // What cost points in the last run.
    for (const c of categories) {
      for (const ref of report.categories[c]?.auditRefs ?? []) {
        const audit = report.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) console.log(`  ${path} ${c}: ${audit.id} — ${audit.title}${audit.displayValue ? ` (${audit.displayValue}, score ${audit.score})` : ''}`);
      }
    }
  }
} finally {
  await host.stop();
}
const header = ['page', ...categories];
const width = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
console.log(`\nLighthouse (${form}; median of ${runs} run${runs > 1 ? 's' : ''}, each run in brackets)`);
console.log(`| ${header.map((h, i) => h.padEnd(width[i])).join(' | ')} |`);
console.log(`|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(`| ${r.map((c, i) => c.padEnd(width[i])).join(' | ')} |`);
process.exit(failed ? 1 : 0);

/** Loads a page and what it asks for the way a first visitor would, so the host has answered it once before it is measured. */
function warmUp(url) {
  const run = spawnSync(CHROME, ['--headless=new', ...CHROMIUM_SWITCHES, '--virtual-time-budget=5000', '--dump-dom', url], { stdio: 'ignore', timeout: 60_000 });
  if (run.status !== 0) console.log(`  (warm-up of ${url} did not finish: measuring anyway)`);
}
