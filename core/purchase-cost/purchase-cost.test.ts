import { describe, expect, it } from 'vitest';
import { brokerEstate, notaryListing } from '../../tests/support/detail-fixtures';
import type { EstateDetail } from '../api/types';
import { purchaseCostInput, type PurchaseCostInput, type Region } from './input';
import { feedChecks, notaryEstimate, notaryFee, purchaseCost, registrationDuties, situationsOf, type Situation } from './purchase-cost';
import { PURCHASE_COST_RATES } from './rates';

const existing = (price: number, region: Region): PurchaseCostInput => ({ price, region, vat: false, landPrice: null, feed: { duties: null, notaryFee: null } });

// Each row: a worked example published by a notary, a region's administration or the press quoting them.
describe('registration duties, checked against published figures', () => {
  it.each<[string, number, Region, Situation, number, string]>([
    ['Flanders, only own home (2 % from 1 Jan 2025)', 300_000, 'FLANDERS', 'ownHome', 6_000, 'notaris.be purchase-cost calculator, update of 1 Jan 2025 ("tarief van 2%"); livios.be/nl/artikel/100448'],
    ['Flanders, other purchase (12 %)', 300_000, 'FLANDERS', 'other', 36_000, 'demorgen.be: "huis voor 300.000 euro als tweede woonst ... 36.000 euro"'],
    ['Flanders, only own home with a major energy renovation (1 %)', 300_000, 'FLANDERS', 'ownHomeRenovation', 3_000, 'demorgen.be: "ingrijpend energievriendelijk gerenoveerd ... 1 procent"'],
    ['Wallonia, only own home (3 % from 1 Jan 2025)', 300_000, 'WALLONIA', 'ownHome', 9_000, 'bonten.com: "pour une maison évaluée à 300.000 € ... 9.000 € avec le nouveau taux de 3%"'],
    ['Wallonia, other purchase (12.5 %)', 300_000, 'WALLONIA', 'other', 37_500, 'bonten.com: "passent de 37.500 € (à un taux de 12,5%)"'],
    ['Wallonia, only own home at € 150,000', 150_000, 'WALLONIA', 'ownHome', 4_500, 'mygesimmo.be: "pour une maison de 150 000 € ... de 18 750 € à 4 500 €"'],
    ['Wallonia, other purchase at € 150,000', 150_000, 'WALLONIA', 'other', 18_750, 'mygesimmo.be (same example)'],
    ['Brussels, only own home at € 200,000 (abatement: no duties)', 200_000, 'BRUSSELS', 'ownHome', 0, 'be.brussels: "pour un bien dont le montant d’achat s’élève à 200 000 €, l’acheteur ne paie pas de droits"'],
    ['Brussels, other purchase at € 200,000 (12.5 %)', 200_000, 'BRUSSELS', 'other', 25_000, 'be.brussels: "soit un avantage de 25 000 €"'],
    ['Brussels, only own home at € 450,000 (first € 200,000 exempt)', 450_000, 'BRUSSELS', 'ownHome', 31_250, 'helloimmo24.be / lpost.be: abatement € 200,000, price at most € 600,000'],
    ['Brussels, only own home above the € 600,000 cap', 650_000, 'BRUSSELS', 'ownHome', 81_250, 'lpost.be (2026-02): "son prix d’acquisition ne peut excéder 600.000 €"'],
  ])('%s', (_name, price, region, situation, expected) => {
    const cost = purchaseCost(existing(price, region), situation);
    expect(cost.lines.find((line) => line.key === 'duties')?.amount).toBe(expected);
  });

  it('a situation the region does not know falls back to the standard rate', () => {
    expect(registrationDuties(100_000, 'WALLONIA', 'ownHomeRenovation').amount).toBe(12_500);
  });
});

describe('notary fee: the legal degressive scale', () => {
  it.each([
    [7_500, 342],
    [150_000, 1_878.66], // caenen.be's worked example: 342 + 285 + 285 + 264.96 + 212.04 + 489.66
    [250_095, 2_449.2],
    [300_000, 2_477.65],
  ])('on € %d: € %d', (price, fee) => {
    expect(notaryFee(price)).toBeCloseTo(fee, 2);
  });

  it('the estimate adds the administrative costs and 21 % VAT on fee and costs', () => {
    const cost = purchaseCost(existing(150_000, 'FLANDERS'), 'ownHome');
    expect(cost.lines.map((l) => l.key)).toEqual(['price', 'duties', 'notaryFee', 'adminCosts', 'notaryVat']);
    expect(cost.lines.find((l) => l.key === 'adminCosts')?.amount).toBe(750);
    expect(cost.lines.find((l) => l.key === 'notaryVat')?.amount).toBe(Math.round((1_878.66 + 750) * 0.21 * 100) / 100);
    expect(notaryEstimate(cost)).toBeCloseTo((1_878.66 + 750) * 1.21, 1);
    expect(cost.total).toBeCloseTo(150_000 + 3_000 + (1_878.66 + 750) * 1.21, 1);
    expect(cost.validFrom).toBe('2025-01-01');
  });
});

