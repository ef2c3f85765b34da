import type { Locale } from '../../core/i18n/locale';
import type { IncomingMessage } from 'node:http';
import { isLocale } from '../../core/i18n/locale';
import type { Site } from '../../core/model';
import { SITES } from '../data/generate-site';
import type { ApiDatabase } from '../db/database';
import type { EstateStore } from '../db/estate-store';
import { notFound } from './errors';
import type { Faults } from './faults';
import type { SearchEngine } from './search-engine';
import type { EstateSerializer } from './serialize';

export interface ApiContext {
  dataset: EstateStore;
  search: SearchEngine;
  /** Whether the search and filter calls keep their answers for repeat requests. */
  answerCache: boolean;
  db: ApiDatabase;
  faults: Faults;
  serializer: EstateSerializer;
  now: () => number;
  /** Demo-only routes (outbox, sample pages): on with EB_DEMO=1 outside production (demo-mode.ts). */
  demo: boolean;
  /** Test hooks (fault switch): on in demo mode. */
  testHooks: boolean;
}

/** The request's language: ?locale=, else the first supported Accept-Language tag, else nl. */
export function requestLocale(req: IncomingMessage, query?: URLSearchParams): Locale {
  const explicit = query?.get('locale');
  if (isLocale(explicit)) return explicit;
  const header = req.headers['accept-language'];
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const tag = part.split(';')[0].trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return 'nl';
}

export function findSite(siteId: string): Site {
  const site = SITES.find((s) => s.id === siteId);
  if (!site) throw notFound(`site '${siteId}'`);
  return site;
}

/** A numeric id from a path segment; anything else is an unknown record (404). */
export function numericId(raw: string, what: string): number {
  if (!/^\d{1,12}$/.test(raw)) throw notFound(`${what} '${raw}'`);
  return Number(raw);
}
