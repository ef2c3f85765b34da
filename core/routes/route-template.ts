import type { Locale } from '../i18n/locale';
import { decodeSegment, encodeSegment, splitUrl } from './segments';
import type { RouteWords } from './words';

/**
 * Templates are kept as strings ('/{locale}/{detail}/?estate={estateId}') and read with two small
 * functions: the bundle carries no parser. parse-route-map.ts checks a builder's templates first.
 */
type Values = Record<string, string | number | undefined>;

const PLACEHOLDER = /(\{\w+\})/;

/** A template part with its placeholders filled: the locale, the locale's words, URL-encoded values. */
function fill(part: string, locale: Locale, words: RouteWords, values: Values): string {
  return part.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'locale' ? locale : name in words ? words[name as keyof RouteWords] : encodeSegment(values[name] ?? ''),
  );
}

/** The URL of a template for these values: base + path (+ '?' + query). Never throws. */
export function fillTemplate(template: string, base: string, locale: Locale, words: RouteWords, values: Values): string {
  const [path, query] = template.split('?');
  const filled = fill(path, locale, words, values).replace(/\/{2,}/g, '/');
  return (base && filled === '/' ? base : base + filled) + (query ? `?${fill(query, locale, words, values)}` : '');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole-string, case-insensitive pattern of a template part; `names` gets the value placeholders in order. */
function pattern(part: string, locale: Locale, words: RouteWords, names: string[]): RegExp {
  const source = part
    .split(PLACEHOLDER)
    .map((piece) => {
      const name = piece.slice(1, -1);
      if (!PLACEHOLDER.test(piece)) return escape(piece);
      if (name === 'locale') return locale;
      if (name in words) return escape(words[name as keyof RouteWords]);
      names.push(name);
      return '([^/]+?)';
    })
    .join('');
  return new RegExp(`^${source}$`, 'i');
}

/** Decoded captures into `found`; false when one is empty or badly encoded. */
function take(match: RegExpExecArray | null, names: string[], found: Values): boolean {
  if (!match) return false;
  return names.every((name, i) => {
    const value = decodeSegment(match[i + 1]);
    found[name] = value ?? '';
    return !!value;
  });
}

const trimSlashes = (path: string) => `/${path.split('/').filter((s) => s !== '').join('/')}`;

/**
 * The values a URL holds for a template in one locale, or null when it is not that page. Query items
 * beyond the template's own and the hash are ignored; trailing and doubled slashes are tolerated.
 */
export function matchTemplate(template: string, base: string, locale: Locale, words: RouteWords, url: string): Values | null {
  const [path, query] = template.split('?');
  const { segments, search } = splitUrl(url);
  const found: Values = {};
  const names: string[] = [];
  const re = pattern(trimSlashes(base + path).replace(/^\/$/, ''), locale, words, names);
  if (!take(re.exec(segments.length ? `/${segments.join('/')}` : ''), names, found)) return null;
  const items = search.slice(1).split('&').map((item) => item.replace(/\+/g, '%20'));
  for (const wanted of query ? query.split('&') : []) {
    const itemNames: string[] = [];
    const itemRe = pattern(wanted, locale, words, itemNames);
    if (!items.some((item) => take(itemRe.exec(item), itemNames, found))) return null;
  }
  return found;
}

/** The number of query items of a template: the page with more of them present is the more specific. */
export const queryItems = (template: string): number => (template.split('?')[1] ?? '').split('&').filter(Boolean).length;
