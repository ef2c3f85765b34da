/** Escapes text for HTML element content and attribute values. */
export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The node configuration as a site builder writes it: URL-encoded JSON. */
export function encodeNode(node: Record<string, unknown>): string {
  return encodeURIComponent(JSON.stringify(node));
}

/**
 * `<div data-block="name" data-node="…">`, the snippet a content editor places on a page. `inner` is
 * server-rendered markup the block replaces when it mounts (e.g. plain links for crawlers without scripts).
 */
export function blockDiv(name: string, node: Record<string, unknown> = {}, attrs: Record<string, string> = {}, inner = ''): string {
  const extra = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${esc(v)}"`)
    .join('');
  return `<div data-block="${esc(name)}" data-node="${esc(encodeNode(node))}"${extra}>${inner}</div>`;
}

/** One link of a no-script fallback list. */
export interface FallbackLink {
  href: string;
  text: string;
}

/** The links a listing block stands for, as plain HTML inside its element (replaced when the block mounts). */
export function fallbackLinks(links: readonly FallbackLink[]): string {
  if (links.length === 0) return '';
  return `<ul class="eb-fallback">${links.map((l) => `<li><a href="${esc(l.href)}">${esc(l.text)}</a></li>`).join('')}</ul>`;
}

/**
 * CMS page HTML from the reference service, reduced to plain markup: no scripts, styles, event
 * handlers or javascript: URLs (the CSP would block them anyway; this keeps the console clean).
 */
export function sanitizeCmsHtml(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|embed)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<(script|style|iframe|object|embed|link|meta)\b[^>]*>/gi, '')
    .replace(/\s(on[a-z]+|style|srcdoc)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/\s(href|src|action|formaction)\s*=\s*("\s*javascript:[^"]*"|'\s*javascript:[^']*'|javascript:[^\s>]+)/gi, '');
}
