import type { Locale } from '../../core/i18n/locale';
import type { Estate } from '../../core/model';
import { geoRecord } from './geo-projection';
import { publicAddress } from './public-position';
import { createLabels, type Labels } from './labels';
import { fieldsKey, projectFields, type FieldTree } from './project-fields';

const CACHE_LIMIT = 4000;
const MAX_CACHES = 32;

/** The lowest-index picture's thumbnail, else its file (docs/api.md "mainImage"); null when there is none. */
function mainImageOf(estate: Estate): string | null {
  let main: NonNullable<Estate['pictures']>[number] | undefined;
  for (const p of estate.pictures ?? []) if (!main || p.index < main.index) main = p;
  return main ? main.thumbnail || main.file : null;
}

/**
 * An estate as answers carry it: the names the service resolves (type, sub-type, transaction) in the
 * request language, and a hidden address without street, number or exact position (publicAddress).
 */
export function localizeEstate(estate: Estate, labels: Labels): Estate {
  const g = estate.general;
  return {
    ...estate,
    mainImage: mainImageOf(estate),
    general: {
      ...g,
      ...(g.address ? { address: publicAddress(g.address) } : {}),
      headType: g.headType ? { ...g.headType, name: labels.headType(g.headType.id) } : g.headType,
      subType: g.subType ? { ...g.subType, name: labels.subType(g.subType.id) } : g.subType,
      transaction: g.transaction ? { ...g.transaction, name: labels.transaction(g.transaction.id) } : g.transaction,
      sticker: g.sticker ? { ...g.sticker, name: labels.sticker(g.sticker.id, g.sticker.name) } : g.sticker,
    },
  };
}

/** JSON of localized estates, cached per locale (bounded; oldest entries dropped first). */
export function createEstateSerializer() {
  /** Per locale (and projection), the JSON of each estate. */
  const caches = new Map<string, Map<number, string>>();
  const geoCaches = new Map<Locale, Map<number, string>>();
  const labelsOf = new Map<Locale, Labels>();
  const treeKeys = new WeakMap<FieldTree, string>();
  const labels = (locale: Locale) => {
    let found = labelsOf.get(locale);
    if (!found) labelsOf.set(locale, (found = createLabels(locale)));
    return found;
  };
  const cached = (cacheKey: string, id: number, make: () => string): string => {
    let cache = caches.get(cacheKey);
    if (!cache) {
      // A bounded number of projections: clients send a few fixed field lists, not one per request.
      if (caches.size >= MAX_CACHES) caches.delete(caches.keys().next().value!);
      caches.set(cacheKey, (cache = new Map()));
    }
    let text = cache.get(id);
    if (text === undefined) {
      text = make();
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(id, text);
    }
    return text;
  };
  return {
    /** The positions-only record (search mode 'geo') of an estate, localized; cached per locale without a bound (small). */
    geo(estate: Estate, locale: Locale): string {
      let cache = geoCaches.get(locale);
      if (!cache) geoCaches.set(locale, (cache = new Map()));
      let text = cache.get(estate.id);
      if (text === undefined) cache.set(estate.id, (text = JSON.stringify(geoRecord(localizeEstate(estate, labels(locale))))));
      return text;
    },
    /** The estate's JSON; with `fields`, only the projected parts (docs/api.md "fields"). */
    json(estate: Estate, locale: Locale, fields?: FieldTree): string {
      if (!fields) return cached(locale, estate.id, () => JSON.stringify(localizeEstate(estate, labels(locale))));
      let key = treeKeys.get(fields);
      if (key === undefined) treeKeys.set(fields, (key = fieldsKey(fields)));
      return cached(`${locale}|${key}`, estate.id, () => JSON.stringify(projectFields(localizeEstate(estate, labels(locale)), fields)));
    },
    /** The JSON of a record changed for one answer, never cached. */
    fresh(estate: Estate, locale: Locale, fields?: FieldTree): string {
      const localized = localizeEstate(estate, labels(locale));
      return JSON.stringify(fields ? projectFields(localized, fields) : localized);
    },
    localized(estate: Estate, locale: Locale): Estate {
      return JSON.parse(this.json(estate, locale)) as Estate;
    },
    list(estates: Estate[], locale: Locale, fields?: FieldTree): string {
      return `[${estates.map((e) => this.json(e, locale, fields)).join(',')}]`;
    },
  };
}

export type EstateSerializer = ReturnType<typeof createEstateSerializer>;
