import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const WIDGETS = join(__dirname, '..');
const THEME = join(__dirname, 'theme.css');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? cssFiles(join(dir, d.name)) : d.name.endsWith('.css') ? [join(dir, d.name)] : [],
  );
}

const theme = readFileSync(THEME, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const rootBlock = /:root\s*\{([^}]*)\}/.exec(theme)?.[1] ?? '';
const declared = new Map([...rootBlock.matchAll(/(--eb-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
const blockCss = cssFiles(WIDGETS)
  .filter((f) => f !== THEME)
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');
const allCss = `${theme.replace(/:root\s*\{[^}]*\}/, '')}\n${blockCss}`;

describe('design tokens (widgets/ui/theme.css): read where used, each one used', () => {
  it('declares the tokens README lists', () => {
    for (const token of ['--eb-color-accent', '--eb-color-text', '--eb-color-surface', '--eb-color-border', '--eb-font-family', '--eb-font-size', '--eb-radius', '--eb-space-4']) {
      expect(declared.has(token), token).toBe(true);
    }
  });

  it.each([...declared.keys()])('%s is read by some block rule', (token) => {
    expect(allCss).toMatch(new RegExp(`var\\(${token}[,)]`));
  });

  it('no :root token is computed from another token (a wrapper’s value would be ignored)', () => {
    const combined = [...declared].filter(([, value]) => value.includes('var('));
    expect(combined).toEqual([]);
  });

  it('every token a block reads without a fallback is declared, or set by a block rule of its own', () => {
    const setSomewhere = new Set([...allCss.matchAll(/(--eb-[\w-]+)\s*:/g)].map((m) => m[1]));
    const bare = [...new Set([...allCss.matchAll(/var\((--eb-[\w-]+)\)/g)].map((m) => m[1]))];
    expect(bare.filter((token) => !declared.has(token) && !setSomewhere.has(token))).toEqual([]);
  });
});
