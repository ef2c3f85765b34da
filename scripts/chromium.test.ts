import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from './chromium.mjs';

/** The feature names Playwright's own --disable-features carries, read from the installed playwright-core. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const source = readFileSync(join(dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(source);
  if (!list) throw new Error('playwright-core no longer defines disabledFeatures as this test reads it: read chromiumSwitches again');
  return [...list[1].replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

describe('scripts/chromium: one --disable-features that keeps Playwright\'s', () => {
  it('repeats every Chromium feature Playwright disables (Chromium keeps only the last --disable-features)', () => {
    const theirs = playwrightDisabledFeatures().filter((name) => !name.startsWith('ms'));
    expect(theirs.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(theirs));
  });

  it('passes one --disable-features, with the WebUI omnibox popup off', () => {
    const switches = CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    expect(switches[0].split('=')[1].split(',')).toEqual(expect.arrayContaining(['PaintHolding', 'WebUIOmniboxPopup']));
  });
});
