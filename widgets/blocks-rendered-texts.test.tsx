import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTranslator, loadCatalogue, LOCALES, type Catalogue, type Locale } from '../core/i18n';
import { localizeEstate } from '../demo-host/api/serialize';
import { createLabels } from '../demo-host/api/labels';
import { toMapMarker } from './estate-map/use-position-markers';
import { favoritesKey } from '../core/favorites/favorites-store';
import { generateDataset } from '../demo-host/data/dataset';
import { SAMPLE_APPOINTMENT_ID, SAMPLE_IDS } from '../demo-host/data/samples';
import { serveApi, type ServedApi } from '../demo-host/api/testing/serve';
import { problemsIn, visibleText } from '../tests/support/raw-text-scan';
import type { LoaderSettings } from './runtime/block-contract';
import type { DefinedBlock } from './runtime/define-block';
import cancelAppointment from './cancel-appointment';
import contactForm from './contact-form';
import estateGallery from './estate-gallery';
import estateSearch from './estate-search';
import estateTable from './estate-table';
import favorites from './favorites';
import keepMeInformed from './keep-me-informed';
import rentalSearch from './rental-search';
import rentalUnit from './rental-unit';

/**
 * Every block, mounted as a page mounts it, against the reference service with the
 * demo data (the enumeration codes real feeds send), in all four locales; its text and accessible
 * attributes hold no raw enumeration code and no catalogue key. The estate detail has its own scan
 * (rendered-texts.test.tsx); Leaflet needs a real browser, so the map's popups are scanned as the texts
 * the map block gives them.
 */
const now = Date.UTC(2026, 10, 23);
const dataset = generateDataset({ size: 200, now });
const catalogues = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await loadCatalogue(l)] as const))) as Record<Locale, Catalogue>;
let served: ServedApi;

/** happy-dom's fetch applies browser CORS rules to the test server; the blocks only need plain HTTP. */
function nodeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(typeof input === 'string' || input instanceof URL ? String(input) : input.url);
  return new Promise((resolve, reject) => {
    const headers = Object.fromEntries(new Headers(init.headers ?? {}).entries());
    const req = request(url, { method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const status = res.statusCode ?? 500;
        const body = status === 204 || status === 304 ? null : Buffer.concat(chunks).toString('utf8');
        const out = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') out.set(k, v);
        resolve(new Response(body, { status, headers: out }));
      });
    });
    req.on('error', reject);
    init.signal?.addEventListener('abort', () => req.destroy(new DOMException('aborted', 'AbortError')));
    if (typeof init.body === 'string') req.write(init.body);
    req.end();
  });
}

beforeAll(async () => {
  served = await serveApi({ dataset, now: () => now });
  vi.stubGlobal('fetch', nodeFetch);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await served.close();
});

const favoriteIds = [...dataset.estates.filter((e) => !dataset.listings.has(e.id)).slice(0, 3).map((e) => e.id), ...[...dataset.listings.keys()].slice(0, 1)];
const rentalId = dataset.rentals[0]?.unit.id ?? SAMPLE_IDS.rentalUnit;

const BLOCKS: [string, DefinedBlock, Record<string, unknown>, string][] = [
  ['estate search', estateSearch, { syncUrl: false }, 'select'],
  ['estate table', estateTable, { syncUrl: false }, 'tbody tr'],
  ['estate gallery', estateGallery, { syncUrl: false }, '.eb-estate-card'],
  ['favorites', favorites, {}, '.eb-estate-card'],
  ['keep me informed', keepMeInformed, { mode: 'subscribe' }, 'select'],
  ['contact form', contactForm, {}, 'textarea'],
  ['rental search', rentalSearch, {}, 'article, .eb-rental-card, li'],
  ['rental unit', rentalUnit, { rentalUnitId: rentalId }, 'form'],
  ['cancel appointment', cancelAppointment, { appointmentId: SAMPLE_APPOINTMENT_ID }, 'button'],
];

describe('no raw codes or catalogue keys in any block (spec §5)', () => {
  for (const locale of LOCALES) {
    it.each(BLOCKS)(`${locale}: %s`, async (_name, block, node, ready) => {
      localStorage.setItem(favoritesKey('demo'), JSON.stringify(favoriteIds));
      const element = document.createElement('div');
      document.body.append(element);
      const settings: LoaderSettings = { siteId: 'demo', api: served.baseUrl, locale, version: 'test', base: '/' };
      const unmount = await block.mount(element, node, settings);
      try {
        await vi.waitFor(() => expect(element.querySelector(ready)).not.toBeNull(), { timeout: 10_000, interval: 50 });
        // Option lists and later rows arrive after the first paint.
        await vi.waitFor(() => expect(element.querySelector('[aria-busy="true"], .eb-skeleton')).toBeNull(), { timeout: 10_000, interval: 50 });
        await vi.waitFor(
          () => {
            expect(problemsIn(visibleText(element), locale)).toEqual([]);
            expect(visibleText(element).length).toBeGreaterThan(20);
          },
          { timeout: 10_000, interval: 50 },
        );
      } finally {
        unmount();
        element.remove();
        localStorage.clear();
      }
    }, 20_000);
  }

  it.each(LOCALES.map((l) => [l]))('%s: map popups (title and price of every demo estate)', (locale) => {
    const translator = createTranslator(locale as Locale, catalogues[locale as Locale]);
    const labels = createLabels(locale as Locale);
    const lines = dataset.estates.flatMap((e) => {
      const marker = toMapMarker(localizeEstate(e, labels), { locale: locale as Locale, t: translator.t });
      return marker ? [marker.title, marker.detail ?? ''] : [];
    });
    expect(lines.length).toBeGreaterThan(100);
    expect(problemsIn(lines.join('\n'), locale as Locale)).toEqual([]);
  });
});
