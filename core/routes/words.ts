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

/** The words every locale shares: spec §2 translates only offer, holiday and cancel-appointment. */
const ENGLISH_WORDS = {
  favorites: 'favorites',
  keepMeInformed: 'keep-me-informed',
  success: 'success',
  unsubscribe: 'unsubscribe',
  privacyStatement: 'privacy-statement',
  termsOfUse: 'terms-of-use',
  detail: 'detail',
} as const;

/** Path words per locale (spec §2's word equivalents). */
export const ROUTE_WORDS: Readonly<Record<Locale, RouteWords>> = {
  nl: { offer: 'aanbod', holiday: 'vakantie', cancelAppointment: 'afspraak-annuleren', ...ENGLISH_WORDS },
  fr: { offer: 'offre', holiday: 'vacances', cancelAppointment: 'annuler-rendez-vous', ...ENGLISH_WORDS },
  en: { offer: 'offer', holiday: 'holiday', cancelAppointment: 'cancel-appointment', ...ENGLISH_WORDS },
  de: { offer: 'angebot', holiday: 'feiertage', cancelAppointment: 'termin-absagen', ...ENGLISH_WORDS },
};
