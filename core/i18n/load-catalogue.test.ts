import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './load-catalogue';
import { LOCALES, type Locale } from './locale';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** A text that only the given locale's catalogue contains ('Not entered', spec §5). */
const MARKER: Record<Locale, string> = { nl: 'Niet ingevuld', fr: 'Non renseigné', en: 'Not entered', de: 'Nicht angegeben' };

describe('loadCatalogue (issue 4: catalogues load per locale)', () => {
  it.each(LOCALES.map((l) => [l]))('%s: resolves the bundled catalogue of that locale', async (locale) => {
    const catalogue = await loadCatalogue(locale as Locale);
    expect(catalogue['field.not_entered']).toBe(MARKER[locale as Locale]);
  });

  it('loads each locale once: a second call reuses the same catalogue', async () => {
    expect(await loadCatalogue('fr')).toBe(await loadCatalogue('fr'));
  });

  it.each(LOCALES.map((l) => [l]))('%s: the catalogue module imports only its own locale parts', (locale) => {
    const source = readFileSync(here(`./catalogues/${locale}.ts`), 'utf8');
    const specifiers = [...source.matchAll(/^import (?!type)[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
    expect(specifiers.length).toBeGreaterThan(5);
    for (const specifier of specifiers) expect(specifier.endsWith(`.${locale}`)).toBe(true);
  });

  it('esbuild splits one chunk per locale: a Dutch page downloads no German (or French, English) text', async () => {
    const result = await build({
      stdin: {
        contents: "import { loadCatalogue } from './load-catalogue'; export const load = loadCatalogue;",
        resolveDir: here('.'),
        loader: 'ts',
      },
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: '/virtual-out',
      write: false,
      charset: 'utf8',
      logLevel: 'silent',
    });
    const files = result.outputFiles.map((file) => ({ path: file.path, text: file.text }));
    const entry = files.find((file) => file.path.endsWith('stdin.js'));
    expect(entry).toBeDefined();
    for (const locale of LOCALES) expect(entry!.text).not.toContain(MARKER[locale]);
    for (const locale of LOCALES) {
      const chunks = files.filter((file) => file.text.includes(MARKER[locale]));
      expect(chunks).toHaveLength(1);
      for (const other of LOCALES.filter((l) => l !== locale)) expect(chunks[0].text).not.toContain(MARKER[other]);
    }
  });
});
