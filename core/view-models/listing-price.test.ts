import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../i18n/load-catalogue';
import { createTranslator } from '../i18n/translator';
import type { Locale } from '../i18n/locale';
import type { Estate } from '../model/estate';
import type { PropertyListing } from '../model/property-listing';
import { estatePrice, listingPrice, priceText, projectPriceFrom } from './listing-price';
import { floorText, floorValue } from './floor-label';
import { priceLabel } from './broker-detail-model';

const estate = (id: number, general: Partial<Estate['general']> = {}): Estate => ({ id, general: { id, transaction: { id: 1, name: 'Te koop' }, ...general } }) as Estate;
const project = estate(1, { project: true, price: { value: null, priceFrom: 160000 } });
const unit = (id: number, value: number, transaction = 1) => estate(id, { parentId: 1, price: { value }, transaction: { id: transaction, name: transaction === 5 ? 'Verkocht' : 'Te koop' } });

const labels = async (locale: Locale) => createTranslator(locale, await loadCatalogue(locale, 'base'));

describe('project "price from" (DESIGN §3): its lowest available unit price', () => {
  it.each([
    ['units returned with it: the lowest unsold one', [unit(2, 30000, 5), unit(3, 160000), unit(4, 250000)], 160000],
    ['under a price filter only the matching units come back', [unit(4, 250000), unit(5, 280000)], 250000],
    ['-1 and 0 prices are no price (spec §5)', [unit(2, -1), unit(3, 0), unit(4, 200000)], 200000],
    ['units of another project do not count', [estate(9, { parentId: 8, price: { value: 1000 } }), unit(4, 200000)], 200000],
    ['no units known: the feed\'s priceFrom', [], 160000],
    ['every unit returned sold (a "sold" search): no price from', [unit(2, 30000, 5), unit(3, 40000, 5)], null],
    ['units without a price, not sold: the feed\'s priceFrom', [unit(2, -1)], 160000],
  ])('%s', (_rule, units, expected) => {
    expect(projectPriceFrom(project, units)).toBe(expected);
  });

  it('a project without any price reads "price on request"', () => {
    expect(estatePrice(estate(1, { project: true, price: { value: null, priceFrom: -1 } }), [])).toEqual({ kind: 'none' });
  });
});

describe('estatePrice: what stands where the price shows (spec §2, §5)', () => {
  it.each([
    ['a price', estate(1, { price: { value: 450000 } }), { kind: 'amount', amount: 450000, period: null }],
    ['a rent with its period', estate(1, { price: { value: 950, period: 'MONTH' }, transaction: { id: 2, name: 'Te huur' } }), { kind: 'amount', amount: 950, period: 'MONTH' }],
    ['-1 is no price', estate(1, { price: { value: -1 } }), { kind: 'none' }],
    ['sold: its transaction name, never the amount', estate(1, { price: { value: 450000 }, transaction: { id: 5, name: 'Verkocht' } }), { kind: 'closed', name: 'Verkocht' }],
    ['rented: its transaction name', estate(1, { price: { value: 950, period: 'MONTH' }, transaction: { id: 6, name: 'Verhuurd' } }), { kind: 'closed', name: 'Verhuurd' }],
    ['a project: price from', project, { kind: 'from', amount: 160000 }],
    ['a non-project with only priceFrom (spec §5: hidden without a price)', estate(1, { price: { value: null, priceFrom: 1000 } }), { kind: 'none' }],
  ])('%s', (_rule, input, expected) => {
    expect(estatePrice(input)).toEqual(expected);
  });

  it.each([
    [{ status: 3, financial: { price: 320000 } }, { kind: 'amount', amount: 320000, period: null }],
    [{ status: 3, financial: { price: 320000, vat_regime: true } }, { kind: 'none' }],
    [{ status: 1, financial: { price: 320000 } }, { kind: 'closed', name: 'Verkocht' }],
    // A rent reads per month, as the broker feed's and as the list sorts it: one rent, one text in every view.
    [{ status: 2, financial: { price: null, rent_per_year: 18900 } }, { kind: 'amount', amount: 1575, period: 'MONTH' }],
    [{ status: 2, financial: { price: null, rent_per_year: 10000 } }, { kind: 'amount', amount: 833, period: 'MONTH' }],
    // A public sale has no asking price: its setting price (the auction's starting bid) is what it costs to take part.
    [{ status: 5, financial: { price: null }, notary: { setting_price: 450000 } }, { kind: 'amount', amount: 450000, period: null }],
    [{ status: 5, financial: { price: null, vat_regime: true }, notary: { setting_price: 450000 } }, { kind: 'none' }],
    [{ status: 7, financial: { price: 840000 }, notary: { setting_price: 800000 } }, { kind: 'closed', name: 'Verkocht' }],
    [{ status: 3, financial: { price: -1 } }, { kind: 'none' }],
  ])('notary listing %j', (listing, expected) => {
    expect(listingPrice({ id: 1, type: 'HOUSE', ...listing } as PropertyListing, 'Verkocht')).toEqual(expected);
  });
});

