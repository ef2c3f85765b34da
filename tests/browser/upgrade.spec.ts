/**
 * A returning visitor after a deploy: the browser holds build N's hashed files (served immutable), the
 * server now has build N+1 (another chunk-merge plan and a changed block context module). Reloading
 * must give no error and no 404, run N+1's code, and load one copy of the framework and the block context.
 */
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { MAP, ROWS, SEARCH, TABLE, mapCounts } from './listing-helpers';
// @ts-expect-error plain ESM script without types
import { buildBundle, discoverBlocks } from '../../esbuild.config.mjs';
import { startDemoHost } from '../../scripts/demo-host-process.mjs';
// @ts-expect-error plain ESM script without types
import { isHashed } from '../../scripts/content-names.mjs';
// @ts-expect-error plain ESM script without types
import { SINGLETON } from '../../scripts/dist-graph.mjs';

const MARK = 'next';

/** Build N+1: the block context module sets a global (so the page shows which build ran), and tiny chunks merge below 1 KB instead of 1.5 KB. */
const changedBlockContext = {
  name: 'eb-test-changed-block-context',
  setup(build: { onLoad: (o: { filter: RegExp }, f: (a: { path: string }) => { contents: string; loader: 'tsx' }) => void }) {
    build.onLoad({ filter: /widgets\/runtime\/block-context\.tsx$/ }, (args) => ({
      contents: `${readFileSync(args.path, 'utf8')}\n(globalThis as { __ebBuild?: string }).__ebBuild = ${JSON.stringify(MARK)};\n`,
      loader: 'tsx',
    }));
  },
};

interface Meta {
  outputs: Record<string, { inputs: Record<string, unknown> }>;
}

/** The JS files of the bundle the page has run (performance entries: fetched or from the cache), by path under /dist/. */
async function loadedFiles(page: Page): Promise<{ path: string; fromCache: boolean }[]> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({ name: e.name, transferSize: (e as PerformanceResourceTiming).transferSize })),
  );
  return entries
    .map((e) => ({ path: new URL(e.name).pathname, fromCache: e.transferSize === 0 }))
    .filter((e) => e.path.startsWith('/dist/') && e.path.endsWith('.js'))
    .map((e) => ({ ...e, path: e.path.slice('/dist/'.length) }));
}

/**
 * The singleton modules (framework, block context) each loaded file holds: a hashed file from the cache
 * is build N's file of that name when N had one, anything else is N+1's (the revalidated stable names).
 */
function holders(files: { path: string; fromCache: boolean }[], metaOf: (build: 'old' | 'new') => Meta, prefix: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { path, fromCache } of files) {
    const build = fromCache && isHashed(path) && `${prefix}/old/${path}` in metaOf('old').outputs ? 'old' : 'new';
    const output = metaOf(build).outputs[`${prefix}/${build}/${path}`];
    expect(output, `${path} is an output of build ${build === 'old' ? 'N' : 'N+1'}`).toBeDefined();
    for (const input of Object.keys(output!.inputs)) if (SINGLETON.test(input)) (found.get(input) ?? found.set(input, []).get(input)!).push(path);
  }
  return found;
}

test('a returning visitor after a deploy: search page and detail page load build N+1 over a cache of build N', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const react = testInfo.project.name === 'react';
  const sub = react ? 'react/' : '';
  const root = `.build/upgrade-${process.pid}-${testInfo.project.name}`;
  rmSync(root, { recursive: true, force: true });
  // Build N is the repo's build; N+1 is built here into a folder shaped like dist/.
  expect(existsSync(`dist/${sub}meta.json`), 'build first (node esbuild.config.mjs)').toBe(true);
  cpSync(`dist/${sub}`, `${root}/old/${sub}`, { recursive: true, filter: (src) => react || !src.startsWith('dist/react') });
  await buildBundle({ outdir: `${root}/new/${sub}`.replace(/\/$/, ''), blocks: discoverBlocks('widgets'), react, plugins: [changedBlockContext], mergeMin: 1024 });
  const metaOf = (build: 'old' | 'new'): Meta => {
    const text = readFileSync(`${root}/${build}/${sub}meta.json`, 'utf8');
    // meta.json names dist/ (the repo's build) or the folder it was built in: make both name `${root}/<build>/`.
    return JSON.parse(text.replaceAll(`"dist/${sub}`, `"${root}/${build}/${sub}`)) as Meta;
  };
  const served = `${root}/served`;
  cpSync(`${root}/old`, served, { recursive: true });
  const host = await startDemoHost({ env: { EB_DIST_DIR: served } });
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400 && new URL(r.url()).pathname.startsWith('/dist/')) failed.push(`${r.status()} ${r.url()}`);
  });
  try {
    const base = host.baseURL;
    const searchUrl = `${base}/nl/aanbod`;
    const visit = async () => {
      await page.goto(searchUrl);
      await expect(page.locator(`${SEARCH} .eb-estate-search__footer`)).toBeVisible();
      await expect.poll(async () => (await mapCounts(page.locator(MAP))).sum).toBeGreaterThan(0);
      await page.locator(TABLE).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await expect(page.locator(ROWS).first()).toBeVisible();
    };
    await visit();
    const searchBefore = await loadedFiles(page);
    const link = page.locator(`${ROWS} .eb-estate-table__link`).first();
    await link.click();
    const heading = page.locator('.eb-detail').getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    expect(await page.evaluate(() => (globalThis as { __ebBuild?: string }).__ebBuild)).toBeUndefined();

    // The deploy: the server now has only build N+1.
    rmSync(served, { recursive: true, force: true });
    cpSync(`${root}/new`, served, { recursive: true });

    await page.reload();
    await expect(heading).toBeVisible();
    expect(await page.evaluate(() => (globalThis as { __ebBuild?: string }).__ebBuild)).toBe(MARK);
    const detailAfter = await loadedFiles(page);

    await visit();
    expect(await page.evaluate(() => (globalThis as { __ebBuild?: string }).__ebBuild)).toBe(MARK);
    const searchAfter = await loadedFiles(page);

    // The test is about the cache: some of N's hashed files, unchanged in N+1, came from it.
    const prefix = `${root}`;
    const kept = searchAfter.filter((f) => f.fromCache && isHashed(f.path) && searchBefore.some((b) => b.path === f.path));
    expect(kept.length, 'hashed files of build N reused from the cache').toBeGreaterThan(0);
    for (const [name, files] of [
      ['detail page', detailAfter],
      ['search page', searchAfter],
    ] as const) {
      const paths = files.map((f) => f.path);
      expect(paths.filter((p) => p.startsWith(`${sub}assets/blocks/`)).length, `${name}: block files loaded`).toBeGreaterThan(0);
      const copies = [...holders(files, metaOf, prefix)].filter(([, inFiles]) => inFiles.length > 1);
      expect(copies, `${name}: a module of the framework or the block context in two files`).toEqual([]);
      const framework = react ? 'node_modules/react-dom/' : 'node_modules/preact/dist/';
      expect([...holders(files, metaOf, prefix).keys()].filter((i) => i.includes(framework)).length, `${name}: ${framework} loaded`).toBeGreaterThan(0);
    }
    expect(failed, 'answers of 400 or more for files of the bundle').toEqual([]);
  } finally {
    await host.stop();
    rmSync(root, { recursive: true, force: true });
  }
});
