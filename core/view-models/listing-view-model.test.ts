import { describe, it, expect } from 'vitest';
import { createListingViewModel, type ListingViewModel } from './listing-view-model';
import { createTestLabels } from '../../tests/support/test-labels';
import type { PropertyListing } from '../model/property-listing';
import { NOTARY_STATUS } from '../model/status';
import type { DisplayField } from './types';

const listing: PropertyListing = {
  id: 500,
  title: { nl: 'Woning met tuin', en: 'House with garden' },
  external_id: 'NOT-500',
  status: NOTARY_STATUS.PUBLIC_SALE,
  type: 'HOUSE',
  subType: 'VILLA',
  certification: { energy_label: 'C', epc_value: 350, electrical_certificate: 'OBTAINED', electrical_certificate_conformity: 'VALID', electrical_certificate_information: 'Keuring 2023', as_built_certificate: 'YES' },
  comfort: { heating: 'GAS', heating_information: 'Condensing boiler', swimming_pool: true },
  construction: { bedrooms_count: 3, living_area_surface: 180, land_surface: 0, construction_year: 1975 },
  financial: { price: 325000, price_per_square_meter: 1806, vat_regime: false, provision: 12000 },
  flood_information: { parcel_score: 'D', building_score: 'A' },
  general: { street: { nl: 'Dorpsplein' }, number: '4', zip: '3000', city: 'Leuven', address_visible: true },
  layout: { living: { surface: 40, comment: 'Parket' }, bedroom1: { surface: 16 }, bedroom2: { comment: 'Met dakraam' }, custom: { room1: { name: 'Wijnkelder', surface: 12 } } },
  media: { virtual_visit_url: 'https://tour/500', pictures: ['https://cdn/a.jpg', 'https://cdn/b.jpg'] },
  notary: { setting_price: 250000, session_date: '2026-12-03T14:00:00+01:00', interactive_sale_bid_start: '2026-11-25', increment: 1000, url: 'https://biddit.be/500', notary_name: 'Notaris Janssens' },
  notary_cost: { total: 30000, notary_fee: 4000 },
  other: { garden: 'FULLY_LANDSCAPED', garden_information: 'Zuid', garden_surface: 300 },
  planning: { permission: 'YES', permission_information: 'Vergund 1975', proceeding: 'NO', most_recent_destination: 'WG', subdivision_permit: 'NO' },
};

const labels = createTestLabels('en', {
  'common.yes': 'Yes',
  'tab.financial': 'Financial',
  'enum.Heating.GAS': 'Gas',
  'enum.Type.HOUSE': 'House',
  'enum.RecentDestination.WG': 'Residential area',
  'enum.EnergyLabel.C': 'C',
  'enum.Conformity.VALID': 'Valid',
  'enum.Planning.YES': 'Yes',
  'enum.ElectricityCertification.OBTAINED': 'Obtained',
  'enum.Garden.FULLY_LANDSCAPED': 'Fully landscaped',
});

const vm = createListingViewModel(listing, {}, labels);
const tab = (model: ListingViewModel, name: string) => model.tabs.find((t) => t.name === name);
const field = (model: ListingViewModel, key: string): DisplayField | undefined =>
  model.tabs.flatMap((t) => t.fields).find((f) => f.key === `field.notary.${key}`);

