/**
 * URL-like keys of a block's configuration (data-node) are written by content editors, so they are
 * data like any API answer: a same-origin path, or a URL on a documented allow-list (tile servers,
 * share targets). Everything else — `javascript:`, `data:`, `//host`, `\\host`, another site — is
 * refused, so no editor can make a block run script or send a visitor off-site.
 */
import { SHARE_TARGETS, TILE_SERVERS, type TileServer } from './url-allow-lists';
import { sameOriginPath, URL_CONTROLS } from './same-origin-path';
import { filledTemplate, type ConfigUrlKind } from './plain-config-url';

export type { ConfigUrlKind } from './plain-config-url';

function hostMatches(pattern: string, host: string): boolean {
  return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern;
}

function httpsUrl(template: string): URL | undefined {
  if (URL_CONTROLS.test(template) || template.includes('\\')) return undefined;
  try {
    const url = new URL(filledTemplate('tile', template));
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
  if (sameOriginPath(filledTemplate('tile', template))) return template;
  return tileServerOf(template) ? template : undefined;
}

/** `template` (with `{url}`) when it is a same-origin path or starts with an allow-listed share target, else undefined. */
export function allowedShareUrl(template: unknown): string | undefined {
  if (typeof template !== 'string') return undefined;
  const sample = filledTemplate('share', template);
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
