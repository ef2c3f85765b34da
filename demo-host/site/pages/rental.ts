import type { Locale } from '../../../core/i18n/locale';
import { LOCALES } from '../../../core/i18n/locale';
import { matchRoute, ROUTE_WORDS } from '../../../core/routes';
import { rentalHead } from '../../../core/head';
import type { RentalPeriod, RentalUnit } from '../../../core/model/rental';
import { blockDiv, esc } from '../html';
import type { Page, PageContext } from '../page';

/** The served head of a rental unit page, or null when the service does not know the unit. */
async function unitHead(ctx: PageContext, id: string) {
  const base = `/sites/${encodeURIComponent(ctx.siteId)}/rental-units/${encodeURIComponent(id)}`;
  const [unit, periods] = await Promise.all([ctx.apiGet<RentalUnit>(base), ctx.apiGet<RentalPeriod[]>(`${base}/periods`)]);
  if (!unit || typeof unit !== 'object' || typeof unit.id !== 'number') return null;
  const urls = { site: ctx.url.origin, api: `${ctx.url.origin}/api` };
  return rentalHead(unit, Array.isArray(periods) ? periods : [], ctx.locale, urls, { siteName: ctx.siteName, imageSize: { width: 800, height: 600 } });
}

/**
 * Demo pages of the holiday rental and appointment blocks:
 *   /{locale}/{holiday}                         rental-search (list with filters)
 *   /{locale}/{holiday}/{rentalUnitId}          rental-unit (spec §2 route)
 *   /{locale}/{cancel-appointment}/{id}         cancel-appointment (spec §2 route)
 */
const TITLES: Record<Locale, { rentals: string; rentalsDescription: string; unit: string; cancel: string }> = {
  nl: { rentals: 'Vakantie in België', rentalsDescription: 'Vakantiewoningen in België: kies uw bestemming, het type en de periode en vraag meteen uw verblijf aan.', unit: 'Vakantiewoning', cancel: 'Afspraak annuleren' },
  fr: { rentals: 'Vacances en Belgique', rentalsDescription: 'Locations de vacances en Belgique : choisissez votre destination, le type et la période, puis demandez votre séjour.', unit: 'Location de vacances', cancel: 'Annuler un rendez-vous' },
  en: { rentals: 'Holidays in Belgium', rentalsDescription: 'Holiday homes in Belgium: choose your destination, the type and the period, then request your stay.', unit: 'Holiday home', cancel: 'Cancel an appointment' },
  de: { rentals: 'Urlaub in Belgien', rentalsDescription: 'Ferienwohnungen in Belgien: Wählen Sie Ihr Ziel, die Art und den Zeitraum und fragen Sie Ihren Aufenthalt an.', unit: 'Ferienwohnung', cancel: 'Termin absagen' },
};

const rentalSearchPage: Page = {
  name: 'rental: search',
  match(pathname) {
    const locale = LOCALES.find((l) => pathname.replace(/\/$/, '') === `/${l}/${ROUTE_WORDS[l].holiday}`);
    return locale ? { locale } : null;
  },
  render(_params, ctx) {
    const title = TITLES[ctx.locale].rentals;
    return { title, description: TITLES[ctx.locale].rentalsDescription, body: `<h1>${esc(title)}</h1>\n${blockDiv('rental-search')}` };
  },
};

const rentalUnitPage: Page = {
  name: 'rental: unit',
  match(pathname) {
    const route = matchRoute(pathname);
    return route?.name === 'rentalUnit' ? { rentalUnitId: route.rentalUnitId } : null;
  },
  async render(params, ctx) {
    // The block reads the id from the URL (spec §2), as a site builder's one template for all units would.
    const title = TITLES[ctx.locale].unit;
    const head = await unitHead(ctx, params.rentalUnitId);
    return { title: head?.title ?? title, headData: head ?? undefined, body: `<h1>${esc(title)}</h1>\n${blockDiv('rental-unit')}` };
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
    // The block's heading is the page's one h1 (a page h1 above it said the same thing again).
    return { title, noindex: true, body: blockDiv('cancel-appointment', { headingLevel: 1 }) };
  },
};

export const pages: Page[] = [rentalSearchPage, rentalUnitPage, cancelAppointmentPage];
