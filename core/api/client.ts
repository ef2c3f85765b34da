/**
 * The shared client every call goes through (spec §7, §8).
 * - base path prepended; `X-Site-Id` (per-call site id, else the default) on every call, but not on
 *   GET and DELETE when no site id is known;
 * - `Accept-Language` (locale) and `X-Client: estate-blocks/<version>` on every call;
 * - 204 (or an empty DELETE answer) → null; a JSON response is parsed, any other response is returned as raw
 *   text; an empty or unparsable success body throws BadAnswerError;
 * - a non-success status throws ApiError(status, statusText), logged with method, site id and path
 *   (a failed POST also logs the response text);
 * - every call takes an AbortSignal; a time-out (default 10 s) throws TimeoutError.
 */
import { queryKey } from './query-key';
import { ApiError, BadAnswerError, TimeoutError } from './errors';
import { warnOnce, type Report } from './conform';
import { mayHoldServiceUrls, resolveServiceUrls, serviceBase } from './service-urls';

export const SITE_HEADER = 'X-Site-Id';
export const CLIENT_HEADER = 'X-Client';
export const DEFAULT_TIMEOUT_MS = 10_000;

const VERSION = typeof __VERSION__ === 'string' ? __VERSION__ : 'dev';
export const CLIENT_MARKER = `estate-blocks/${VERSION}`;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiLogEntry {
  method: HttpMethod;
  siteId: string | undefined;
  path: string;
  status: number;
  statusText: string;
  /** Only for a failed POST (spec §8). */
  responseText?: string;
}

export interface ApiLogger {
  error(message: string, entry: ApiLogEntry): void;
}

export interface ApiClientOptions {
  /** Base path of the site content service, e.g. http://127.0.0.1:8080/api. */
  baseUrl: string;
  /** Default site id sent in X-Site-Id. */
  siteId?: string;
  /** Default Accept-Language. */
  locale?: string;
  /** Time-out per call in ms. Default 10000. */
  timeoutMs?: number;
  /** fetch implementation. Default globalThis.fetch. */
  fetch?: typeof fetch;
  /** Where failures are logged. Default console.error with an '[estate-blocks]' prefix. */
  logger?: ApiLogger;
  /**
   * A network failure is logged this many ms later (default 1000). Leaving the page cancels the calls
   * under way, which fail like a network error; logged a moment later, that log dies with the page
   * instead of reporting a failure nobody had. The caller gets the error at once either way.
   */
  networkLogDelayMs?: number;
  /**
   * An answer already under way for this call (the loader's early calls): given the absolute URL and the
   * body's meaning (queryKey; '' for a GET), a Response promise to use instead of a new fetch; when
   * it resolves to undefined (nothing was sent for this body after all) or fails, the call is sent as usual.
   */
  early?: (url: string, body: string) => Promise<Response | undefined> | undefined;
  /**
   * The kinds of answer a decoder already warned about (conform.ts warnOnce). The page runtime passes one set
   * to the clients of all its blocks, so a page warns once per kind; default: a set of this client's own.
   */
  warned?: Set<string>;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Overrides the default site id for this call. */
  siteId?: string;
  /** Overrides the default locale for this call. */
  locale?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra headers (spec §7: POST allows extra headers). */
  headers?: Record<string, string>;
  /** Appended as a query string; null/undefined values are left out. */
  query?: Record<string, QueryValue>;
}

export interface ApiClient {
  readonly baseUrl: string;
  readonly siteId: string | undefined;
  readonly locale: string | undefined;
  get<T>(path: string, options?: RequestOptions): Promise<T | null>;
  post<T>(path: string, body: unknown, options?: RequestOptions): Promise<T | null>;
  put<T>(path: string, body: unknown, options?: RequestOptions): Promise<T | null>;
  delete<T>(path: string, options?: RequestOptions): Promise<T | null>;
  /** Absolute URL of a path (for images, assets, links). */
  url(path: string, query?: Record<string, QueryValue>): string;
  /** Where the decoders of this client's answers report values they coerced or dropped (one warning per kind). */
  report: Report;
}

