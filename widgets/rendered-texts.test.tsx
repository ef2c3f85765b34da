import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator, loadCatalogue, LOCALES, type Catalogue, type Locale } from '../core/i18n';
import { validateConfig } from '../core/config/config-schema';
import { generateDataset } from '../demo-host/data/dataset';
import { localizeEstate } from '../demo-host/api/serialize';
import { createLabels } from '../demo-host/api/labels';
import { localizeNotaryTexts } from '../demo-host/data/notary-texts';
import { BlockProvider } from './runtime/block-context';
import { EstateDetail } from './estate-detail/estate-detail';
import { problemsIn, visibleText } from '../tests/support/raw-text-scan';
import { detailSchema, type EstateDetailConfig } from './estate-detail/schema';

/**
 * Nothing visible in one language only. Every block below is rendered with the demo data (the
 * codes real feeds send: WOOD, PELLET, SADDLEBACK, E_C, PLANNING, MONTH …) in all four locales, and its
 * text and accessible attributes are scanned for a raw enumeration code or a catalogue key.
 */
const data = generateDataset({ size: 400, now: Date.UTC(2026, 10, 23) });
const catalogues = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await loadCatalogue(l)] as const))) as Record<Locale, Catalogue>;

function detailConfig(estateId: number): EstateDetailConfig {
  const result = validateConfig(detailSchema, { estateId, actions: ['contact', 'send-to-a-friend', 'similar'], similarCount: 4 });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value as EstateDetailConfig;
}

const broker = data.estates.filter((e) => !data.listings.has(e.id));
const pick = <T,>(list: T[], test: (x: T) => boolean, count: number) => list.filter(test).slice(0, count);
const brokerCases = [
  ...pick(broker, (e) => (e.buildTechnicals ?? []).length > 0 && !!e.general.sticker, 2),
  ...pick(broker, (e) => e.general.price?.period === 'MONTH', 1),
  ...pick(broker, (e) => !!e.general.project, 1),
];
const notaryCases = pick([...data.listings.values()], (l) => l.project?.project_phase === 'PLANNING', 1).concat(pick([...data.listings.values()], (l) => !!l.construction, 1));
const similar = pick(broker, (e) => !!e.energy?.energyLabel && String(e.energy.energyLabel).includes('_'), 2).concat(broker.slice(0, 2));

afterEach(() => {
  cleanup();
});

describe('no raw codes or catalogue keys in any rendered block (spec §5)', () => {
  it('the demo data has the cases the scan needs', () => {
    expect(brokerCases.length).toBeGreaterThanOrEqual(3);
    expect(notaryCases.length).toBe(2);
    expect(similar.some((e) => String(e.energy?.energyLabel).includes('_'))).toBe(true);
  });

  it.each(LOCALES.map((l) => [l]))('%s: estate details (broker and notary) with similar-estate cards', async (locale) => {
    const translator = createTranslator(locale as Locale, catalogues[locale as Locale]);
    const labels = createLabels(locale as Locale);
    const problems: string[] = [];
    const details = [
      ...brokerCases.map((e) => ({ id: e.id, detail: { feed: 'broker' as const, estate: localizeEstate(e, labels), children: (data.unitsByProject.get(e.id) ?? []).map((u) => localizeEstate(u, labels)), parent: null } })),
      ...notaryCases.map((l) => ({ id: l.id, detail: { feed: 'notary' as const, listing: localizeNotaryTexts(l, locale as Locale) } })),
    ];
    for (const { id, detail } of details) {
      const api = {
        getEstate: vi.fn(async () => detail),
        getSite: vi.fn(async () => ({ settings: {} })),
        getAgreements: vi.fn(async () => []),
        getSimilarEstates: vi.fn(async () => similar.map((e) => localizeEstate(e, labels))),
      };
      const settings = { siteId: 'demo', api: '/api', locale: locale as Locale, version: 'test', base: '/' };
      const { container } = render(
        <BlockProvider value={{ settings, locale: locale as Locale, t: translator.t, translator, api: api as never, element: document.body, config: {}, routes: {} }}>
          <EstateDetail config={detailConfig(id)} />
        </BlockProvider>,
      );
      await screen.findAllByRole('heading', { level: 2 });
      await vi.waitFor(() => expect(container.querySelectorAll('.eb-estate-card').length).toBeGreaterThan(0));
      problems.push(...problemsIn(visibleText(container), locale as Locale).map((p) => `${id}: ${p}`));
      cleanup();
    }
    expect(problems).toEqual([]);
    // Six full detail pages per locale: well over vitest's 5 s default on a loaded machine.
  }, 30_000);
});
