/**
 * What the quick configuration check knows of URL-like keys: a path on the page's own origin made of
 * plain URL characters. No import: a block's first render path carries these few lines, not safeUrl or
 * the allow-lists of tile servers and share targets (config-url.ts, the full rule, loaded when not sure).
 */
export type ConfigUrlKind = 'path' | 'tile' | 'share';

// Leaflet's placeholders, replaced by plain values so the template parses as the URL it will become.
const PLACEHOLDERS = /\{(s|z|x|y|r)\}/g;
const SAMPLE: Record<string, string> = { s: 'a', z: '1', x: '1', y: '1', r: '' };

/** A configuration URL as the page will use it: a tile template's placeholders and a share template's `{url}` filled in. */
export function filledTemplate(kind: ConfigUrlKind, template: string): string {
  if (kind === 'tile') return template.replace(PLACEHOLDERS, (_, name: string) => SAMPLE[name]);
  return kind === 'share' ? template.replaceAll('{url}', 'x') : template;
}

// One leading slash, no second slash or backslash after it (`//host`, `/\host`), then only characters that
// cannot leave the origin or be trimmed (no space, control, backslash or quote): such a path is what the
// full rule (sameOriginPath) keeps unchanged.
const PLAIN_ROOT_PATH = /^\/(?![/\\])[\w\-.~!$&()*+,;=:@%/?#]*$/;

/** Whether `value` is a configuration URL of `kind` that is a plain path on the page's own origin. */
export function isSameOriginConfigUrl(kind: ConfigUrlKind, value: unknown): boolean {
  return typeof value === 'string' && PLAIN_ROOT_PATH.test(filledTemplate(kind, value));
}
