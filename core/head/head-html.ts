import { escapeHtml } from '../security/escape-html';
import type { HeadData } from './head-data';

/** JSON for a `<script type="application/ld+json">`: '<' escaped so no text can close the element. */
export function jsonLdText(document: Record<string, unknown>): string {
  return JSON.stringify(document).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The `<head>` markup of a page except `<title>` (the CMS wraps that in its own pattern): description,
 * canonical, hreflang alternates, Open Graph / Twitter tags, the first photo's preload and JSON-LD. Every value escaped.
 */
export function headHtml(head: HeadData): string {
  const lines = [
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`),
    ...head.meta.map((m) => `<meta ${m.attribute}="${escapeHtml(m.key)}" content="${escapeHtml(m.content)}">`),
    ...(head.preloadImage ? [`<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}" fetchpriority="high">`] : []),
  ];
  if (head.jsonLd) lines.push(`<script type="application/ld+json">${jsonLdText(head.jsonLd)}</script>`);
  return lines.join('\n');
}
