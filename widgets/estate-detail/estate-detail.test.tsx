import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { BlockProvider } from '../runtime/block-context';
import { createTranslator } from '../../core/i18n/translator';
import en from '../../core/i18n/catalogues/en';
import { ApiError } from '../../core/api/errors';
import type { EstateDetail as Detail } from '../../core/api/types';
import { EstateDetail } from './estate-detail';
import { detailSchema, type EstateDetailConfig } from './schema';
import { validateConfig } from '../../core/config/config-schema';
import { brokerEstate, notaryListing } from '../../tests/support/detail-fixtures';
import { pageRuntime } from '../runtime/page-runtime';

const tr = createTranslator('en', en);
const settings = { siteId: 'demo', api: '/api', locale: 'en' as const, version: 'test', base: '/dist/' };

function config(partial: Record<string, unknown> = {}): EstateDetailConfig {
  const result = validateConfig(detailSchema, { actions: [], similarCount: 0, ...partial });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value as EstateDetailConfig;
}

type SiteAnswer = { settings: { hiddenTabs?: string[]; hiddenStatus?: number[] } };

function fakeApi(detail: Detail | Error, site: SiteAnswer = { settings: {} }) {
  return {
    getEstate: vi.fn(() => (detail instanceof Error ? Promise.reject(detail) : Promise.resolve(detail))),
    getSite: vi.fn(() => Promise.resolve(site)),
    getAgreements: vi.fn(() => Promise.resolve([])),
    getSimilarEstates: vi.fn(() => Promise.resolve([])),
  };
}

function show(detail: Detail | Error, cfg: Record<string, unknown> = { estateId: 100123 }, site?: SiteAnswer) {
  const api = fakeApi(detail, site);
  render(
    <BlockProvider value={{ settings, locale: 'en', t: tr.t, translator: tr, api: api as never, element: document.body, config: {}, routes: {} }}>
      <EstateDetail config={config(cfg)} />
    </BlockProvider>,
  );
  return api;
}