const consoleLogger: ApiLogger = {
  error(message, entry) {
    console.error(`[estate-blocks] ${message}`, entry);
  },
};

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const logger = options.logger ?? consoleLogger;
  const networkLogDelay = options.networkLogDelayMs ?? 1000;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function url(path: string, query?: Record<string, QueryValue>): string {
    const joined = baseUrl + (path.startsWith('/') ? path : `/${path}`);
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
    const search = params.toString();
    return search ? `${joined}${joined.includes('?') ? '&' : '?'}${search}` : joined;
  }

  async function request<T>(method: HttpMethod, path: string, body: unknown, opts: RequestOptions = {}): Promise<T | null> {
    const siteId = opts.siteId ?? options.siteId;
    const locale = opts.locale ?? options.locale;
    const timeoutMs = opts.timeoutMs ?? defaultTimeout;
    const controller = new AbortController();
    let timedOut = false;
    const onAbort = () => controller.abort(opts.signal?.reason);
    if (opts.signal?.aborted) throw abortError(method, path, siteId);
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);

    try {
      const target = url(path, opts.query);
      const payload = body === undefined || method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(body);
      // Matched by meaning (queryKey), not bytes; a GET the loader started has the key ''.
      const early = method === 'DELETE' ? undefined : options.early?.(target, payload === undefined ? '' : queryKey(body));
      const send = () => doFetch(target, { method, headers: requestHeaders(method, siteId, locale, opts.headers), body: payload, signal: controller.signal });
      const response = await (early
        ? // The early answer was started without this call's signal: aborting or timing out still ends the wait.
          Promise.race([early.then((answer) => answer ?? send(), send), new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }))])
        : send());
      const text = await response.text();
      if (!response.ok) throw httpError(method, path, siteId, response, text);
      if (response.status === 204 || (text === '' && method === 'DELETE')) return null;
      if (text === '') {
        // A 200 with nothing in it is a broken answer, not "not found" and not an empty list.
        logger.error(`${method} ${path} answered ${response.status} with an empty body`, { method, siteId, path, status: response.status, statusText: 'Empty body' });
        throw new BadAnswerError(`${method} ${path}`, 'an empty body', response.status);
      }
      if (!isJson(response)) return text as T;
      let parsed: T;
      try {
        parsed = JSON.parse(text) as T;
      } catch {
        const entry: ApiLogEntry = { method, siteId, path, status: response.status, statusText: 'Invalid JSON' };
        logger.error(`${method} ${path} answered a JSON content type with a body that is not JSON`, entry);
        throw new BadAnswerError(`${method} ${path}`, 'a body that is not valid JSON', response.status);
      }
      // "Nothing" is a 204; a 200 whose JSON is null is as broken as an empty one.
      if (parsed === null) {
        logger.error(`${method} ${path} answered ${response.status} with JSON null`, { method, siteId, path, status: response.status, statusText: 'Null body' });
        throw new BadAnswerError(`${method} ${path}`, 'JSON null', response.status);
      }
      const base = mayHoldServiceUrls(text) && serviceBase(baseUrl);
      return base ? resolveServiceUrls(parsed, base) : parsed;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) {
        const timeout = new TimeoutError(method, path, timeoutMs, siteId);
        logger.error(timeout.message, { method, siteId, path, status: 0, statusText: 'Timeout' });
        throw timeout;
      }
      if (controller.signal.aborted) throw abortError(method, path, siteId);
      const message = error instanceof Error ? error.message : String(error);
      setTimeout(() => logger.error(`${method} ${path} failed: ${message}`, { method, siteId, path, status: 0, statusText: 'Network error' }), networkLogDelay);
      throw new ApiError(`${method} ${path} failed: ${message}`, { status: 0, statusText: 'Network error', kind: 'network', method, path, siteId });
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    }
  }

  function httpError(method: HttpMethod, path: string, siteId: string | undefined, response: Response, text: string): ApiError {
    const statusText = response.statusText || STATUS_NAMES[response.status] || '';
    const entry: ApiLogEntry = { method, siteId, path, status: response.status, statusText };
    if (method === 'POST') entry.responseText = text;
    logger.error(`${method} ${path} (site ${siteId ?? '-'}) answered ${response.status} ${statusText}`, entry);
    const validation = response.status === 400 && isJson(response) ? parseValidation(text) : undefined;
    return new ApiError(`${response.status} ${statusText}`.trim(), {
      status: response.status,
      statusText,
      method,
      path,
      siteId,
      responseText: text,
      validation,
    });
  }

  return {
    baseUrl,
    siteId: options.siteId,
    locale: options.locale,
    url,
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    delete: (path, opts) => request('DELETE', path, undefined, opts),
    report: warnOnce(options.warned),
  };
}

/** spec §8 standard status names, for servers (HTTP/2) that send no reason phrase. */
const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
};

/** The headers of every call (the loader sends the same with its early first search). */
export function requestHeaders(method: HttpMethod, siteId: string | undefined, locale: string | undefined, extra?: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json, text/plain;q=0.9, */*;q=0.8', [CLIENT_HEADER]: CLIENT_MARKER };
  const sendsSite = siteId !== undefined && siteId !== '';
  if (sendsSite || method === 'POST' || method === 'PUT') headers[SITE_HEADER] = siteId ?? '';
  if (locale) headers['Accept-Language'] = locale;
  if (method === 'POST' || method === 'PUT') headers['Content-Type'] = 'application/json';
  return { ...headers, ...extra };
}

function isJson(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return /\bjson\b|\+json/i.test(type);
}

function parseValidation(text: string) {
  try {
    const body = JSON.parse(text) as { error?: unknown; fields?: unknown };
    if (body.error === 'validation' && body.fields && typeof body.fields === 'object') {
      return { error: 'validation' as const, fields: body.fields as Record<string, string> };
    }
  } catch {
    // A 400 without a JSON body carries no field errors.
  }
  return undefined;
}

function abortError(method: string, path: string, siteId: string | undefined): ApiError {
  const error = new ApiError(`${method} ${path} was aborted`, { status: 0, statusText: 'Aborted', kind: 'abort', method, path, siteId });
  error.name = 'AbortError';
  return error;
}
