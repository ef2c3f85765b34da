/**
 * A site builder's setup mistakes, each as one `[estate-blocks]` message that names the cause and the fix
 * (README "Embed"). Pure: the block runtime decides when to log them (once per page).
 */

const EXAMPLE = 'data-api="https://content.example.com/api"';

/** Why `data-api` cannot be the site content service's base URL, or null when it can (absolute http(s) or a path on this site). */
export function dataApiProblem(api: string): string | null {
  const value = api.trim();
  if (value === '') return `[estate-blocks] the loader's <script> has no data-api: add the site content service's base URL, e.g. ${EXAMPLE}.`;
  const usable = /^https?:\/\/[^/\s?#]+/i.test(value) || /^\/(?!\/)\S*$/.test(value);
  return usable ? null : `[estate-blocks] data-api on the loader's <script> is not a base URL (received ${JSON.stringify(value)}): write it as an absolute http(s) URL, e.g. ${EXAMPLE}.`;
}

/** The site settings call (GET /sites/{siteId}) answered 404: the service does not know the site id. */
export function unknownSiteProblem(api: string, siteId: string): string {
  return `[estate-blocks] the site content service at ${api} does not know the site "${siteId}" (GET /sites/${encodeURIComponent(siteId)} answered 404): check data-site-id on the loader's <script>.`;
}

/** The site settings call did not get through: a wrong address, the service down, or its CORS refusal of this page's origin. */
export function unreachableApiProblem(api: string, pageOrigin: string): string {
  return `[estate-blocks] the site content service at ${api} could not be reached from ${pageOrigin} (network error or CORS refusal): check data-api on the loader's <script>, and that the service allows this origin (site setting allowedOrigins, or EB_ALLOWED_ORIGINS on the reference service).`;
}