beforeEach(() => {
  pageRuntime(settings).dispose();
  history.replaceState(null, '', '/en/offer/100123/old-slug');
});
describe('estate-detail block', () => {
  it('spec §2/§3: a broker estate shows its title, price, sections and contact person', async () => {
    show({ feed: 'broker', estate: brokerEstate(), children: [], parent: null });
    expect(await screen.findByRole('heading', { level: 2, name: 'Spacious villa' })).toBeTruthy();
    expect(document.querySelector('.eb-detail__price')?.textContent).toBe('€ 450.000');
    expect(document.querySelector('[data-field="price.value"] dd')?.textContent).toBe('€ 450.000');
    for (const name of ['Contact person', 'Financial', 'Dimensions', 'Energy']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    expect(screen.getByText('Anna Peeters')).toBeTruthy();
    expect(screen.getByRole('meter', { name: /Energy performance/ }).getAttribute('aria-valuenow')).toBe('50');
  });

  it('a key-facts list under the title: price, living area, bedrooms, EPC label badge, transaction', async () => {
    show({ feed: 'broker', estate: brokerEstate(), children: [], parent: null });
    await screen.findByRole('heading', { name: 'Spacious villa' });
    const facts = document.querySelector('dl.eb-detail__facts')!;
    expect(facts.getAttribute('aria-label')).toBe('Key facts');
    const pairs = [...facts.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      [tr.t('field.price.value'), '€ 450.000'],
      [tr.t('field.dimensions.areaBuild'), '210 m²'],
      [tr.t('field.general.bedroomCount'), '4'],
      [tr.t('field.general.transaction'), 'For sale'],
      [tr.t('field.energy.energyLabel'), 'C'],
    ]);
    expect(facts.querySelector('.eb-detail__epc-label--c')).toBeTruthy();
  });

  it('with an h1 title the sections are h2 (heading levels never skip)', async () => {
    show({ feed: 'broker', estate: brokerEstate(), children: [], parent: null }, { estateId: 100123, headingLevel: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spacious villa' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Financial' })).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('spec §9: the main image is the picture with the lowest index', async () => {
    show({ feed: 'broker', estate: brokerEstate(), children: [], parent: null });
    const main = await screen.findByRole('button', { name: 'Open photo 1 of 2' });
    expect(main.querySelector('img')?.getAttribute('src')).toBe('/p/1.jpg');
  });

  it('spec §5: a flooding score after C shows the warning icon', async () => {
    show({ feed: 'broker', estate: brokerEstate(), children: [], parent: null });
    expect(await screen.findByRole('img', { name: 'Increased flood risk' })).toBeTruthy();
  });

  it('DESIGN §4: the description is sanitized, its onerror never runs', async () => {
    show({ feed: 'broker', estate: brokerEstate(), children: [], parent: null });
    const region = await screen.findByRole('region', { name: 'Description' });
    expect(region.querySelector('strong')?.textContent).toBe('garden');
    expect(region.querySelector('img[onerror]')).toBeNull();
    // happy-dom runs no inline handlers: that nothing runs is proven in the browser (tests/browser/xss.spec.ts).
  });

  it('spec §2: a sold estate shows the transaction name instead of the price', async () => {
    show({ feed: 'broker', estate: brokerEstate({}, { transaction: { id: 5, name: 'Sold' } }), children: [], parent: null });
    await screen.findByRole('heading', { name: 'Spacious villa' });
    expect(document.querySelector('.eb-detail__price')?.textContent).toBe('Sold');
  });

  it.each([
    ['broker', { feed: 'broker', estate: brokerEstate({}, { transaction: { id: 5, name: 'Sold' } }), children: [], parent: null }],
    ['notary', { feed: 'notary', listing: notaryListing({ status: 1 }) }],
  ] as [string, Detail][])('a sold %s estate says "Sold" twice: the badge by the title and the price line, not in the subtitle', async (_feed, detail) => {
    show(detail);
    const header = (await screen.findByRole('heading', { level: 2 })).closest('header') as HTMLElement;
    expect(within(header).getAllByText('Sold')).toHaveLength(2);
    expect(within(header).getByText('Sold', { selector: 'dd' })).toBeTruthy();
    expect(document.querySelector('.eb-detail__subtitle')?.textContent ?? '').not.toContain('Sold');
  });

  it('a rented estate\'s badge names its transaction ("Rented"), not "Sold"', async () => {
    show({ feed: 'broker', estate: brokerEstate({}, { transaction: { id: 6, name: 'Rented' } }), children: [], parent: null });
    const header = (await screen.findByRole('heading', { level: 2 })).closest('header') as HTMLElement;
    expect(within(header).getAllByText('Rented')).toHaveLength(2);
    expect(within(header).queryByText('Sold')).toBeNull();
  });

  it.each([
    ['a shown address: the address', { visible: true, geoLocation: { lat: 51.05, lon: 3.72 } }, 'The map shows Kerkstraat 12, 9000 Gent.'],
    ['a hidden address: the area around zip and city', { visible: false, geoLocation: { lat: 51.05, lon: 3.72 } }, 'The map shows the area around 9000 Gent. The exact address is not shown.'],
  ])('location map, %s in words under it', async (_case, address, caption) => {
    const estate = brokerEstate({}, { address: { street: { en: 'Kerkstraat' }, number: '12', city: { id: 1, zip: '9000', name: 'Gent' }, ...address } });
    show({ feed: 'broker', estate, children: [], parent: null });
    const section = await screen.findByRole('region', { name: 'Location on the map' });
    expect(within(section).getByText(caption)).toBeTruthy();
  });

  it('no location map without coordinates, nor with map: false', async () => {
    show({ feed: 'broker', estate: brokerEstate(), children: [], parent: null });
    await screen.findByRole('heading', { name: 'Spacious villa' });
    expect(screen.queryByRole('region', { name: 'Location on the map' })).toBeNull();
    document.body.innerHTML = '';
    const estate = brokerEstate({}, { address: { visible: true, city: { id: 1, zip: '9000', name: 'Gent' }, geoLocation: { lat: 51.05, lon: 3.72 } } });
    show({ feed: 'broker', estate, children: [], parent: null }, { estateId: 100123, map: false });
    await screen.findByRole('heading', { name: 'Spacious villa' });
    expect(screen.queryByRole('region', { name: 'Location on the map' })).toBeNull();
  });

  it('spec §2: the block replaces an outdated slug by the canonical URL', async () => {
    show({ feed: 'broker', estate: brokerEstate(), children: [], parent: null }, {});
    await screen.findByRole('heading', { name: 'Spacious villa' });
    await waitFor(() => expect(location.pathname).toBe('/en/offer/100123/villa-for-sale-in-kerkstraat-12-9000-gent'));
  });

  it('spec §9: a project lists its units grouped by floor, ascending, linking to the unit route', async () => {
    const project = brokerEstate({ id: 100001 }, { id: 100001, project: true, title: { en: 'Residence Zuid' } });
    const unit = (id: number, floor: number | null, entityNumber: string) =>
      brokerEstate({ id }, { id, parentId: 100001, floor, entityNumber, reference: entityNumber, title: undefined });
    show({ feed: 'broker', estate: project, parent: null, children: [unit(100003, 2, 'B2'), unit(100002, 0, 'A0'), unit(100005, -1, 'P1'), unit(100004, 1, 'C1'), unit(100006, null, 'X')] });
    const table = await screen.findByRole('table');
    const floors = within(table).getAllByRole('columnheader').filter((h) => h.getAttribute('scope') === 'colgroup');
    // The floor is not "cleared" by -1 (DESIGN §3): that unit is in the basement, listed first; no floor at all comes last.
    expect(floors.map((h) => h.textContent)).toEqual(['Basement', 'Ground floor', 'Floor 1', 'Floor 2', 'Other units']);
    const link = within(table).getByRole('link', { name: /A0/ });
    expect(link.getAttribute('href')).toMatch(/^\/en\/offer\/100001\/residence-zuid-in-9000-gent\/100002$/);
  });

  it('spec §4: a project does not list units whose status the site hides', async () => {
    const project = brokerEstate({ id: 100001 }, { id: 100001, project: true, title: { en: 'Residence Zuid' } });
    const unit = (id: number, entityNumber: string, status: number) =>
      brokerEstate({ id, status: { id: status } }, { id, parentId: 100001, floor: 1, entityNumber, reference: entityNumber, title: undefined });
    show({ feed: 'broker', estate: project, parent: null, children: [unit(100002, 'A1', 1), unit(100003, 'B1', 4), unit(100004, 'C1', 5)] }, { estateId: 100001 }, { settings: { hiddenStatus: [4, 5] } });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('link').map((a) => a.textContent)).toEqual([expect.stringContaining('A1')]);
  });

  it('spec §4: a record whose status the site hides shows "no longer available" on its own page, not the listing', async () => {
    const sold = brokerEstate({ id: 100471, status: { id: 4 } }, { id: 100471, transaction: { id: 5, name: 'Sold' } });
    show({ feed: 'broker', estate: sold, parent: null, children: [] }, { estateId: 100471 }, { settings: { hiddenStatus: [4, 5] } });
    expect(await screen.findByText('This property is no longer available.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(document.body.textContent).not.toContain('Spacious villa');
  });

  it('a broker estate shows its bedrooms, building name, architect, short description and a room-type summary before the rooms', async () => {
    const estate = brokerEstate(
      {},
      {
        buildingName: 'Residentie Parkzicht',
        architect: 'Architectenbureau Claes',
        shortDescription: { en: 'Bright villa near the park.' },
      },
    );
    estate.layout = {
      rooms: [
        { typeId: 1, surface: 14 },
        { typeId: 1, surface: 11 },
        { typeId: 5, surface: 6 },
      ],
    } as never;
    show({ feed: 'broker', estate, children: [], parent: null });
    await screen.findByRole('heading', { name: 'Spacious villa' });
    const dd = (key: string) => document.querySelector(`[data-field="${key}"] dd`)?.textContent;
    expect(dd('general.bedroomCount')).toBe('4');
    expect(dd('general.buildingName')).toBe('Residentie Parkzicht');
    expect(dd('general.architect')).toBe('Architectenbureau Claes');
    expect(document.querySelector('.eb-detail__lead')?.textContent).toBe('Bright villa near the park.');
    const layout = screen.getByRole('heading', { name: 'Layout' }).closest('section')!;
    const first = layout.querySelector('dt');
    expect(first?.textContent).toBe('At a glance');
    expect(first?.nextElementSibling?.textContent).toBe(`2 × ${tr.t('field.layout.roomType.1')}, 1 × ${tr.t('field.layout.roomType.5')}`);
  });

  it('a notary listing shows its short description, the notary phone and e-mail as links, other costs and the EPC bar on its EPC tab', async () => {
    const listing = notaryListing({
      short_description: { en: 'Terraced house with garden.' },
      notary: { notary_name: 'Notaris Janssens', notary_phone: '+32 9 123 45 67', notary_email: 'kantoor@notaris.example' },
      notary_cost: { total: 30000, other_costs: 1250 },
    });
    show({ feed: 'notary', listing }, { estateId: 700010 });
    const tablist = await screen.findByRole('tablist');
    expect(document.querySelector('.eb-detail__lead')?.textContent).toBe('Terraced house with garden.');
    within(tablist).getByRole('tab', { name: 'Notary' }).click();
    await waitFor(() => expect(screen.getByRole('link', { name: '+32 9 123 45 67' }).getAttribute('href')).toBe('tel:+3291234567'));
    expect(screen.getByRole('link', { name: 'kantoor@notaris.example' }).getAttribute('href')).toBe('mailto:kantoor@notaris.example');
    within(tablist).getByRole('tab', { name: 'Costs' }).click();
    await waitFor(() => expect(document.querySelector('[data-field="notary.notary_cost.other_costs"] dd, [data-field="notary_cost.other_costs"] dd')?.textContent).toBe('€ 1.250'));
    within(tablist).getByRole('tab', { name: 'EPC' }).click();
    await waitFor(() => expect(screen.getByRole('meter', { name: /Energy performance/ })).toBeTruthy());
  });

  it('contact and viewing are within reach from the top; a quick button opens its panel below and moves focus into it', async () => {
    show({ feed: 'broker', estate: brokerEstate(), children: [], parent: null }, { estateId: 100123, actions: ['contact', 'viewing'] });
    await screen.findByRole('heading', { name: 'Spacious villa' });
    const [panel, bar] = screen.getAllByRole('complementary', { name: tr.t('detail.quick.label') });
    expect(panel.classList.contains('eb-detail__quick--panel')).toBe(true);
    expect(bar.classList.contains('eb-detail__quick--bar')).toBe(true);
    // The panel comes before the description and sections; the bar is the article's last child (sticky at the bottom).
    expect(panel.compareDocumentPosition(document.querySelector('.eb-detail__actions')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bar.parentElement?.lastElementChild).toBe(bar);
    expect(within(panel).getByText('Anna Peeters')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: tr.t('detail.action.contact'), expanded: false });
    within(panel).getByRole('button', { name: tr.t('detail.quick.contact') }).click();
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    await waitFor(() => expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.contains(document.activeElement)).toBe(true));
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual([tr.t('detail.quick.contact'), tr.t('detail.quick.viewing')]);
    expect(screen.getAllByRole('button', { name: tr.t('detail.action.contact') })).toHaveLength(1);
  });

  it('a block without contact or viewing shows no quick actions', async () => {
    show({ feed: 'broker', estate: brokerEstate(), children: [], parent: null }, { estateId: 100123, actions: ['send-to-a-friend'] });
    await screen.findByRole('heading', { name: 'Spacious villa' });
    expect(screen.queryByRole('complementary', { name: tr.t('detail.quick.label') })).toBeNull();
  });

  it('spec §2: a unit within a project shows its parent project', async () => {
    const project = brokerEstate({ id: 100001 }, { id: 100001, project: true, title: { en: 'Residence Zuid' } });
    const unit = brokerEstate({ id: 100002 }, { id: 100002, parentId: 100001, entityNumber: 'A0' });
    show({ feed: 'broker', estate: unit, parent: project, children: [] }, { estateId: 100001, entityId: 100002 });
    const aside = await screen.findByRole('complementary', { name: 'This unit is part of the project' });
    expect(within(aside).getByRole('link').getAttribute('href')).toBe('/en/offer/100001/residence-zuid-in-9000-gent');
  });

  it('spec §2: notary tabs form a WAI-ARIA tab set', async () => {
    show({ feed: 'notary', listing: notaryListing() }, { estateId: 700010 });
    const tablist = await screen.findByRole('tablist', { name: 'Property information' });
    const names = within(tablist).getAllByRole('tab').map((t) => t.textContent);
    expect(names).toEqual(expect.arrayContaining(['General', 'EPC', 'Price details', 'Planning']));
  });

  it.each([
    ['for sale', notaryListing(), true, true, true],
    ['to rent (spec §5: no electrical certificate, no planning permission)', notaryListing({ status: 2 }), false, false, true],
    ['a PLOT (spec §5: no electrical certificate)', notaryListing({ type: 'PLOT', subType: 'BUILDING_PLOT' }), false, true, true],
    ['under the VAT regime (spec §5: no price, no land price)', notaryListing({ financial: { price: 320000, land_price: 90000, vat_regime: true } }), true, true, false],
  ])('notary listing %s', async (_name, listing, electrical, permission, price) => {
    show({ feed: 'notary', listing }, { estateId: 700010 });
    await screen.findByRole('tablist');
    const has = (key: string) => document.querySelector(`[data-field="${key}"]`) !== null;
    expect(has('certification.electrical_certificate')).toBe(electrical);
    expect(has('planning.permission')).toBe(permission);
    expect(has('financial.price')).toBe(price);
    expect(has('financial.land_price')).toBe(price);
  });

  it('spec §3: a public sale shows its session, starting price and link', async () => {
    const listing = notaryListing({ status: 5, notary: { setting_price: 250000, session_date: '2026-12-03T14:00:00+01:00', url: 'https://notaris.example/sale/1' } });
    show({ feed: 'notary', listing }, { estateId: 700010 });
    const region = await screen.findByRole('region', { name: 'Public sale' });
    expect(within(region).getByText('Sale session on 03/12/2026 at 14:00')).toBeTruthy();
    expect(within(region).getByText('Starting price: € 250.000')).toBeTruthy();
    expect(within(region).getByRole('link').getAttribute('href')).toBe('https://notaris.example/sale/1');
  });

  it('spec §2: the hidden-tabs setting (site and block) hides tabs', async () => {
    show({ feed: 'notary', listing: notaryListing() }, { estateId: 700010, hiddenTabs: ['planning'] }, { settings: { hiddenTabs: ['epc'] } });
    const tabs = within(await screen.findByRole('tablist')).getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).not.toContain('Planning');
    expect(tabs).not.toContain('EPC');
    expect(tabs).toContain('General');
  });

  it('an unknown id shows the not-found state', async () => {
    show(new ApiError('404 Not Found', { status: 404, statusText: 'Not Found' }), { estateId: 4242 });
    expect(await screen.findByText(/could not be found/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the offer' }).getAttribute('href')).toBe('/en/offer');
  });

  it('a failed load offers a retry that loads again', async () => {
    const api = show(new ApiError('500', { status: 500, statusText: 'Internal Server Error' }), { estateId: 100123 });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    retry.click();
    await waitFor(() => expect(api.getEstate).toHaveBeenCalledTimes(2));
  });
});
