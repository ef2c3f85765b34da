import DOMPurify from 'dompurify';
import { safeUrl } from '../../../core/security/safe-url';
import { feedImageAllowed, quietFeedHtml } from '../../../core/security/feed-html';

// Feed HTML is text formatting and links. Style attributes and <style> would be blocked (and reported)
// by the strict CSP; media, frames and forms have no place in a description. SVG and MathML are off.
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'video', 'audio', 'source', 'track', 'picture', 'link', 'meta', 'base'],
  FORBID_ATTR: ['style', 'srcset', 'background', 'poster', 'action', 'formaction', 'ping'],
  ALLOW_DATA_ATTR: false,
};

export interface SanitizeOptions {
  /** Origins (e.g. 'https://cdn.example') feed images may load from besides the page's own; default none. */
  imageOrigins?: readonly string[];
}

/** The options of the sanitize call under way (DOMPurify hooks are global; sanitize is synchronous). */
let current: { imageOrigins: readonly string[]; pageOrigin: string } = { imageOrigins: [], pageOrigin: 'null' };
let hooked = false;

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
      // core's rule: the page's own origin or one the site lists (an image elsewhere would tell that origin who reads the page).
      if (!feedImageAllowed(el.getAttribute('src'), current.pageOrigin, current.imageOrigins)) {
        // Removing the node here would make DOMPurify skip its next sibling; dropped after the walk.
        el.removeAttribute('src');
        return;
      }
      // Feed images carry no text alternative; an empty alt marks them decorative instead of unlabeled (axe image-alt).
      if (!el.hasAttribute('alt')) el.setAttribute('alt', '');
    }
  });
}

/**
 * Feed HTML made safe for innerHTML: no script, no event handler, no unsafe URL (core safeUrl), no inline
 * style, no foreign image. Everything happens on the string and in DOMPurify's inert document (no browsing
 * context: nothing loads, nothing runs); the live document only ever sees the clean string.
 */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!html || typeof html !== 'string') return '';
  addHooks();
  current = { imageOrigins: options.imageOrigins ?? [], pageOrigin: typeof location === 'undefined' ? 'null' : location.origin };
  // RETURN_DOM hands back the inert document's body (DOMPurify types it as a Node).
  const body = DOMPurify.sanitize(quietFeedHtml(html), { ...CONFIG, RETURN_DOM: true }) as HTMLElement;
  for (const img of body.querySelectorAll('img:not([src])')) img.remove();
  return body.innerHTML;
}