describe('spec §2/§3 notary listing view model: tabs and fields', () => {
  it('spec §2: the twelve notary tabs', () => {
    expect(vm.tabs.map((t) => t.name).sort()).toEqual(
      ['comfort', 'construction', 'epc', 'financial', 'financialCosts', 'financialNotary', 'financialPriceDetails', 'general', 'layout', 'notary', 'other', 'planning'].sort(),
    );
    expect(tab(vm, 'financial')?.title).toBe('Financial');
  });

  it('spec §2: a tab can be hidden through the hidden-tabs setting', () => {
    const model = createListingViewModel(listing, { hiddenTabs: ['financialNotary', 'layout'] }, labels);
    expect(model.tabs.map((t) => t.name)).not.toContain('financialNotary');
    expect(model.tabs.map((t) => t.name)).not.toContain('layout');
    expect(model.tabs).toHaveLength(10);
  });

  it.each<[string, string, Partial<DisplayField>]>([
    ['spec §9: price in currency', 'financial.price', { value: '€ 325.000', visible: true }],
    ['spec §9: price per m²', 'financial.price_per_square_meter', { value: '€ 1.806 /m²' }],
    ['spec §9: living area surface', 'construction.living_area_surface', { value: '180 m²' }],
    ['spec §5: zero land surface hidden', 'construction.land_surface', { visible: false }],
    ['spec §3: enumeration code by label with linked information', 'comfort.heating', { value: 'Gas', information: 'Condensing boiler' }],
    ['spec §3: electrical certificate with its linked information', 'certification.electrical_certificate', { visible: true, information: 'Keuring 2023' }],
    ['spec §5: conformity shown when VALID', 'certification.electrical_certificate_conformity', { value: 'Valid', visible: true }],
    ['spec §3: as-built certificate read from the certification group', 'planning.as_built_certificate', { value: 'Yes', visible: true }],
    ['spec §3: planning permission with linked information', 'planning.permission', { visible: true, information: 'Vergund 1975' }],
    ['spec §3: most recent destination zone code by label', 'planning.most_recent_destination', { value: 'Residential area' }],
    ['spec §5: flooding score after C carries the icon', 'flood_information.parcel_score', { icon: 'flood-warning', visible: true }],
    ['spec §3: garden with linked information', 'other.garden', { information: 'Zuid', visible: true }],
    ['spec §3: virtual visit is a link', 'media.virtual_visit_url', { href: 'https://tour/500', visible: true }],
    ['spec §3: public sale setting price', 'notary.setting_price', { value: '€ 250.000' }],
    ['spec §3: interactive sale bid start date', 'notary.bid_start_date', { value: '25/11/2026', visible: true }],
    ['spec §3: notary name', 'notary.name', { value: 'Notaris Janssens' }],
    ['spec §3: notary cost total', 'notary_cost.total', { value: '€ 30.000', visible: true }],
    ['spec §3: layout room surface with its comment', 'layout.living', { value: '40 m²', information: 'Parket' }],
    ['spec §3: a room with only a comment shows the comment', 'layout.bedroom2', { value: 'Met dakraam', visible: true }],
    ['spec §3: a custom room is labelled by its own name', 'layout.custom.room1', { label: 'Wijnkelder', value: '12 m²' }],
    ['spec §3: an absent room is hidden', 'layout.bedroom7', { visible: false }],
    ['spec §3: address line', 'general.address', { value: 'Dorpsplein 4, 3000 Leuven', visible: true }],
  ])('%s', (_rule, key, expected) => {
    expect(field(vm, key)).toMatchObject(expected);
  });

  it.each<[string, Partial<PropertyListing>, string, boolean]>([
    ['spec §5: TO_RENT hides the electrical certificate', { status: NOTARY_STATUS.TO_RENT }, 'certification.electrical_certificate', false],
    ['spec §5: TO_RENT hides the electrical certificate conformity', { status: NOTARY_STATUS.TO_RENT }, 'certification.electrical_certificate_conformity', false],
    ['spec §5: RENTED hides the planning permission', { status: NOTARY_STATUS.RENTED }, 'planning.permission', false],
    ['spec §5: RENTED hides the most recent destination', { status: NOTARY_STATUS.RENTED }, 'planning.most_recent_destination', false],
    ['spec §5: TO_RENT hides the proceeding', { status: NOTARY_STATUS.TO_RENT }, 'planning.proceeding', false],
    ['spec §5: TO_RENT hides the subdivision permit', { status: NOTARY_STATUS.TO_RENT }, 'planning.subdivision_permit', false],
    ['spec §5: TO_RENT hides the as-built certificate', { status: NOTARY_STATUS.TO_RENT }, 'planning.as_built_certificate', false],
    ['spec §5: FOR_SALE shows the planning permission', { status: NOTARY_STATUS.FOR_SALE }, 'planning.permission', true],
    ['spec §5: PLOT hides the electrical certificate', { type: 'PLOT' }, 'certification.electrical_certificate', false],
    ['spec §5: VAT regime hides the price', { financial: { price: 325000, vat_regime: true } }, 'financial.price', false],
    ['spec §5: VAT regime hides the notary cost total', { financial: { vat_regime: true } }, 'notary_cost.total', false],
    ['spec §5: VAT regime keeps the notary fee', { financial: { vat_regime: true } }, 'notary_cost.notary_fee', true],
    ['spec §3: an archived listing says so', { archived: true, archived_at: '2026-10-01T09:00:00Z' }, 'archived', true],
    ['spec §3: ... and when', { archived: true, archived_at: '2026-10-01T09:00:00Z' }, 'archived_at', true],
    ['spec §3: a listing that is not archived shows no archived field', { archived: false, archived_at: null }, 'archived', false],
    ['spec §5: conformity hidden when null', { certification: { electrical_certificate_conformity: null } }, 'certification.electrical_certificate_conformity', false],
  ])('%s', (_rule, patch, key, visible) => {
    expect(field(createListingViewModel({ ...listing, ...patch }, {}, labels), key)?.visible).toBe(visible);
  });

  it.each<[string, () => unknown, unknown]>([
    ['spec §3: title in the locale', () => vm.title, 'House with garden'],
    ['spec §3: external_id is the reference', () => vm.reference, 'NOT-500'],
    ['spec §3: type label', () => vm.type, 'House'],
    ['spec §3: first picture is the main one', () => vm.mainPicture, 'https://cdn/a.jpg'],
    ['spec §9: EPC bar from the certification', () => vm.epc?.percentage, 50],
    ['spec §3: public sale data', () => vm.publicSale, { settingPrice: '€ 250.000', sessionDate: '03/12/2026', sessionTime: '14:00', visitDate: '', bidStart: '25/11/2026', bidEnd: '', increment: '€ 1.000', url: 'https://biddit.be/500' }],
    ['spec §3: no public sale data gives null', () => createListingViewModel({ id: 1, status: 3, type: 'HOUSE' }, {}, labels).publicSale, null],
    ['spec §4: a sold notary listing is closed', () => createListingViewModel({ ...listing, status: NOTARY_STATUS.SOLD_AT_AUCTION }, {}, labels).closed, true],
    ['spec §5: a minimal listing has no visible tab', () => createListingViewModel({ id: 1, status: 3, type: 'HOUSE' }, {}, labels).tabs.filter((t) => t.visible).map((t) => t.name), ['general']],
  ])('%s', (_rule, actual, expected) => {
    expect(actual()).toEqual(expected);
  });
});
