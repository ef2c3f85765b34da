/**
 * `npm run lighthouse [-- --categories=seo,accessibility --pages=/nl,/nl/aanbod --form=mobile]`: builds,
 * starts a demo host with a fresh database on a free port, runs Lighthouse (fetched on demand with
 * `npx lighthouse@12`, so npm test never installs it) in Debian's Chromium against each page, and
 * prints one row per page with the score of each category. Exits 1 when a score is below --min (default 0).
 * Outside npm test: scores depend on the machine's load.
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
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_SWITCHES].join(' ');

if (spawnSync(process.execPath, ['esbuild.config.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
const host = await startDemoHost({ readyPath: '/nl' });
const base = host.baseURL;

const rows = [];
let failed = false;
try {
  for (const path of pages) {
    const out = join(host.dataDir, 'report.json');
    const run = spawnSync('npx', ['-y', 'lighthouse@12', base + path, `--only-categories=${categories.join(',')}`, `--chrome-flags=${CHROME_FLAGS}`, '--output=json', `--output-path=${out}`, '--quiet', ...(form === 'desktop' ? ['--preset=desktop'] : [])], {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (run.status !== 0) {
      rows.push([path, ...categories.map(() => 'error')]);
      failed = true;
      continue;
    }
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const scores = categories.map((c) => Math.round((report.categories[c]?.score ?? 0) * 100));
    if (scores.some((s) => s < min)) failed = true;
    rows.push([path, ...scores.map(String)]);
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
console.log(`\nLighthouse (${form})`);
console.log(`| ${header.map((h, i) => h.padEnd(width[i])).join(' | ')} |`);
console.log(`|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(`| ${r.map((c, i) => c.padEnd(width[i])).join(' | ')} |`);
process.exit(failed ? 1 : 0);
