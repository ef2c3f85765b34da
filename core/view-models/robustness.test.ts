import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { createEstateViewModel } from './estate-view-model';
import { createListingViewModel } from './listing-view-model';
import { createRentalUnitViewModel } from './rental-unit-view-model';
import { createTestLabels } from '../../tests/support/test-labels';
import { unitFixture } from '../../tests/support/estate-fixtures';
import type { Estate } from '../model/estate';
import type { PropertyListing } from '../model/property-listing';
import type { RentalUnit } from '../model/rental';

const value = fc.oneof(fc.string({ maxLength: 12 }), fc.double(), fc.integer({ min: -2, max: 5 }), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.constant(-1));
const group = fc.dictionary(fc.constantFrom('price', 'surface', 'epc_value', 'heating', 'permission', 'garden', 'vat_regime', 'total', 'session_date', 'energy_label'), value, { maxKeys: 6 });

describe('spec §3 view models tolerate any feed values (property)', () => {
  it('spec §3/§5: broker, notary and rental view models never throw and every field value is a string', () => {
    const labels = createTestLabels('nl');
    fc.assert(
      fc.property(value, value, value, group, group, (a, b, c, g1, g2) => {
        const estate = {
          ...unitFixture,
          general: { ...unitFixture.general, price: { value: a, totalPrice: b, constructionValue: c, priceFrom: b }, floodingScoreBuilding: a, townPlanningValue: c },
          technical: { certificateConformity: a, available: b, condition: c },
          energy: { epcValue: a, energyLabel: b, shared: { epcValue: c } },
        } as Estate;
        const vm = createEstateViewModel(estate, { children: [estate] }, labels);
        for (const f of vm.sectionList.flatMap((s) => s.fields)) expect(typeof f.value).toBe('string');

        const listing = { id: 1, status: 2, type: 'PLOT', financial: g1, planning: g2, certification: g1, notary: g2, layout: { living: g1 } } as PropertyListing;
        const lvm = createListingViewModel(listing, { hiddenTabs: ['other'] }, labels);
        for (const f of lvm.tabs.flatMap((t) => t.fields)) expect(typeof f.value).toBe('string');

        const unit = { id: 1, photos: [], general: { maxOccupation: a, garage: b, floor: c }, rooms: { bedrooms: a } } as RentalUnit;
        expect(typeof createRentalUnitViewModel(unit, 'nl', labels).address).toBe('string');
      }),
      { numRuns: 150 },
    );
  }, 30_000);
});