describe('new builds under VAT', () => {
  // notaris.be "Btw op een bijhorende grond?" and columbusgroup.be: duties on the land, 21 % VAT on the building.
  it('21 % VAT on the building part, duties on the land price the feed gives', () => {
    const cost = purchaseCost({ price: 400_000, region: 'FLANDERS', vat: true, landPrice: 120_000, feed: { duties: null, notaryFee: null } }, 'other');
    expect(cost.lines.find((l) => l.key === 'vat')).toMatchObject({ amount: 58_800, base: 280_000, rate: 0.21 });
    expect(cost.lines.find((l) => l.key === 'landDuties')).toMatchObject({ amount: 14_400, base: 120_000 });
    expect(cost.noLandPrice).toBe(false);
  });

  it('without a land price: VAT on the whole price, no duties, and it says so', () => {
    const cost = purchaseCost({ price: 400_000, region: 'BRUSSELS', vat: true, landPrice: null, feed: { duties: null, notaryFee: null } }, 'ownHome');
    expect(cost.lines.find((l) => l.key === 'vat')?.amount).toBe(84_000);
    expect(cost.lines.some((l) => l.key === 'landDuties' || l.key === 'duties')).toBe(false);
    expect(cost.noLandPrice).toBe(true);
  });
});

describe('feed figures beside the panel’s', () => {
  it('names the situation whose duties the feed states, and says when none matches', () => {
    const input = { ...existing(245_000, 'FLANDERS'), feed: { duties: 4_900, notaryFee: 3_950 } };
    const [duties, notary] = feedChecks(input, 'other');
    expect(duties).toEqual({ kind: 'duties', feed: 4_900, ours: 29_400, matches: 'ownHome', chosen: 'other' });
    expect(notary.kind).toBe('notaryFee');
    expect(notary.matches).toBeNull();
    const brussels = feedChecks({ ...existing(300_000, 'BRUSSELS'), feed: { duties: 20_000, notaryFee: null } }, 'ownHome');
    expect(brussels).toEqual([{ kind: 'duties', feed: 20_000, ours: 12_500, matches: null, chosen: 'ownHome' }]);
  });
});

describe('when the panel shows', () => {
  const broker = (general: Parameters<typeof brokerEstate>[1], partial: Parameters<typeof brokerEstate>[0] = {}): EstateDetail => ({ feed: 'broker', estate: brokerEstate(partial, general), children: [] });
  it.each<[string, EstateDetail, boolean]>([
    ['a broker house for sale', broker({}), true],
    ['sold', broker({ transaction: { id: 5, name: 'Sold' } }), false],
    ['for rent', broker({ transaction: { id: 2, name: 'For rent' }, price: { value: 950, period: 'MONTH' } }), false],
    ['rented', broker({ transaction: { id: 6, name: 'Rented' } }), false],
    ['a public sale', broker({ transaction: { id: 10, name: 'Public sale' } }), false],
    ['price on request (no price)', broker({ price: { value: null } }), false],
    ['price cleared (-1)', broker({ price: { value: -1 } }), false],
    ['a project with a "price from"', broker({ project: true, price: { value: null, priceFrom: 200_000 } }), false],
    ['abroad (no Belgian region)', broker({ address: { visible: true, region: null } }), false],
    ['a notary listing for sale', { feed: 'notary', listing: notaryListing({ general: { region: 'WALLONIA' } }) }, true],
    ['a notary listing under the VAT regime (price hidden)', { feed: 'notary', listing: notaryListing({ general: { region: 'WALLONIA' }, financial: { price: 300_000, vat_regime: true } }) }, false],
    ['a notary listing sold', { feed: 'notary', listing: notaryListing({ status: 1, general: { region: 'WALLONIA' } }) }, false],
    ['a notary listing for rent', { feed: 'notary', listing: notaryListing({ status: 2, general: { region: 'WALLONIA' }, financial: { rent_per_year: 12_000 } }) }, false],
    ['a notary public sale', { feed: 'notary', listing: notaryListing({ status: 5, general: { region: 'WALLONIA' } }) }, false],
  ])('%s: %s', (_name, detail, shown) => {
    expect(purchaseCostInput(detail) !== null).toBe(shown);
  });

  it('a unit of a project is a new build under VAT; its land is the price less the building value', () => {
    const input = purchaseCostInput(broker({ parentId: 100, price: { value: 300_000, constructionValue: 210_000 } }));
    expect(input).toMatchObject({ vat: true, landPrice: 90_000 });
    expect(purchaseCostInput(broker({}, { technical: { newBuilding: true } }))).toMatchObject({ vat: true, landPrice: null });
  });

  it('reads the feed’s own figures', () => {
    expect(purchaseCostInput(broker({ registrationCost: 4_900, notarySalery: -1 }))?.feed).toEqual({ duties: 4_900, notaryFee: null });
  });
});

describe('the rates table', () => {
  it('has one row per rate, each with a source and an ISO validity date', () => {
    const ids = PURCHASE_COST_RATES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of PURCHASE_COST_RATES) {
      expect(row.source.length).toBeGreaterThan(10);
      expect(row.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('offers the energy-renovation rate in Flanders only', () => {
    expect(situationsOf('FLANDERS')).toContain('ownHomeRenovation');
    expect(situationsOf('WALLONIA')).not.toContain('ownHomeRenovation');
  });
});
