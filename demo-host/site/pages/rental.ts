import type { Locale } from '../../../widgets/runtime/block-contract';
import { LOCALES } from '../../../core/i18n/locale';
import { matchRoute, ROUTE_WORDS } from '../../../core/routes';
import { blockDiv, esc } from '../html';
import type { Page } from '../page';

/**
 * Demo pages of the holiday rental and appointment blocks:
 *   /{locale}/{holiday}                         rental-search (list with filters)
 *   /{locale}/{holiday}/{rentalUnitId}          rental-unit (spec §2 route)
 *   /{locale}/{cancel-appointment}/{id}         cancel-appointment (spec §2 route)
 */
const TITLES: Record<Locale, { rentals: string; unit: string; cancel: string }> = {
  nl: { rentals: 'Vakantiewoningen', unit: 'Vakantiewoning', cancel: 'Afspraak annuleren' },
  fr: { rentals: 'Locations de vacances', unit: 'Location de vacances', cancel: 'Annuler un rendez-vous' },
  en: { rentals: 'Holiday homes', unit: 'Holiday home', cancel: 'Cancel an appointment' },
  de: { rentals: 'Ferienwohnungen', unit: 'Ferienwohnung', cancel: 'Termin absagen' },
};

const rentalSearchPage: Page = {
  name: 'rental: search',
  match(pathname) {
    const locale = LOCALES.find((l) => pathname.replace(/\/$/, '') === `/${l}/${ROUTE_WORDS[l].holiday}`);
    return locale ? { locale } : null;
  },
  render(_params, ctx) {
    const title = TITLES[ctx.locale].rentals;
    return { title, body: `<h1>${esc(title)}</h1>\n${blockDiv('rental-search')}` };
  },
};

const rentalUnitPage: Page = {
  name: 'rental: unit',
  match(pathname) {
    const route = matchRoute(pathname);
    return route?.name === 'rentalUnit' ? { rentalUnitId: route.rentalUnitId } : null;
  },
  render(_params, ctx) {
    // The block reads the id from the URL (spec §2), as a site builder's one template for all units would.
    const title = TITLES[ctx.locale].unit;
    return { title, body: `<h1>${esc(title)}</h1>\n${blockDiv('rental-unit')}` };
  },
};

const cancelAppointmentPage: Page = {
  name: 'appointment: cancel',
  match(pathname) {
    const route = matchRoute(pathname);
    return route?.name === 'cancelAppointment' ? { appointmentId: route.appointmentId } : null;
  },
  render(_params, ctx) {
    const title = TITLES[ctx.locale].cancel;
    return { title, body: `<h1>${esc(title)}</h1>\n${blockDiv('cancel-appointment')}` };
  },
};

export const pages: Page[] = [rentalSearchPage, rentalUnitPage, cancelAppointmentPage];
