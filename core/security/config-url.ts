/**
 * URL-like keys of a block's configuration (data-node) are written by content editors, so they are
 * data like any API answer: a same-origin path, or a URL on a documented allow-list (tile servers,
 * share targets). Everything else — `javascript:`, `data:`, `//host`, `\\host`, another site — is
 * refused, so no editor can make a block run script or send a visitor off-site.
 */
import { safeUrl } from './safe-url';
import { SHARE_TARGETS, TILE_SERVERS, type TileServer } from './url-allow-lists';

export type ConfigUrlKind = 'path' | 'tile' | 'share';

// A path on the page's own origin: one leading slash, then no second slash or backslash (`//host`, `/\host`).
const ROOT_PATH = /^\/(?![/\\])/;
// Tabs and newlines are dropped by the URL parser, so `/\t/host` would become `//host`; no path needs them.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001F\u007F]/;

/** `value` when it is a path on the page's own origin ("/nl/aanbod?x=1"), else undefined. */
export function sameOriginPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || CONTROLS.test(value) || value.includes('\\') || !ROOT_PATH.test(value)) return undefined;
  return safeUrl(value) === value ? value : undefined;
}

// Leaflet's placeholders, replaced by plain values so the template parses as the URL it will become.
const PLACEHOLDERS = /\{(s|z|x|y|r)\}/g;
const SAMPLE: Record<string, string> = { s: 'a', z: '1', x: '1', y: '1', r: '' };

function hostMatches(pattern: string, host: string): boolean {
  return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern;
}

function httpsUrl(template: string): URL | undefined {
  if (CONTROLS.test(template) || template.includes('\\')) return undefined;
  try {
    const url = new URL(template.replace(PLACEHOLDERS, (_, name: string) => SAMPLE[name]));
    return url.protocol === 'https:' && !url.username && !url.password && !url.port ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The allow-listed tile server of an https tile URL template, if any. */
export function tileServerOf(template: unknown): TileServer | undefined {
  if (typeof template !== 'string') return undefined;
  const url = httpsUrl(template);
  return url ? TILE_SERVERS.find((server) => hostMatches(server.host, url.hostname)) : undefined;
}

/** `template` when it is a same-origin path or an https URL of an allow-listed tile server, else undefined. */
export function allowedTileUrl(template: unknown): string | undefined {
  if (typeof template !== 'string') return undefined;
  if (sameOriginPath(template.replace(PLACEHOLDERS, (_, name: string) => SAMPLE[name]))) return template;
  return tileServerOf(template) ? template : undefined;
}

/** `template` (with `{url}`) when it is a same-origin path or starts with an allow-listed share target, else undefined. */
export function allowedShareUrl(template: unknown): string | undefined {
  if (typeof template !== 'string') return undefined;
  const sample = template.replaceAll('{url}', 'x');
  if (sameOriginPath(sample)) return template;
  const url = httpsUrl(sample);
  if (!url) return undefined;
  return SHARE_TARGETS.some((target) => url.origin + url.pathname === target) ? template : undefined;
}

const CHECKS: Record<ConfigUrlKind, (value: unknown) => string | undefined> = {
  path: sameOriginPath,
  tile: allowedTileUrl,
  share: allowedShareUrl,
};

/** Whether `value` is an acceptable configuration URL of `kind`. */
export function isConfigUrl(kind: ConfigUrlKind, value: unknown): boolean {
  return CHECKS[kind](value) !== undefined;
}

/** What a configuration URL of `kind` must be, for the expected/received message. */
export function describeConfigUrl(kind: ConfigUrlKind): string {
  switch (kind) {
    case 'path':
      return 'a path on this site starting with "/" (e.g. "/nl/aanbod"), not a full URL';
    case 'tile':
      return `a path on this site (e.g. "/tiles/{z}/{x}/{y}.png") or an https URL of an allowed tile server (${TILE_SERVERS.map((s) => s.host).join(', ')})`;
    case 'share':
      return `a path on this site or an https share target with {url} (${SHARE_TARGETS.join(', ')})`;
  }
}
