/**
 * `npm test` (and .ci/run): installs what is missing (npm ci; Debian's chromium via apt-get), then
 * typecheck → lint → unit and component tests → build → browser tests (both builds) → size budgets.
 * Stops at the first failing step, prints a summary table, and ends with "N passed, N failed".
 * Node built-ins only: it runs before node_modules exists.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { freePort } from './free-port.mjs';
import { installWordPressPackages } from './wordpress.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = [];

function sh(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function needsInstall() {
  const marker = 'node_modules/.package-lock.json';
  return !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
}

function installChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  const root = typeof process.getuid !== 'function' || process.getuid() === 0;
  const apt = root ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  return sh(apt[0], [...apt.slice(1), 'update'], env) && sh(apt[0], [...apt.slice(1), 'install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], env);
}

/** Java for the Nu HTML checker (vnu-jar): Debian's default-jre-headless, only when java is missing. */
function installJava() {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0) return true;
  const root = typeof process.getuid !== 'function' || process.getuid() === 0;
  const apt = root ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  return sh(apt[0], [...apt.slice(1), 'update'], env) && sh(apt[0], [...apt.slice(1), 'install', '-y', '--no-install-recommends', 'default-jre-headless'], env);
}

/** A failed step counts at least one failure even when its report is missing. */
function counted(ok, passed, failed) {
  return { ok, passed, failed: failed || (ok ? 0 : 1) };
}

/** One playwright run against the built bundle on a demo host of its own; counts from its JSON report. */
async function playwright(out, args) {
  rmSync(out, { force: true });
  const port = await freePort();
  const ok = sh(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json', ...args], {
    CI: '1',
    EB_SKIP_BUILD: '1',
    EB_TEST_PORT: String(port),
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const stats = readJson(out)?.stats;
  return counted(ok, stats?.expected ?? 0, stats ? stats.unexpected + stats.flaky : 0);
}

/** Each step returns { ok, passed, failed } (passed/failed count tests or checks). */
const steps = [
  ['install', () => {
    const deps = needsInstall() ? sh(npm, ['ci', '--no-audit', '--no-fund']) : true;
    const ok = deps && installChromium() && installJava() && installWordPressPackages();
    return counted(ok, ok ? 1 : 0, 0);
  }],
  ['typecheck', () => {
    const ok = sh(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']);
    return counted(ok, ok ? 1 : 0, 0);
  }],
  // eslint.config.js; the cache keys on file contents, so a second run lints only what changed.
  ['lint (eslint)', () => {
    const ok = sh(process.execPath, ['node_modules/eslint/bin/eslint.js', '.', '--cache', '--cache-strategy', 'content', '--cache-location', '.build/eslint-cache']);
    return counted(ok, ok ? 1 : 0, 0);
  }],
  ['unit + component (vitest)', () => {
    const out = '.build/report-vitest.json';
    rmSync(out, { force: true });
    const ok = sh(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`]);
    const report = readJson(out);
    return counted(ok, report?.numPassedTests ?? 0, report?.numFailedTests ?? 0);
  }],
  ['build (+ README block list check)', () => {
    const ok = sh(process.execPath, ['esbuild.config.mjs']) && sh(process.execPath, ['scripts/readme-blocks.mjs', '--check']);
    return counted(ok, ok ? 1 : 0, 0);
  }],
  // High or critical advisories of the packages dist/ ships (scripts/shipped-audit.mjs). Where the registry's
  // advisory endpoint does not answer, the step says "unchecked" in the table instead of passing.
  ['shipped dependencies audit', () => {
    console.log('\n$ node scripts/shipped-audit.mjs');
    const r = spawnSync(process.execPath, ['scripts/shipped-audit.mjs'], { stdio: 'inherit' });
    if (r.status === 3) return { ok: true, passed: 0, failed: 0, status: 'unchecked' };
    return counted(r.status === 0, r.status === 0 ? 1 : 0, 0);
  }],
  // Every demo page type in four locales after its blocks mount, one vnu run: 0 errors.
  ['HTML validity (vnu)', () => {
    const ok = sh(process.execPath, ['scripts/html-check.mjs']);
    return counted(ok, ok ? 1 : 0, 0);
  }],
  // Timings are not tested here (they depend on what else the machine runs): `npm run bench:render` and
  // `npm run bench:compare` measure them and check their budgets.
  ['browser (playwright: preact + react)', () => playwright('.build/report-playwright.json', [])],
  // The WordPress plugin in a throwaway WordPress from Debian (scripts/wordpress.mjs), both builds.
  ['WordPress plugin (playwright)', () => playwright('.build/report-playwright-wordpress.json', ['--config=playwright.wordpress.config.ts'])],
  ['size budgets', () => {
    const ok = sh(process.execPath, ['scripts/size.mjs']);
    return counted(ok, ok ? 1 : 0, 0);
  }],
];

mkdirSync('.build', { recursive: true });
let stopped = false;
for (const [name, step] of steps) {
  if (stopped) {
    results.push({ name, status: 'skipped', ms: 0, passed: 0, failed: 0 });
    continue;
  }
  const start = Date.now();
  let r;
  try {
    r = await step();
  } catch (error) {
    console.error(error);
    r = { ok: false, passed: 0, failed: 1 };
  }
  results.push({ name, status: r.status ?? (r.ok ? 'ok' : 'FAILED'), ms: Date.now() - start, passed: r.passed, failed: r.failed });
  if (!r.ok) stopped = true;
}

const w = Math.max(...results.map((r) => r.name.length)) + 2;
console.log(`\n${'step'.padEnd(w)}${'status'.padEnd(10)}${'time'.padStart(9)}${'passed'.padStart(8)}${'failed'.padStart(8)}`);
for (const r of results) {
  console.log(`${r.name.padEnd(w)}${r.status.padEnd(10)}${`${(r.ms / 1000).toFixed(1)}s`.padStart(9)}${String(r.passed).padStart(8)}${String(r.failed).padStart(8)}`);
}
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(stopped ? 1 : 0);
