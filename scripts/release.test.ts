import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { integrityOf, releaseSummary, sri, writeRelease } from './release.mjs';

/** A dist/ with both builds, their metafiles and an older release folder. */
function fixtureDist(): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'eb-release-')), 'dist');
  const files: Record<string, string> = {
    'estate-blocks.js': 'loader();',
    'estate-blocks.css': '.a{}',
    'meta.json': '{}',
    'assets/chunks/chunk-AAAAAAAA.js': 'chunk();',
    'react/estate-blocks.js': 'reactLoader();',
    'react/estate-blocks.css': '.b{}',
    'react/meta.json': '{}',
    'v0.0.9/estate-blocks.js': 'old();',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  return dist;
}

describe('sri', () => {
  it.each([
    ['', 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb'],
    ['loader();', `sha384-${createHash('sha384').update('loader();').digest('base64')}`],
  ])('%j → %s', (text, expected) => {
    expect(sri(Buffer.from(text))).toBe(expected);
  });
});

describe('writeRelease', () => {
  it('copies both builds to dist/v<version>/ without metafiles or older releases, with integrity.json beside each loader', () => {
    const dist = fixtureDist();
    const result = writeRelease(dist, '1.2.3');
    const release = join(dist, 'v1.2.3');
    expect(readFileSync(join(release, 'assets/chunks/chunk-AAAAAAAA.js'), 'utf8')).toBe('chunk();');
    expect(readFileSync(join(release, 'react/estate-blocks.js'), 'utf8')).toBe('reactLoader();');
    expect(existsSync(join(release, 'meta.json'))).toBe(false);
    expect(existsSync(join(release, 'react/meta.json'))).toBe(false);
    expect(existsSync(join(release, 'v0.0.9'))).toBe(false);
    expect(JSON.parse(readFileSync(join(release, 'integrity.json'), 'utf8'))).toEqual({
      'estate-blocks.js': sri(Buffer.from('loader();')),
      'estate-blocks.css': sri(Buffer.from('.a{}')),
    });
    expect(JSON.parse(readFileSync(join(release, 'react/integrity.json'), 'utf8'))).toEqual(integrityOf(join(dist, 'react')));
    expect(Object.keys(result)).toEqual([release, join(release, 'react')]);
    expect(releaseSummary(result)).toContain(`${release}/estate-blocks.js integrity="${sri(Buffer.from('loader();'))}"`);
  });

  it('a second run replaces the release: no file of an earlier build stays', () => {
    const dist = fixtureDist();
    writeRelease(dist, '1.2.3');
    writeFileSync(join(dist, 'v1.2.3', 'assets/chunks/chunk-GONE0000.js'), 'stale();');
    writeFileSync(join(dist, 'estate-blocks.js'), 'loader2();');
    writeRelease(dist, '1.2.3');
    expect(existsSync(join(dist, 'v1.2.3', 'assets/chunks/chunk-GONE0000.js'))).toBe(false);
    expect(JSON.parse(readFileSync(join(dist, 'v1.2.3', 'integrity.json'), 'utf8'))['estate-blocks.js']).toBe(sri(Buffer.from('loader2();')));
  });
});
