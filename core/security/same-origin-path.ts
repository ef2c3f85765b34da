import { safeUrl } from './safe-url';

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
