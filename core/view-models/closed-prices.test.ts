import { describe, expect, it } from 'vitest';
import type { Estate } from '../model/estate';
import type { PropertyListing } from '../model/property-listing';
import { createEstateViewModel } from './estate-view-model';
import { createListingViewModel } from './listing-view-model';
import { createTestLabels } from '../../tests/support/test-labels';

const labels = createTestLabels('nl', { 'enum.Status.SOLD': 'Verkocht', 'enum.Status.RENTED': 'Verhuurd', 'listing.sold': 'Verkocht' });
const amounts = /\d{2,}/;

function broker(transaction: { id: number; name: string }): Estate {
  return {
    id: 100471,
    general: {
      id: 100471,
      transaction,
      price: { value: 1055000, totalPrice: 1118300, groundValue: 369250, constructionValue: 700000, furnitureValue: 8000, deposit: 3100 },
      tax: 2670,
      registrationCost: 21100,
      notarySalery: 12050,
    },
  } as Estate;
}

describe('spec §2: sold or rented means no price anywhere (every section, not only the header)', () => {
  it.each([
    [{ id: 5, name: 'Verkocht' }, 'Verkocht'],
    [{ id: 6, name: 'Verhuurd' }, 'Verhuurd'],
  ])('broker %j: the financial section says %s where the price was and shows no amount that gives it away', (transaction, name) => {
    const vm = createEstateViewModel(broker(transaction), {}, labels);
    const shown = vm.sections.financial.fields.filter((f) => f.visible);
    expect(shown.find((f) => f.key === 'field.price.value')?.value).toBe(name);
    expect(shown.map((f) => f.key)).toEqual(['field.price.value', 'field.general.tax']);
  });

  it('broker for sale keeps its amounts', () => {
    const vm = createEstateViewModel(broker({ id: 1, name: 'Te koop' }), {}, labels);
    expect(vm.sections.financial.fields.filter((f) => f.visible).length).toBeGreaterThan(5);
  });

  it('notary sold (status 1): the financial tabs show the status name, no amounts', () => {
    const listing = {
      id: 700003,
      status: 1,
      type: 'HOUSE',
      financial: { price: 245000, price_per_square_meter: 1500, land_price: 90000, total_price: 260000, property_tax: 800 },
      notary_cost: { total: 21000, registration_fee: 15000, notary_fee: 3000, other_costs: 500 },
      notary: { setting_price: 200000, increment: 5000 },
    } as PropertyListing;
    const vm = createListingViewModel(listing, {}, labels);
    const fields = vm.tabs.flatMap((tab) => tab.fields).filter((f) => f.visible);
    expect(fields.find((f) => f.key === 'field.notary.financial.price')?.value).toBe('Verkocht');
    const withAmounts = fields.filter((f) => f.key !== 'field.notary.financial.property_tax' && amounts.test(f.value));
    expect(withAmounts.map((f) => f.key)).toEqual([]);
    expect(vm.publicSale?.settingPrice ?? '').toBe('');
  });
});
