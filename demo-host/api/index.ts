import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { generateDataset, type Dataset } from '../data/dataset';
import { openDatabase, type ApiDatabase } from '../db/database';
import { datasetFingerprint, seedEstates, storedFingerprint } from '../db/estate-seeding';
import { openEstateStore } from '../db/estate-store';
import { findSite, type ApiContext } from './context';
import { SITES } from '../data/generate-site';
import { corsHeaders, DEVELOPMENT_ORIGINS, isAllowedOrigin, isJsonContentType, originPatterns, preflightHeaders, type OriginPolicy } from './cors';
import { HttpError } from './errors';
import { createFaults } from './faults';
import { sendJson } from './http';
import { createRouter, type Router } from './router';
import { registerAgendaRoutes } from './routes/agenda-routes';
import { registerEstateRoutes } from './routes/estate-routes';
import { registerFormRoutes } from './routes/form-routes';
import { registerMiscRoutes } from './routes/misc-routes';
import { registerRentalRoutes } from './routes/rental-routes';
import { registerSiteRoutes } from './routes/site-routes';
import { seedSampleAppointment } from './sample-appointment';
import { createSearchEngine } from './search-engine';
import { createEstateSerializer } from './serialize';
import { isDemoMode } from '../demo-mode';
import { createLeadLimits, isLeadPost, leadLimitsFromEnv, type LeadLimitOptions } from './lead-limits';

export interface ApiHandlerOptions {
  /** An open database; default: openDatabase(dataDir). */
  db?: ApiDatabase;
  /** Data folder for the database when `db` is not given; default `{root}/data` or ./data. */
  dataDir?: string;
  root?: string;
  /** Clock (epoch ms) for agenda slots, spam timing and the dataset's reference day; default Date.now. */
  now?: () => number;
  /** A prepared dataset (tests), stored in the database unless it is already; default: the stored estates, generated from the stored seed on first start. */
  dataset?: Dataset;
  /** Dataset size on first start (default 2,000, env DATASET_SIZE). */
  size?: number;
  /** Demo-only routes (outbox, sample pages) and the sample appointment; default isDemoMode() (EB_DEMO=1, not in production). */
  demo?: boolean;
  /** Test hooks under /__test (fault switch); default: as `demo`. */
  testHooks?: boolean;
  /** Origins every site accepts besides its settings.allowedOrigins; default EB_ALLOWED_ORIGINS (comma-separated patterns) and, unless NODE_ENV=production, DEVELOPMENT_ORIGINS. */
  extraOrigins?: readonly string[];
  /**
   * Keep the search and filter calls' answers and aggregate rows for repeat requests (answer-cache.ts);
   * default on unless env ESTATE_ANSWER_CACHE=off. Off, every call costs what a body never seen costs.
   */
  answerCache?: boolean;
  /** Sends per client address and per site within a window on the lead endpoints (lead-limits.ts); default leadLimitsFromEnv(). */
  leadLimits?: LeadLimitOptions;
}

/**
 * The reference site content service. `pathAfterApi` is the path below the /api mount
 * (e.g. '/sites/demo/estates'); without it the handler strips a leading '/api' from req.url.
 */
export type ApiHandler = ((req: IncomingMessage, res: ServerResponse, pathAfterApi?: string) => Promise<void>) & {
  readonly context: ApiContext;
  close(): void;
};

