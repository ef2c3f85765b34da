/**
 * The one rule for URLs that come from data (API answers, feed HTML) before they reach `href` or `src`:
 * http, https, mailto and tel, or a relative URL that stays on the page's origin. Anything else
 * (`javascript:`, `data:`, `vbscript:`, `//other.host`, `/\other.host` …) is refused with undefined,
 * and the caller renders text or no link. React blocks `javascript:` in href itself; preact does not,
 * so both builds rely on this rule (STYLE §13).
 */
const ALLOWED_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** A scheme as the browser reads it: tabs and newlines inside are ignored, leading controls and spaces trimmed. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const IGNORED_BY_URL_PARSER = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex
const LEADING_OR_TRAILING_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/** Stand-in origin for deciding whether a relative URL leaves the page; never rendered. */
const PAGE = 'https://page.invalid/dir/';

export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.replace(LEADING_OR_TRAILING_CONTROLS, '');
  if (trimmed === '') return undefined;
  const compact = trimmed.replace(IGNORED_BY_URL_PARSER, '');
  let parsed: URL;
  try {
    parsed = new URL(compact, PAGE);
  } catch {
    return undefined;
  }
  if (SCHEME.test(compact)) return ALLOWED_PROTOCOLS.has(parsed.protocol) ? trimmed : undefined;
  return parsed.origin === new URL(PAGE).origin ? trimmed : undefined;
}

/** True when `value` is an absolute http(s) URL on another origin than `pageOrigin` (e.g. feed images). */
export function isOtherOrigin(value: string, pageOrigin: string): boolean {
  try {
    return new URL(value, pageOrigin).origin !== new URL(pageOrigin).origin;
  } catch {
    return true;
  }
}
