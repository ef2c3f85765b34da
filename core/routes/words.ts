import type { Locale } from '../i18n/locale';

/** The translated path words of one locale. */
export interface RouteWords {
  offer: string;
  holiday: string;
  cancelAppointment: string;
  favorites: string;
  keepMeInformed: string;
  success: string;
  unsubscribe: string;
  privacyStatement: string;
  termsOfUse: string;
  detail: string;
}

/**
 * Path words per locale. offer, holiday and cancel-appointment are spec §2's; the others are our
 * choice (spec §2 gives only English): plain ASCII, lowercase, no accents, as a Belgian site would write them.
 */
export const ROUTE_WORDS: Readonly<Record<Locale, RouteWords>> = {
  nl: {
    offer: 'aanbod',
    holiday: 'vakantie',
    cancelAppointment: 'afspraak-annuleren',
    favorites: 'favorieten',
    keepMeInformed: 'hou-me-op-de-hoogte',
    success: 'gelukt',
    unsubscribe: 'uitschrijven',
    privacyStatement: 'privacyverklaring',
    termsOfUse: 'gebruiksvoorwaarden',
    detail: 'detail',
  },
  fr: {
    offer: 'offre',
    holiday: 'vacances',
    cancelAppointment: 'annuler-rendez-vous',
    favorites: 'favoris',
    keepMeInformed: 'tenez-moi-informe',
    success: 'confirmation',
    unsubscribe: 'desinscription',
    privacyStatement: 'declaration-de-confidentialite',
    termsOfUse: 'conditions-d-utilisation',
    detail: 'detail',
  },
  en: {
    offer: 'offer',
    holiday: 'holiday',
    cancelAppointment: 'cancel-appointment',
    favorites: 'favorites',
    keepMeInformed: 'keep-me-informed',
    success: 'success',
    unsubscribe: 'unsubscribe',
    privacyStatement: 'privacy-statement',
    termsOfUse: 'terms-of-use',
    detail: 'detail',
  },
  de: {
    offer: 'angebot',
    holiday: 'feiertage',
    cancelAppointment: 'termin-absagen',
    favorites: 'favoriten',
    keepMeInformed: 'auf-dem-laufenden-bleiben',
    success: 'erfolg',
    unsubscribe: 'abmelden',
    privacyStatement: 'datenschutzerklaerung',
    termsOfUse: 'nutzungsbedingungen',
    detail: 'detail',
  },
};
