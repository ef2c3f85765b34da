import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import i18next, { type i18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nextEsmPath, slimI18next } from '../../shims/i18next-slim.mjs';
import { loadCatalogue } from './load-catalogue';
import { LOCALES, type Locale } from './locale';
import { createI18next } from './translator';

// The bundle ships i18next without formatter, backend connector and nesting (shims/i18next-slim.mjs);
// every text must render exactly as the full i18next renders it.
const dir = mkdtempSync(join(tmpdir(), 'eb-i18next-slim-'));
const file = join(dir, 'i18next-slim.mjs');
writeFileSync(file, slimI18next(readFileSync(i18nextEsmPath(), 'utf8')));
const slim = ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: i18n }).default;

const PLURAL = /_(zero|one|two|few|many|other)$/;
const variablesOf = (text: string) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]!.trim());

describe('the slim i18next of the bundle', () => {
  it('is smaller: formatter, backend connector and nesting are cut', () => {
    const source = readFileSync(i18nextEsmPath(), 'utf8');
    const cut = slimI18next(source);
    expect(cut.length).toBeLessThan(source.length - 10_000);
    for (const gone of ['class Formatter', 'Intl.RelativeTimeFormat', 'nestingOptionsSeparator;\n      if', 'rtlLngs', 'forkResourceStore', 'Proxy.revocable', 'hydrate: call init']) expect(cut).not.toContain(gone);
  });

  it('fails loudly when i18next changes where a cut is', () => {
    expect(() => slimI18next('export default {}')).toThrow(/exactly once/);
  });

  it.each(LOCALES.map((l) => [l]))('%s: every catalogue text, with its variables and counts 0, 1, 2, 5, 21, renders as with the full i18next', async (locale) => {
    const catalogue = await loadCatalogue(locale as Locale);
    const overrides = { 'site.name': 'Demo', 'estate.no.results': 'Site text {{x}} $t(common.close)' };
    const full = createI18next(locale as Locale, catalogue, overrides, i18next);
    const cut = createI18next(locale as Locale, catalogue, overrides, slim);
    const keys = [...new Set(Object.keys(catalogue).map((k) => k.replace(PLURAL, '')))];
    const differ: string[] = [];
    for (const key of keys) {
      const text = catalogue[key] ?? catalogue[`${key}_other`] ?? '';
      const vars = Object.fromEntries(variablesOf(text).map((name, i) => [name, `‹${name}${i}›`]));
      const calls: Record<string, string | number>[] = PLURAL.test(Object.keys(catalogue).find((k) => k.startsWith(`${key}_`)) ?? '') || 'count' in vars
        ? [0, 1, 2, 5, 21].map((count) => ({ ...vars, count }))
        : [vars];
      for (const options of calls) if (cut.t(key, options) !== full.t(key, options)) differ.push(`${key} ${JSON.stringify(options)}: ${cut.t(key, options)} ≠ ${full.t(key, options)}`);
    }
    expect(keys.length).toBeGreaterThan(500);
    expect(differ.filter((d) => !d.startsWith('estate.no.results '))).toEqual([]);
    // The one difference: a site text that nests another key stays as written.
    expect(cut.t('estate.no.results', { x: 1 })).toBe('Site text 1 $t(common.close)');
  });
});