describe('priceText in every locale', () => {
  it.each([
    ['nl', 'vanaf € 160.000', '€ 950 / maand', 'Prijs op aanvraag', 'Verkocht'],
    ['fr', 'à partir de € 160.000', '€ 950 / mois', 'Prix sur demande', 'Vendu'],
    ['en', 'from € 160.000', '€ 950 / month', 'Price on request', 'Sold'],
    ['de', 'ab € 160.000', '€ 950 / Monat', 'Preis auf Anfrage', 'Verkauft'],
  ] as const)('%s', async (locale, from, rent, none, sold) => {
    const l = await labels(locale);
    expect(priceText({ kind: 'from', amount: 160000 }, l)).toBe(from);
    expect(priceText({ kind: 'amount', amount: 950, period: 'MONTH' }, l)).toBe(rent);
    expect(priceText({ kind: 'amount', amount: 950, period: null }, l)).toBe('€ 950');
    expect(priceText({ kind: 'none' }, l)).toBe(none);
    expect(priceText({ kind: 'closed', name: '' }, l)).toBe(sold);
  });
});

describe('floorText: the floor is not "cleared" by -1 (DESIGN §3)', () => {
  it.each([
    ['nl', 'Kelder', 'Gelijkvloers', 'Verdieping 2', 'Kelder -2'],
    ['fr', 'Sous-sol', 'Rez-de-chaussée', 'Étage 2', 'Sous-sol -2'],
    ['en', 'Basement', 'Ground floor', 'Floor 2', 'Basement -2'],
    ['de', 'Untergeschoss', 'Erdgeschoss', 'Etage 2', 'Untergeschoss -2'],
  ] as const)('%s', async (locale, basement, ground, second, deeper) => {
    const l = await labels(locale);
    expect([floorText(-1, l), floorText(0, l), floorText(2, l), floorText('2', l), floorText(-2, l)]).toEqual([basement, ground, second, second, deeper]);
    expect([floorText(null, l), floorText(undefined, l), floorText('', l), floorText(1.5, l)]).toEqual(['', '', '', '']);
  });
});

describe('floorValue: the floor under a "Floor" label, without repeating the word', () => {
  it.each([
    ['nl', 'Kelder', 'Gelijkvloers', 'Kelder -2'],
    ['fr', 'Sous-sol', 'Rez-de-chaussée', 'Sous-sol -2'],
    ['en', 'Basement', 'Ground floor', 'Basement -2'],
    ['de', 'Untergeschoss', 'Erdgeschoss', 'Untergeschoss -2'],
  ] as const)('%s', async (locale, basement, ground, deeper) => {
    const l = await labels(locale);
    expect([floorValue(-1, l), floorValue(0, l), floorValue(2, l), floorValue('12', l), floorValue(-2, l)]).toEqual([basement, ground, '2', '12', deeper]);
    expect([floorValue(null, l), floorValue(undefined, l), floorValue('', l), floorValue(1.5, l), floorValue('x', l)]).toEqual(['', '', '', '', '']);
  });
});

describe('priceLabel: the key facts label over the price', () => {
  it.each([
    ['nl', 'Prijs', 'Transactie'],
    ['fr', 'Prix', 'Transaction'],
  ] as const)('%s: a project\'s "from" value is not labelled "from" a second time', async (locale, price, transaction) => {
    const tr = await createTranslator(locale, await loadCatalogue(locale));
    const ctx = { fieldLabel: tr.fieldLabel };
    expect(priceLabel({ kind: 'from', amount: 160000 }, ctx)).toBe(price);
    expect(priceLabel({ kind: 'amount', amount: 450000, period: null }, ctx)).toBe(price);
    expect(priceLabel({ kind: 'closed', name: 'Verkocht' }, ctx)).toBe(transaction);
  });
});
