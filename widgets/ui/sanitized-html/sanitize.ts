import DOMPurify from 'dompurify';
import { isOtherOrigin, safeUrl } from '../../../core/security/safe-url';

// Feed HTML is text formatting and links. Style attributes and <style> would be blocked (and reported)
// by the strict CSP; media, frames and forms have no place in a description. SVG and MathML are off.
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'video', 'audio', 'source', 'track', 'picture', 'link', 'meta', 'base'],
  FORBID_ATTR: ['style', 'srcset', 'background', 'poster', 'action', 'formaction', 'ping'],
  ALLOW_DATA_ATTR: false,
};

const TAG = /<[a-z][^>]*>/gi;
const INLINE_ATTR = /([\s/"'])(on[a-z]+|style)(\s*=)/gi;

/**
 * Chrome checks inline handlers and style attributes against the page's CSP while *parsing* — even in
 * DOMPurify's inert document — and reports a violation although nothing runs. Renaming them to data-
 * attributes first (which DOMPurify then drops) keeps the console and the CSP report clean.
 * DOMPurify stays the security boundary; this is only about noise.
 */
function renameInlineAttributes(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(INLINE_ATTR, '$1data-eb-$2$3'));
}

export interface SanitizeOptions {
  /** Origins (e.g. 'https://cdn.example') feed images may load from besides the page's own; default none. */
  imageOrigins?: readonly string[];
}

/** The options of the sanitize call under way (DOMPurify hooks are global; sanitize is synchronous). */
let current: { imageOrigins: readonly string[]; pageOrigin: string } = { imageOrigins: [], pageOrigin: 'null' };
let hooked = false;

function imageAllowed(src: string): boolean {
  if (!isOtherOrigin(src, current.pageOrigin)) return true;
  try {
    return current.imageOrigins.includes(new URL(src, current.pageOrigin).origin);
  } catch {
    return false;
  }
}

function addHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    if (el.nodeName === 'A' && el.hasAttribute('href')) {
      const href = safeUrl(el.getAttribute('href'));
      if (href === undefined) el.removeAttribute('href');
    }
    if (el.nodeName === 'IMG') {
      const src = safeUrl(el.getAttribute('src'));
      // An image from another origin would tell that origin who reads the page; only sites that list it allow it.
      if (src === undefined || !imageAllowed(src)) {
        // Removing the node here would make DOMPurify skip its next sibling; dropped after the walk.
        el.removeAttribute('src');
        return;
      }
      // Feed images carry no text alternative; an empty alt marks them decorative instead of unlabeled (axe image-alt).
      if (!el.hasAttribute('alt')) el.setAttribute('alt', '');
    }
  });
}

/** Feed HTML made safe for innerHTML: no script, no event handler, no unsafe URL (core safeUrl), no inline style, no foreign image. */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!html || typeof html !== 'string') return '';
  addHooks();
  current = { imageOrigins: options.imageOrigins ?? [], pageOrigin: typeof location === 'undefined' ? 'null' : location.origin };
  const fragment = DOMPurify.sanitize(renameInlineAttributes(html), { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  for (const img of fragment.querySelectorAll('img:not([src])')) img.remove();
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
