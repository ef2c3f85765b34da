import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locale';
import { decodeSegment, encodeSegment, splitUrl } from './segments';

/** Localized ajax routes of spec §2, served under '/{locale}/ajax/…' so they never clash with pages. */
export type AjaxRoute =
  | { name: 'notifications'; locale: Locale }
  | { name: 'contactFormHandler'; locale: Locale }
  | { name: 'searchCity'; locale: Locale }
  | { name: 'sendToAFriend'; locale: Locale }
  | { name: 'estate'; locale: Locale; estateId: string }
  | { name: 'similarEstate'; locale: Locale; estateId: string };

export type AjaxRouteName = AjaxRoute['name'];

export const AJAX_PREFIX = 'ajax';

/** Path word of each ajax route; the two with an estate id take it as the next segment. */
export const AJAX_WORDS: Readonly<Record<AjaxRouteName, string>> = {
  notifications: 'notifications',
  contactFormHandler: 'contact-form-handler',
  searchCity: 'search-city',
  sendToAFriend: 'send-to-a-friend',
  estate: 'estate',
  similarEstate: 'similar-estate',
};

const WITH_ID: ReadonlySet<AjaxRouteName> = new Set(['estate', 'similarEstate']);

/** '/nl/ajax/similar-estate/42'. Never throws. */
export function buildAjaxRoute(route: AjaxRoute): string {
  const locale = isLocale(route.locale) ? route.locale : DEFAULT_LOCALE;
  const base = `/${locale}/${AJAX_PREFIX}/${AJAX_WORDS[route.name]}`;
  return 'estateId' in route ? `${base}/${encodeSegment(route.estateId ?? '')}` : base;
}

/** The ajax route of a path, or null. */
export function matchAjaxRoute(pathname: string): AjaxRoute | null {
  const { segments } = splitUrl(String(pathname ?? ''));
  const locale = segments[0]?.toLowerCase();
  if (!isLocale(locale) || segments[1]?.toLowerCase() !== AJAX_PREFIX) return null;
  const word = segments[2]?.toLowerCase();
  const name = (Object.keys(AJAX_WORDS) as AjaxRouteName[]).find((n) => AJAX_WORDS[n] === word);
  if (!name) return null;
  if (!WITH_ID.has(name)) return segments.length === 3 ? ({ name, locale } as AjaxRoute) : null;
  if (segments.length !== 4) return null;
  const estateId = decodeSegment(segments[3]);
  return estateId ? ({ name, locale, estateId } as AjaxRoute) : null;
}
