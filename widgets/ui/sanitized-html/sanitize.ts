import DOMPurify from 'dompurify';

// Style attributes and <style> would be blocked (and reported) by the strict CSP, so they are dropped here.
const CONFIG = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
};

/** Feed HTML made safe for innerHTML: no script, no event handler, no javascript: URL, no inline style. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, CONFIG) as string;
}
