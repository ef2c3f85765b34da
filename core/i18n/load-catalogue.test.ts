import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from './load-catalogue';
import { LOCALES, type Locale } from './locale';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** A text that only the given locale's catalogue contains ('Not entered', spec §5). */
const MARKER: Record<Locale, string> = { nl: 'Niet ingevuld', fr: 'Non renseigné', en: 'Not entered', de: 'Nicht angegeben' };
/** A detail field label (field.energyShared.kLevel) that only the full catalogue of the locale contains. */
const DETAIL_MARKER: Record<Locale, string> = {
  nl: 'K-peil gemeenschappelijke delen', fr: 'Niveau K des parties communes', en: 'K-level of the common parts', de: 'K-Niveau der Gemeinschaftsteile',
};
const baseModules: Record<Locale, () => Promise<{ default: Record<string, string> }>> = {
  nl: () => import('./catalogues/nl-base'), fr: () => import('./catalogues/fr-base'),
  en: () => import('./catalogues/en-base'), de: () => import('./catalogues/de-base'),
};

describe('loadCatalogue (catalogues load per locale)', () => {
  it.each(LOCALES.map((l) => [l]))('%s: resolves the bundled catalogue of that locale', async (locale) => {
    const catalogue = await loadCatalogue(locale as Locale);
    expect(catalogue['field.not_entered']).toBe(MARKER[locale as Locale]);
  });

  it.each(LOCALES.map((l) => [l]))('%s base part: core, enumeration and listing texts without the detail field labels', async (locale) => {
    const base = (await baseModules[locale as Locale]()).default;
    const full = await loadCatalogue(locale as Locale);
    expect(base['field.not_entered']).toBe(MARKER[locale as Locale]);
    expect(base['enum.Status.FOR_SALE']).toBeTruthy();
    // The listing blocks show the service's sub-type and country names; sections and tabs are the detail's.
    for (const key of ['enum.SubType.VILLA', 'enum.Country.BE', 'section.general', 'tab.epc', 'rental.field.city', 'live_agenda.cancel.error']) expect(base[key], key).toBeUndefined();
    expect(base['field.energyShared.kLevel']).toBeUndefined();
    expect(full['enum.SubType.VILLA']).toBeTruthy();
    expect(full['section.general']).toBeTruthy();
    expect(full['field.energyShared.kLevel']).toBe(DETAIL_MARKER[locale as Locale]);
    for (const key of Object.keys(base)) expect(full[key]).toBe(base[key]);
  });

  it("loadCatalogue(locale, 'base') on a fresh page loads the base part only", async () => {
    vi.resetModules();
    const fresh = await import('./load-catalogue');
    const base = await fresh.loadCatalogue('de', 'base');
    expect(base['field.not_entered']).toBe('Nicht angegeben');
    expect(base['field.energyShared.kLevel']).toBeUndefined();
    expect(await fresh.loadCatalogue('de', 'base')).toEqual(base);
    expect((await fresh.loadCatalogue('de'))['field.energyShared.kLevel']).toBe(DETAIL_MARKER.de);
  });

  it('a second call gives the same texts; the base part is the full one without the detail texts', async () => {
    expect(await loadCatalogue('fr')).toEqual(await loadCatalogue('fr'));
    expect(await loadCatalogue('fr')).toMatchObject(await loadCatalogue('fr', 'base'));
  });

  it.each(LOCALES.flatMap((l) => [[l, ''], [l, '-base'], [l, '-detail']]))('%s%s: the catalogue module imports only its own locale parts', (locale, part) => {
    const source = readFileSync(here(`./catalogues/${locale}${part}.ts`), 'utf8');
    const specifiers = [...source.matchAll(/^import (?!type)[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
    expect(specifiers.length).toBeGreaterThan(part === '' ? 1 : 3);
    for (const specifier of specifiers) expect(specifier).toMatch(new RegExp(`[./]${locale}(-base|-detail)?$`));
  });

  it('esbuild splits chunks per locale (base and detail part): a Dutch page downloads no German (or French, English) text, a listing page no detail labels', async () => {
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
      const baseChunks = files.filter((file) => file.text.includes(MARKER[locale]));
      const detailChunks = files.filter((file) => file.text.includes(DETAIL_MARKER[locale]));
      expect(baseChunks).toHaveLength(1);
      expect(detailChunks).toHaveLength(1);
      expect(baseChunks[0]).not.toBe(detailChunks[0]);
      // Each part's texts are in the file its import() asks for, not in a chunk that file imports: a page
      // has its texts one round trip after asking, not two.
      expect(baseChunks[0].path).toMatch(new RegExp(`/${locale}-base-[^/]+\\.js$`));
      expect(detailChunks[0].path).toMatch(new RegExp(`/${locale}-detail-[^/]+\\.js$`));
      for (const other of LOCALES.filter((l) => l !== locale)) {
        for (const chunk of [baseChunks[0], detailChunks[0]]) {
          expect(chunk.text).not.toContain(MARKER[other]);
          expect(chunk.text).not.toContain(DETAIL_MARKER[other]);
        }
      }
    }
  });
});
