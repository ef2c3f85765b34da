/**
 * Cross-origin rules of the reference service (DESIGN §3 "Cross-origin"): a browser page on an origin
 * the site allows may call the API (CORS, preflight included); a write from any other origin is
 * refused before its body is read, as is a write whose body is not JSON — a `text/plain` POST needs no
 * preflight, so without that check any web page could post a form through a visitor's browser.
 */
import type { IncomingMessage } from 'node:http';
import type { Site } from '../../core/model';

/** Patterns every site accepts while the service runs in development (any port on this machine). */
export const DEVELOPMENT_ORIGINS: readonly string[] = ['http://127.0.0.1:*', 'http://localhost:*'];

/** The request headers the bundle's client sends (core/api/client.ts). */
export const ALLOWED_HEADERS = 'Content-Type, Accept, Accept-Language, X-Site-Id, X-Client';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Whether `origin` matches one of `patterns`: an exact origin (`https://www.example.be`), an origin
 * whose port is `*` (`http://localhost:*`: any port, or none), or one whose host starts with `*.`
 * (`https://*.agency.be`: any subdomain, not agency.be itself). Case of scheme and host is ignored.
 */
export function originMatches(origin: string, patterns: readonly string[]): boolean {
  const parsed = parseOrigin(origin);
  if (!parsed) return false;
  return patterns.some((pattern) => {
    const m = /^(https?:\/\/)(\*\.)?([^/:*]+)(:\*)?$/i.exec(pattern) ?? /^(https?:\/\/)(\*\.)([^/:*]+(?::\d+)?)$/i.exec(pattern);
    if (!m) return false;
    const base = parseOrigin(m[1] + m[3]);
    if (!base || base.protocol !== parsed.protocol) return false;
    const hostMatches = m[2] ? parsed.hostname.endsWith(`.${base.hostname}`) : parsed.hostname === base.hostname;
    return hostMatches && (m[4] !== undefined || base.port === parsed.port);
  });
}

/**
 * The origin patterns of a comma-separated setting (EB_ALLOWED_ORIGINS), each checked: a typo fails at
 * start with the setting's name and the accepted forms, instead of refusing visitors later.
 */
export function originPatterns(value: string | undefined, name = 'EB_ALLOWED_ORIGINS'): string[] {
  const patterns = (value ?? '').split(/[\s,]+/).filter(Boolean);
  for (const p of patterns) {
    if (!/^https?:\/\/(\*\.)?[a-z0-9.-]+(:(\d+|\*))?$/i.test(p) || (p.includes('*.') && p.endsWith(':*'))) {
      throw new Error(`${name}: "${p}" is not an origin pattern. Expected a comma-separated list of https://www.agency.be, https://*.agency.be (any subdomain) or http://localhost:* (any port), without path or trailing slash.`);
    }
  }
  return patterns;
}

function parseOrigin(value: string): URL | null {
  if (!/^https?:\/\/[^/]+$/i.test(value)) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The site a path belongs to (`/sites/{siteId}/…`), or undefined for calls outside a site. */
export function siteIdOfPath(path: string): string | undefined {
  const m = /^\/sites\/([^/]+)/.exec(path);
  if (!m || m[1] === 'by-hostname') return undefined;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return undefined;
  }
}

export interface OriginPolicy {
  sites: readonly Site[];
  /** Extra patterns for every site (DEVELOPMENT_ORIGINS unless in production). */
  extraOrigins: readonly string[];
}

/**
 * Whether the request's Origin may use the API: the service's own origin, the site's
 * `settings.allowedOrigins`, or the extra (development) patterns. For a call outside a site
 * (translations, by-hostname) and for a site id the service does not know, any site's origins count: a page
 * with a mistyped data-site-id then reads the 404 (its builder the `[estate-blocks]` message naming the
 * site id) instead of a CORS refusal. Undefined Origin → true (not a browser
 * cross-origin call).
 */
export function isAllowedOrigin(req: IncomingMessage, path: string, policy: OriginPolicy): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (req.headers.host && originMatches(origin, [`http://${req.headers.host}`, `https://${req.headers.host}`])) return true;
  const siteId = siteIdOfPath(path);
  const own = policy.sites.filter((s) => s.id === siteId);
  const sites = own.length === 0 ? policy.sites : own;
  return sites.some((site) => originMatches(origin, [...allowedOriginsOf(site), ...policy.extraOrigins]));
}

function allowedOriginsOf(site: Site): string[] {
  const list = site.settings.allowedOrigins;
  return Array.isArray(list) ? list.filter((o): o is string => typeof o === 'string') : [];
}

/** Headers of every API answer: the echoed origin when allowed, and `Vary: Origin` always (caches). */
export function corsHeaders(req: IncomingMessage, allowed: boolean): Record<string, string> {
  const origin = req.headers.origin;
  return origin !== undefined && allowed ? { 'access-control-allow-origin': origin, vary: 'Origin' } : { vary: 'Origin' };
}

/** A preflight's answer headers; `methods` are those of the requested path. */
export function preflightHeaders(methods: string): Record<string, string> {
  return {
    'access-control-allow-methods': methods,
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
  };
}

/** True for `application/json` and `application/*+json`, with or without parameters (charset). */
export function isJsonContentType(header: string | undefined): boolean {
  const type = (header ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);
}
