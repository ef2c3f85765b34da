import { safeUrl } from '../security/safe-url';

const TAG = /<[^>]*>/g;
const ENTITY: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** Feed HTML or text as one line of plain text (tags dropped, the common entities decoded, spaces folded). */
export function plainText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(TAG, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITY[e])
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word boundary with '…' (search engines show about 155). */
export function clip(text: string, max = 155): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** An absolute http(s) URL for a path or URL from the API (the one safeUrl rule first), else null. */
export function absoluteHttpUrl(value: unknown, base: string): string | null {
  const safe = safeUrl(value);
  if (!safe) return null;
  try {
    const url = new URL(safe, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The first text long enough to describe a page (a search result snippet), else the longest one there is. */
export function describingText(candidates: readonly string[], minLength = 50): string {
  const texts = candidates.map(plainText).filter(Boolean);
  return texts.find((t) => t.length >= minLength) ?? texts.reduce((a, b) => (b.length > a.length ? b : a), '');
}
