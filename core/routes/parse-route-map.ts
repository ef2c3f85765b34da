import { LOCALES, isLocale } from '../i18n/locale';
import { ROUTE_NAMES, ROUTE_PARAMS, type RouteMap, type RouteNameOf, type RouteParam } from './route-map';
import { ROUTE_WORDS } from './words';

export type RouteMapResult = { ok: true; map: RouteMap } | { ok: false; expected: string; received: string };

const WORD_KEYS = Object.keys(ROUTE_WORDS.en);
const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value));
const fail = (expected: string, received: unknown): RouteMapResult => ({ ok: false, expected, received: show(received) });
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const VALUE_NAMES = ['token', 'estateId', 'slug', 'entityId', 'appointmentId', 'rentalUnitId'];

/** Why a template cannot stand for a page, or '' when it can. */
function templateProblem(name: RouteNameOf, template: string): string {
  if (!template.startsWith('/')) return 'a path starting with /';
  if (template.includes('#')) return 'no # (a hash never reaches the server)';
  if (/\{(?!\w+\})|(?<!\{\w+)\}/.test(template)) return 'no unmatched { or }';
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const unknown = names.find((n) => n !== 'locale' && !WORD_KEYS.includes(n) && !VALUE_NAMES.includes(n));
  if (unknown) return `known placeholders ({locale}, a word such as {offer}, the page's values), not {${unknown}}`;
  const [path, query = ''] = template.split('?');
  const valueCount = (part: string) => (part.match(/\{(\w+)\}/g) ?? []).filter((p) => VALUE_NAMES.includes(p.slice(1, -1)) || p === '{locale}').length;
  const crowded = [...path.split('/'), ...query.split('&')].find((part) => valueCount(part) > 1);
  if (crowded) return `one value placeholder per path segment or query item (${crowded})`;
  const badItem = query.split('&').find((item) => item !== '' && (!/^[^=]+=/.test(item) || valueCount(item.split('=')[0]) > 0));
  if (badItem) return `query items as key=value, the value placeholder after = (${badItem})`;
  const held = names.filter((n) => VALUE_NAMES.includes(n));
  const needed = ROUTE_PARAMS[name];
  const missing = needed.filter((p) => !held.includes(p));
  if (missing.length) return `${missing.map((p) => `{${p}}`).join(', ')} in it (the page needs ${missing.length > 1 ? 'them' : 'it'})`;
  const extra = held.filter((p, i) => !needed.includes(p as RouteParam) || held.indexOf(p) !== i);
  if (extra.length) return `only ${needed.length ? needed.map((p) => `{${p}}`).join(', ') : 'no value placeholder'}, once (not ${extra.map((p) => `{${p}}`).join(', ')})`;
  return '';
}

/**
 * A route map from a site builder (data-routes or site settings `routes`), checked key by key. The
 * error says what was expected next to what was received, for one `[estate-blocks]` message.
 */
export function parseRouteMap(input: unknown): RouteMapResult {
  if (input === undefined || input === null) return { ok: true, map: {} };
  if (!isObject(input)) return fail('an object such as {"form":"query"}', input);
  for (const key of Object.keys(input)) {
    if (!['base', 'form', 'words', 'templates'].includes(key)) return fail('only the keys base, form, words, templates', key);
  }
  const { base, form, words, templates } = input;
  if (base !== undefined && (typeof base !== 'string' || !/^(\/[^/?#{}\s]+)*\/?$/.test(base))) return fail('"base" to be a path such as "/immo"', base);
  if (form !== undefined && form !== 'path' && form !== 'query') return fail('"form" to be "path" or "query"', form);
  if (words !== undefined) {
    if (!isObject(words)) return fail('"words" to be an object per locale, e.g. {"nl":{"offer":"te-koop"}}', words);
    for (const [locale, perLocale] of Object.entries(words)) {
      if (!isLocale(locale)) return fail(`"words" keys to be locales (${LOCALES.join(', ')})`, locale);
      if (!isObject(perLocale)) return fail(`"words.${locale}" to be an object of words`, perLocale);
      for (const [key, word] of Object.entries(perLocale)) {
        if (!WORD_KEYS.includes(key)) return fail(`"words.${locale}" keys to be among ${WORD_KEYS.join(', ')}`, key);
        if (typeof word !== 'string' || !/^[^/?#&={}\s]+$/.test(word)) return fail(`"words.${locale}.${key}" to be one path word without / ? # & = { } or spaces`, word);
      }
    }
  }
  if (templates !== undefined) {
    if (!isObject(templates)) return fail('"templates" to be an object per page, e.g. {"estate":"/{locale}/{offer}/{estateId}"}', templates);
    for (const [name, template] of Object.entries(templates)) {
      if (!(ROUTE_NAMES as readonly string[]).includes(name)) return fail(`"templates" keys to be among ${ROUTE_NAMES.join(', ')}`, name);
      const perLocale = typeof template === 'string' ? { '': template } : template;
      if (!isObject(perLocale)) return fail(`"templates.${name}" to be a template string or one per locale`, template);
      for (const [locale, one] of Object.entries(perLocale)) {
        const where = locale ? `templates.${name}.${locale}` : `templates.${name}`;
        if (locale && !isLocale(locale)) return fail(`"templates.${name}" keys to be locales (${LOCALES.join(', ')})`, locale);
        if (typeof one !== 'string') return fail(`"${where}" to be a template string`, one);
        const problem = templateProblem(name as RouteNameOf, one);
        if (problem) return fail(`"${where}" to have ${problem}`, one);
      }
    }
  }
  return { ok: true, map: input as RouteMap };
}

/** A data-routes attribute: JSON, URL-encoded or not (like data-node). */
export function decodeRouteMap(attribute: string | undefined): RouteMapResult {
  if (attribute === undefined || attribute.trim() === '') return { ok: true, map: {} };
  let text = attribute.trim();
  if (!text.startsWith('{')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return fail('URL-encoded JSON', attribute.slice(0, 80));
    }
  }
  try {
    return parseRouteMap(JSON.parse(text));
  } catch {
    return fail('JSON such as {"form":"query"}', text.slice(0, 80));
  }
}
