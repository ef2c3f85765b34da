import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * README.md is what a site builder reads first: short enough to read, with the two commands, and links
 * that lead somewhere. Logs and history live in docs/.
 */
const README = readFileSync(join(process.cwd(), 'README.md'));
const text = README.toString('utf8');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!)));
}

/** Every relative link target of a markdown text, e.g. `docs/api.md` or `docs/blocks.md#estate-map`. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z]+:/i.test(href));
}

describe('README.md', () => {
  it('is at most 30 KB (30,720 bytes)', () => {
    expect(README.byteLength).toBeLessThanOrEqual(30_720);
  });

  it('shows the two commands, npm start and npm test', () => {
    expect(text).toContain('`npm start`');
    expect(text).toContain('`npm test`');
  });

  it('puts the site builder first: Embed comes before Commands and Contributing', () => {
    const embed = text.indexOf('\n## Embed');
    expect(embed).toBeGreaterThan(0);
    expect(embed).toBeLessThan(text.indexOf('\n## Commands'));
    expect(embed).toBeLessThan(text.indexOf('\n## Contributing'));
  });

  it.each(['README.md', 'docs/blocks.md', 'docs/build.md', 'docs/contributing.md', 'docs/performance-log.md', 'docs/seo.md', 'docs/soak.md'])(
    '%s: every relative link names a file that exists, and every #anchor a heading of it',
    (file) => {
      const markdown = readFileSync(join(process.cwd(), file), 'utf8');
      const broken = relativeLinks(markdown).filter((href) => {
        const [path, anchor] = href.split('#');
        const target = path ? join(process.cwd(), dirname(file), path) : join(process.cwd(), file);
        if (!existsSync(target)) return true;
        return anchor !== undefined && target.endsWith('.md') && !anchorsOf(readFileSync(target, 'utf8')).has(anchor);
      });
      expect(broken).toEqual([]);
    },
  );
});

describe('anchorOf', () => {
  it.each([
    ['The API the bundle expects', 'the-api-the-bundle-expects'],
    ['`estate-map`', 'estate-map'],
    ['Serving the bundle (CDN headers)', 'serving-the-bundle-cdn-headers'],
  ])('%s → %s', (heading, anchor) => {
    expect(anchorOf(heading)).toBe(anchor);
  });
});
