import type { Estate, ModelLocale } from '../../core/model';
import { geoRecord } from './geo-projection';
import { createLabels, type Labels } from './labels';

const CACHE_LIMIT = 4000;

/** An estate with the names the service resolves (type, sub-type, transaction) in the request language. */
export function localizeEstate(estate: Estate, labels: Labels): Estate {
  const g = estate.general;
  return {
    ...estate,
    general: {
      ...g,
      headType: g.headType ? { ...g.headType, name: labels.headType(g.headType.id) } : g.headType,
      subType: g.subType ? { ...g.subType, name: labels.subType(g.subType.id) } : g.subType,
      transaction: g.transaction ? { ...g.transaction, name: labels.transaction(g.transaction.id) } : g.transaction,
    },
  };
}

/** JSON of localized estates, cached per locale (bounded; oldest entries dropped first). */
export function createEstateSerializer() {
  const caches = new Map<ModelLocale, Map<number, string>>();
  const geoCaches = new Map<ModelLocale, Map<number, string>>();
  const labelsOf = new Map<ModelLocale, Labels>();
  const labels = (locale: ModelLocale) => {
    let found = labelsOf.get(locale);
    if (!found) labelsOf.set(locale, (found = createLabels(locale)));
    return found;
  };
  return {
    /** The positions-only record (search mode 'geo') of an estate, localized; cached per locale without a bound (small). */
    geo(estate: Estate, locale: ModelLocale): string {
      let cache = geoCaches.get(locale);
      if (!cache) geoCaches.set(locale, (cache = new Map()));
      let text = cache.get(estate.id);
      if (text === undefined) cache.set(estate.id, (text = JSON.stringify(geoRecord(localizeEstate(estate, labels(locale))))));
      return text;
    },
    json(estate: Estate, locale: ModelLocale): string {
      let cache = caches.get(locale);
      if (!cache) caches.set(locale, (cache = new Map()));
      let text = cache.get(estate.id);
      if (text === undefined) {
        text = JSON.stringify(localizeEstate(estate, labels(locale)));
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
        cache.set(estate.id, text);
      }
      return text;
    },
    localized(estate: Estate, locale: ModelLocale): Estate {
      return JSON.parse(this.json(estate, locale)) as Estate;
    },
    list(estates: Estate[], locale: ModelLocale): string {
      return `[${estates.map((e) => this.json(e, locale)).join(',')}]`;
    },
  };
}

export type EstateSerializer = ReturnType<typeof createEstateSerializer>;
