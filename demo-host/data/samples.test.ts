import { describe, expect, it } from 'vitest';
import { generateDataset } from './dataset';
import { HIDDEN_ADDRESS_SAMPLE, SAMPLE_IDS } from './samples';

const data = generateDataset({ size: 2000, now: Date.UTC(2026, 10, 22) });
const estate = (id: number) => data.estateById.get(id)!;
const listing = (id: number) => data.listings.get(id)!;

describe('demo-host/data/README sample ids (default dataset)', () => {
  it.each([
    ['brokerHouseForSale', () => estate(SAMPLE_IDS.brokerHouseForSale).general.headType?.id === 1 && estate(SAMPLE_IDS.brokerHouseForSale).general.transaction?.id === 1],
    ['brokerApartmentForSale', () => estate(SAMPLE_IDS.brokerApartmentForSale).general.headType?.id === 2 && estate(SAMPLE_IDS.brokerApartmentForSale).general.transaction?.id === 1],
    ['brokerApartmentToRent', () => estate(SAMPLE_IDS.brokerApartmentToRent).general.transaction?.id === 2],
    ['brokerSold', () => estate(SAMPLE_IDS.brokerSold).status.id === 4],
    ['brokerRented', () => estate(SAMPLE_IDS.brokerRented).status.id === 5],
    ['brokerWalloon', () => estate(SAMPLE_IDS.brokerWalloon).general.address?.region === 'WALLONIA'],
    ['brokerWithoutPictures', () => (estate(SAMPLE_IDS.brokerWithoutPictures).pictures ?? []).length === 0],
    ['brokerWithSticker', () => Boolean(estate(SAMPLE_IDS.brokerWithSticker).general.sticker)],
    ['brokerAbroad', () => estate(SAMPLE_IDS.brokerAbroad).general.address?.country?.id !== 'BE'],
    ['agendaForSale', () => data.agendaEstateIds.has(SAMPLE_IDS.agendaForSale)],
    ['agendaToRent', () => data.agendaEstateIds.has(SAMPLE_IDS.agendaToRent) && estate(SAMPLE_IDS.agendaToRent).general.transaction?.id === 2],
    ['project', () => estate(SAMPLE_IDS.project).general.project === true && data.unitsByProject.get(SAMPLE_IDS.project)!.length > 3],
    ['projectUnit', () => estate(SAMPLE_IDS.projectUnit).general.parentId === SAMPLE_IDS.project],
    ['projectUnitSold', () => estate(SAMPLE_IDS.projectUnitSold).general.parentId === SAMPLE_IDS.project && estate(SAMPLE_IDS.projectUnitSold).status.id === 4],
    ['notaryForSale', () => listing(SAMPLE_IDS.notaryForSale).status === 3],
    ['notaryPublicSale', () => listing(SAMPLE_IDS.notaryPublicSale).status === 5 && Boolean(listing(SAMPLE_IDS.notaryPublicSale).notary?.session_date)],
    ['notarySold', () => listing(SAMPLE_IDS.notarySold).status === 1],
    ['notaryToRent', () => [2, 4, 8, 10].includes(listing(SAMPLE_IDS.notaryToRent).status)],
    ['notaryRented', () => listing(SAMPLE_IDS.notaryRented).status === 6],
    ['notaryPlotForSale', () => listing(SAMPLE_IDS.notaryPlotForSale).type === 'PLOT' && listing(SAMPLE_IDS.notaryPlotForSale).status === 3],
    ['notaryVatRegime', () => listing(SAMPLE_IDS.notaryVatRegime).financial?.vat_regime === true],
    ['rentalUnit', () => data.rentalById.has(SAMPLE_IDS.rentalUnit)],
    ['brokerHiddenAddress', () => {
      const e = estate(SAMPLE_IDS.brokerHiddenAddress);
      const a = e.general.address!;
      const s = HIDDEN_ADDRESS_SAMPLE;
      return a.visible === false && !e.general.parentId && !e.general.project && e.status.id === 1 && (e.pictures ?? []).length > 0
        && JSON.stringify(Object.values(a.street ?? {})) === JSON.stringify(s.streets) && a.street_address === s.streetAddress
        && a.street_address.startsWith(s.streetLine) && a.geoLocation?.lat === s.lat && a.geoLocation?.lon === s.lon && a.city?.id === s.cityId && a.city?.name === s.city;
    }],
  ])('%s is what its name says', (_name, check) => {
    expect(check()).toBe(true);
  });

  it('spec §5: a notary listing under the VAT regime reaches the search paths with no price (lists show none)', () => {
    expect(listing(SAMPLE_IDS.notaryVatRegime).financial?.price).toBeGreaterThan(0);
    expect(estate(SAMPLE_IDS.notaryVatRegime).general.price?.value ?? null).toBeNull();
    const priced = [...data.listings.values()].find((l) => !l.financial?.vat_regime && (l.financial?.price ?? 0) > 0)!;
    expect(estate(priced.id).general.price?.value).toBe(priced.financial?.price);
  });
});
