import { render } from '@testing-library/react';
import { createTranslator, loadCatalogue } from '../../core/i18n';
import type { Agreement, RentalPeriod, RentalUnit } from '../../core/model';
import type { Locale } from '../../core/i18n/locale';
import { BlockProvider } from '../../widgets/runtime/block-context';
import type { SiteApi } from '../../widgets/runtime/services';
import { RentalUnitBlock } from '../../widgets/rental-unit/rental-unit';
import type { RentalUnitConfig } from '../../widgets/rental-unit/schema';

export const AGREEMENTS: Agreement[] = [{ id: 'privacy', title: 'Privacy statement', url: '/en/privacy-statement', required: true }];

export function createUnit(partial: Partial<RentalUnit> = {}): RentalUnit {
  return {
    id: 77,
    photos: [1, 2, 3].map((n) => ({ original: `/img/77-${n}.jpg`, medium: `/img/77-${n}-m.jpg`, thumbnail: `/img/77-${n}-t.jpg` })),
    address: {
      street: { nl: 'Zeedijk', fr: 'Digue de Mer', en: 'Zeedijk', de: 'Zeedijk' },
      number: '12',
      box: 'B3',
      city: { name: 'Knokke-Heist', alias: { nl: 'Knokke-Heist', fr: 'Knokke' }, zip: '8300' },
      visible: true,
    },
    general: {
      description: {
        nl: '<p>Ruim <strong>appartement</strong> aan zee.</p><img src="x" onerror="window.__ebPwned=1"><script>window.__ebPwned=2</script>',
        fr: '<p>Bel <strong>appartement</strong> à la mer.</p>',
        en: '<p>Spacious <strong>apartment</strong> by the sea.</p><img src="x" onerror="window.__ebPwned=1"><script>window.__ebPwned=2</script>',
        de: '<p>Geräumige <strong>Wohnung</strong> am Meer.</p>',
      },
      location: { id: 1, name: { nl: 'Kust', fr: 'Côte', en: 'Coast', de: 'Küste' } },
      city: { name: 'Knokke-Heist' },
      maxOccupation: 4,
      subKind: { id: 1, name: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' } },
      garage: false,
      floor: 0,
      building: { name: 'Residentie Zeezicht', rentalName: 'ZZ-12' },
    },
    rooms: { bedrooms: 2, bathrooms: 0 },
    ...partial,
  };
}

export const PERIODS: RentalPeriod[] = [
  { id: 501, periodType: 'WEEK', start: '2026-12-05', end: '2026-12-12', price: 850, available: true },
  { id: 502, periodType: 'WEEKEND', start: '2026-12-18', end: '2026-12-20', price: 320, available: false },
  { id: 503, periodType: 'MIDWEEK', start: '2027-01-04', end: '2027-01-08', price: null, available: true },
];

export type RentalTestApi = Pick<SiteApi, 'getRentalUnit' | 'getRentalUnitPeriods' | 'requestReservation' | 'getAgreements'>;

export function createApi(partial: Partial<RentalTestApi> = {}): RentalTestApi {
  return {
    getRentalUnit: async () => createUnit(),
    getRentalUnitPeriods: async () => PERIODS,
    requestReservation: async () => ({ id: 'r-1' }),
    getAgreements: async () => AGREEMENTS,
    ...partial,
  };
}

/** Renders the block with the real bundled catalogue of `locale`, as a visitor would see it. */
export async function renderRentalUnit(api: Partial<RentalTestApi>, { locale = 'en', config = { rentalUnitId: 77, scope: 'default' } }: { locale?: Locale; config?: RentalUnitConfig } = {}) {
  const translator = createTranslator(locale, await loadCatalogue(locale));
  const settings = { siteId: 'demo', api: 'http://127.0.0.1/api', locale, version: 'test', base: '/' };
  return render(
    <BlockProvider value={{ settings, locale, t: translator.t, translator, api: api as SiteApi, element: document.createElement('div'), config: { ...config }, routes: {} }}>
      <RentalUnitBlock config={config} />
    </BlockProvider>,
  );
}
