/**
 * Same-origin paths in a block's configuration: the part of the configuration URL rules (config-url.ts)
 * that needs no allow-list, kept apart so a block's first render path carries these few lines, not the
 * allow-lists of tile servers and share targets.
 */
import { safeUrl } from './safe-url';

export type ConfigUrlKind = 'path' | 'tile' | 'share';

// A path on the page's own origin: one leading slash, then no second slash or backslash (`//host`, `/\host`).
const ROOT_PATH = /^\/(?![/\\])/;
// Tabs and newlines are dropped by the URL parser, so `/\t/host` would become `//host`; no path needs them.
// eslint-disable-next-line no-control-regex
export const URL_CONTROLS = /[\u0000-\u001F\u007F]/;

/** `value` when it is a path on the page's own origin ("/nl/aanbod?x=1"), else undefined. */
export function sameOriginPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || URL_CONTROLS.test(value) || value.includes('\\') || !ROOT_PATH.test(value)) return undefined;
  return safeUrl(value) === value ? value : undefined;
}

// Leaflet's placeholders, replaced by plain values so the template parses as the URL it will become.
const PLACEHOLDERS = /\{(s|z|x|y|r)\}/g;
const SAMPLE: Record<string, string> = { s: 'a', z: '1', x: '1', y: '1', r: '' };

/** A configuration URL as the page will use it: a tile template's placeholders and a share template's `{url}` filled in. */
export function filledTemplate(kind: ConfigUrlKind, template: string): string {
  if (kind === 'tile') return template.replace(PLACEHOLDERS, (_, name: string) => SAMPLE[name]);
  return kind === 'share' ? template.replaceAll('{url}', 'x') : template;
}

/**
 * Whether `value` is a configuration URL of `kind` on the page's own origin. It needs no allow-list, so the
 * quick configuration check holds it: a block configured with same-origin paths mounts without the full check.
 */
export function isSameOriginConfigUrl(kind: ConfigUrlKind, value: unknown): boolean {
  return typeof value === 'string' && sameOriginPath(filledTemplate(kind, value)) !== undefined;
}