export function createApiHandler(options: ApiHandlerOptions = {}): ApiHandler {
  const now = options.now ?? Date.now;
  const envSize = Number(process.env.DATASET_SIZE);
  const db = options.db ?? openDatabase(options.dataDir ?? join(options.root ?? process.cwd(), 'data'), { size: options.size ?? (envSize > 0 ? envSize : undefined) });
  const stored = storedFingerprint(db.sqlite);
  if (options.dataset) {
    if (stored !== datasetFingerprint(options.dataset)) seedEstates(db.sqlite, options.dataset);
  } else if (!stored) seedEstates(db.sqlite, generateDataset({ seed: db.seedInfo.seed, size: db.seedInfo.size, now: now() }));
  const answerCache = options.answerCache ?? process.env.ESTATE_ANSWER_CACHE !== 'off';
  const context: ApiContext = {
    dataset: openEstateStore(db.sqlite),
    search: createSearchEngine(db.sqlite, { cache: answerCache }),
    answerCache,
    db,
    faults: createFaults(),
    serializer: createEstateSerializer(),
    now,
    demo: options.demo ?? isDemoMode(),
    testHooks: options.testHooks ?? options.demo ?? isDemoMode(),
  };
  const originPolicy: OriginPolicy = {
    sites: SITES,
    extraOrigins: options.extraOrigins ?? [...originPatterns(process.env.EB_ALLOWED_ORIGINS), ...(process.env.NODE_ENV === 'production' ? [] : DEVELOPMENT_ORIGINS)],
  };
  const leadLimits = createLeadLimits(options.leadLimits ?? leadLimitsFromEnv(), now);
  if (context.demo) seedSampleAppointment(context);
  const router = createRouter();
  registerSiteRoutes(router, context);
  registerEstateRoutes(router, context);
  registerRentalRoutes(router, context);
  registerAgendaRoutes(router, context);
  registerFormRoutes(router, context);
  registerMiscRoutes(router, context);

  const handler = async (req: IncomingMessage, res: ServerResponse, pathAfterApi?: string): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = (pathAfterApi ?? url.pathname.replace(/^\/api(?=\/|$)/, '')).split('?')[0] || '/';
    const method = (req.method ?? 'GET').toUpperCase();
    const originAllowed = isAllowedOrigin(req, path, originPolicy);
    for (const [name, value] of Object.entries(corsHeaders(req, originAllowed))) res.setHeader(name, value);
    try {
      if (method === 'OPTIONS') return answerOptions(req, res, router.match('OPTIONS', path), originAllowed, path);
      const failWith = path.startsWith('/__test/') ? undefined : context.faults.take(method, path);
      if (failWith !== undefined) throw new HttpError(failWith, { error: 'fault', message: `injected fault ${failWith} for ${method} ${path}` });
      const hit = router.match(method, path);
      if (!hit) throw new HttpError(404, { error: 'not-found', message: `no route ${method} ${path}` });
      if ('methods' in hit) {
        res.setHeader('allow', hit.methods.join(', '));
        throw new HttpError(405, { error: 'method-not-allowed', message: `${method} not allowed on ${path} (allowed: ${hit.methods.join(', ')})` });
      }
      // Every /sites/{siteId}/… call answers 404 for a site the service does not know, before anything else.
      if (hit.params.siteId !== undefined) findSite(hit.params.siteId);
      // A refused write is answered before its body is read, so nothing of it is stored.
      if (hit.write) refuseForeignWrite(req, method, originAllowed);
      const wait = isLeadPost(method, path) ? leadLimits.take(req.socket.remoteAddress ?? '', hit.params.siteId ?? '') : undefined;
      if (wait !== undefined) {
        res.setHeader('retry-after', String(wait));
        throw new HttpError(429, { error: 'too-many-requests', retryAfter: wait, message: `too many sends: try again in ${wait} s` });
      }
      await hit.handler({ req, res, params: hit.params, query: url.searchParams, path });
    } catch (error) {
      if (res.headersSent) {
        res.destroy(error as Error);
        return;
      }
      if (error instanceof HttpError) {
        // A body left unread (too large, or a refused write) would keep a keep-alive connection waiting
        // for it, and the client's next request on it would hang: close the connection after the answer.
        if (!req.complete) res.setHeader('connection', 'close');
        sendJson(res, error.status, error.body);
      } else {
        console.error('[reference-api]', method, path, error);
        sendJson(res, 500, { error: 'internal', message: 'Internal Server Error' });
      }
    }
  };
  return Object.assign(handler, { context, close: () => db.close() });
}

function refuseForeignWrite(req: IncomingMessage, method: string, originAllowed: boolean): void {
  if (!originAllowed) {
    throw new HttpError(403, { error: 'origin-not-allowed', message: `origin ${req.headers.origin} is not in the site's allowedOrigins` });
  }
  if (method !== 'DELETE' && !isJsonContentType(req.headers['content-type'])) {
    throw new HttpError(415, { error: 'unsupported-media-type', message: `expected Content-Type application/json, received ${req.headers['content-type'] ?? 'none'}` });
  }
}

/** A CORS preflight (or a plain OPTIONS): 204 with the methods and headers the service accepts. */
function answerOptions(req: IncomingMessage, res: ServerResponse, hit: ReturnType<Router['match']>, originAllowed: boolean, path: string): void {
  if (!hit || !('methods' in hit)) throw new HttpError(404, { error: 'not-found', message: `no route OPTIONS ${path}` });
  if (req.headers.origin !== undefined && !originAllowed) {
    throw new HttpError(403, { error: 'origin-not-allowed', message: `origin ${req.headers.origin} is not in the site's allowedOrigins` });
  }
  const methods = [...hit.methods, ...(hit.methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  res.writeHead(204, { allow: methods, ...preflightHeaders(methods), 'cache-control': 'no-store' });
  res.end();
}

export { openDatabase } from '../db/database';
export { generateDataset } from '../data/dataset';
