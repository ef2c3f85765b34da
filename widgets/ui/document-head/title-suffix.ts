/**
 * The site-name suffix of a document title, apart from document-head.ts: the search's tab title needs
 * only this, not the detail's canonical link and JSON-LD code (esbuild places code by file).
 */

/** How CMS templates join a page title and the site name ("Villa in Gent · Immo Demo"). */
const SEPARATORS = [' · ', ' | ', ' – ', ' — ', ' - '];

/** `pageTitle` with the site-name suffix the current document title carries, if any. */
export function titleWithSiteSuffix(currentTitle: string, pageTitle: string): string {
  for (const separator of SEPARATORS) {
    const at = currentTitle.lastIndexOf(separator);
    if (at > 0) return `${pageTitle}${currentTitle.slice(at)}`;
  }
  return pageTitle;
}
