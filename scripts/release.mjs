/**
 * The versioned release beside the latest build: dist/v<version>/ is a copy of dist/ (both builds, without
 * the metafiles), so a site builder can pin a version whose files never change, and integrity.json beside
 * each build's loader gives the SRI hashes (sha384) of the files a page names in a tag: loader and CSS.
 * Chunks need no hash of their own: the loader imports them by relative path from the pinned folder.
 * `node scripts/release.mjs` (re)writes it from an existing dist/; the build calls writeRelease.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The files a page names in a tag (script, link), relative to a build folder. */
export const PINNED_FILES = ['estate-blocks.js', 'estate-blocks.css'];

/** A versioned folder name under dist/ (v0.1.0, v1.2.3-rc.1). */
export const VERSIONED_DIR = /^v\d+\.\d+\.\d+/;

/** The SRI value of `bytes`: "sha384-" + base64 digest. */
export function sri(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** { file: sri } for the pinned files present in `dir`. */
export function integrityOf(dir) {
  return Object.fromEntries(PINNED_FILES.filter((f) => existsSync(join(dir, f))).map((f) => [f, sri(readFileSync(join(dir, f)))]));
}

/**
 * Copies `dist` (the default build and dist/react) to `dist/v<version>/` and writes integrity.json in
 * the copy and in its react/ folder. Returns the integrity of each build, keyed by folder.
 */
export function writeRelease(dist, version) {
  const target = join(dist, `v${version}`);
  rmSync(target, { recursive: true, force: true });
  for (const entry of readdirSync(dist)) if (!VERSIONED_DIR.test(entry)) cpSync(join(dist, entry), join(target, entry), { recursive: true, filter: (src) => !src.endsWith('meta.json') });
  const result = {};
  for (const build of [target, join(target, 'react')]) {
    if (!existsSync(join(build, 'estate-blocks.js'))) continue;
    result[build] = integrityOf(build);
    writeFileSync(join(build, 'integrity.json'), `${JSON.stringify(result[build], null, 2)}\n`);
  }
  return result;
}

/** One line per build folder: where the release is and the loader's integrity, for the build log. */
export function releaseSummary(result) {
  return Object.entries(result)
    .map(([build, hashes]) => `[release] ${build}/estate-blocks.js integrity="${hashes['estate-blocks.js']}" (all: ${build}/integrity.json)`)
    .join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
  console.log(releaseSummary(writeRelease('dist', version)));
}
