import type { Locale } from '../i18n/locale';
import type { RouteParam } from './route-map';
import { decodeSegment, encodeSegment, splitUrl } from './segments';
import { ROUTE_WORDS, type RouteWords } from './words';

/** A piece of a template segment: literal text, the locale, a route word or a page parameter. */
export type TemplatePiece = { text: string } | { locale: true } | { word: keyof RouteWords } | { param: RouteParam };

/** A template split up: path segments and query items, each a list of pieces. */
export interface ParsedTemplate {
  segments: TemplatePiece[][];
  query: Array<{ key: TemplatePiece[]; value: TemplatePiece[] }>;
  /** The template's path ends with '/' (kept when building: a static host serves the folder's index.html). */
  trailingSlash: boolean;
}

const WORD_KEYS = new Set(Object.keys(ROUTE_WORDS.en));
const PARAMS = new Set<string>(['token', 'estateId', 'slug', 'entityId', 'appointmentId', 'rentalUnitId']);

/** The pieces of one template part, or an error naming the unknown placeholder. */
function pieces(part: string): TemplatePiece[] | string {
  const out: TemplatePiece[] = [];
  const re = /\{([^{}]*)\}/g;
  let last = 0;
  for (let m = re.exec(part); m; m = re.exec(part)) {
    if (m.index > last) out.push({ text: part.slice(last, m.index) });
    const name = m[1];
    if (name === 'locale') out.push({ locale: true });
    else if (WORD_KEYS.has(name)) out.push({ word: name as keyof RouteWords });
    else if (PARAMS.has(name)) out.push({ param: name as RouteParam });
    else return `known placeholders ({locale}, a word such as {offer}, the page's values), not {${name}}`;
    last = re.lastIndex;
  }
  if (last < part.length) out.push({ text: part.slice(last) });
  if (out.some((p) => 'text' in p && /[{}]/.test(p.text))) return 'no unmatched { or }';
  return out;
}

/** A template ('/{locale}/{detail}/?estate={estateId}') in pieces, or an error message. */
export function parseTemplate(template: string): ParsedTemplate | string {
  if (typeof template !== 'string' || !template.startsWith('/')) return 'a path starting with /';
  if (template.includes('#')) return 'no # (a hash never reaches the page)';
  const at = template.indexOf('?');
  const path = at < 0 ? template : template.slice(0, at);
  const search = at < 0 ? '' : template.slice(at + 1);
  const segments: TemplatePiece[][] = [];
  for (const segment of path.split('/').filter((s) => s !== '')) {
    const parsed = pieces(segment);
    if (typeof parsed === 'string') return parsed;
    if (parsed.filter((p) => 'param' in p || 'locale' in p).length > 1) return `one placeholder for a value per path segment (${segment})`;
    segments.push(parsed);
  }
  const query: ParsedTemplate['query'] = [];
  for (const item of search.split('&').filter((s) => s !== '')) {
    const eq = item.indexOf('=');
    if (eq <= 0) return `query items as key=value (${item})`;
    const key = pieces(item.slice(0, eq));
    const value = pieces(item.slice(eq + 1));
    if (typeof key === 'string') return key;
    if (typeof value === 'string') return value;
    if (key.some((p) => 'param' in p)) return `a value placeholder only after = (${item})`;
    if (value.filter((p) => 'param' in p || 'locale' in p).length > 1) return `one placeholder for a value per query item (${item})`;
    query.push({ key, value });
  }
  return { segments, query, trailingSlash: path.length > 1 && path.endsWith('/') };
}

/** The page parameters a parsed template holds. */
export function templateParams(template: ParsedTemplate): RouteParam[] {
  const all = [...template.segments.flat(), ...template.query.flatMap((q) => [...q.key, ...q.value])];
  return all.flatMap((p) => ('param' in p ? [p.param] : []));
}

type Values = Partial<Record<RouteParam, string | number | undefined>>;

function fill(parts: TemplatePiece[], locale: Locale, words: RouteWords, values: Values): string {
  return parts
    .map((p) => ('text' in p ? p.text : 'locale' in p ? locale : 'word' in p ? words[p.word] : encodeSegment(values[p.param] ?? '')))
    .join('');
}

/** The URL of a template for these values: base + path (+ '?' + query). Values are URL-encoded. */
export function fillTemplate(template: ParsedTemplate, base: string, locale: Locale, words: RouteWords, values: Values): string {
  const path = template.segments.map((s) => fill(s, locale, words, values)).join('/');
  const query = template.query.map((q) => `${fill(q.key, locale, words, values)}=${fill(q.value, locale, words, values)}`).join('&');
  const tail = path === '' ? '/' : `/${path}${template.trailingSlash ? '/' : ''}`;
  return `${base}${tail === '/' && base ? '' : tail}${query ? `?${query}` : ''}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compiled = new Map<string, RegExp>();

/** A whole-string, case-insensitive pattern for one segment or query part; values are captured. */
function patternOf(parts: TemplatePiece[], words: RouteWords): RegExp {
  const source = parts
    .map((p) => ('text' in p ? escape(p.text) : 'locale' in p ? '(nl|fr|en|de)' : 'word' in p ? escape(words[p.word]) : '(.+?)'))
    .join('');
  let re = compiled.get(source);
  if (!re) {
    re = new RegExp(`^${source}$`, 'i');
    if (compiled.size > 2000) compiled.clear();
    compiled.set(source, re);
  }
  return re;
}

/** Captures of `parts` in `text` into `found` (values decoded); false when it does not match. */
function capture(parts: TemplatePiece[], text: string, locale: Locale, words: RouteWords, found: Values): boolean {
  const m = patternOf(parts, words).exec(text);
  if (!m) return false;
  let i = 1;
  for (const p of parts) {
    if ('locale' in p) {
      if (m[i++].toLowerCase() !== locale) return false;
    } else if ('param' in p) {
      const value = decodeSegment(m[i++]);
      if (value === null || value === '') return false;
      found[p.param] = value;
    }
  }
  return true;
}

/**
 * The values a URL holds for a template in one locale, or null when it is not that page. Query and
 * hash beyond the template's own items are ignored; a trailing slash is tolerated.
 */
export function matchTemplate(template: ParsedTemplate, base: string, locale: Locale, words: RouteWords, url: string): Values | null {
  const { segments, search } = splitUrl(url);
  const baseSegments = base.split('/').filter((s) => s !== '');
  for (let i = 0; i < baseSegments.length; i++) {
    if (segments[i]?.toLowerCase() !== baseSegments[i].toLowerCase()) return null;
  }
  const rest = segments.slice(baseSegments.length);
  if (rest.length !== template.segments.length) return null;
  const found: Values = {};
  for (let i = 0; i < rest.length; i++) {
    if (!capture(template.segments[i], rest[i], locale, words, found)) return null;
  }
  if (template.query.length === 0) return found;
  const items = search
    .replace(/^\?/, '')
    .split('&')
    .filter((s) => s !== '')
    .map((item) => {
      const eq = item.indexOf('=');
      return eq < 0 ? [item, ''] : [item.slice(0, eq), item.slice(eq + 1).replace(/\+/g, '%20')];
    });
  for (const q of template.query) {
    const ok = items.some(([key, value]) => capture(q.key, key, locale, words, {}) && capture(q.value, value, locale, words, found));
    if (!ok) return null;
  }
  return found;
}
