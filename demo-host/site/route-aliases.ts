import type { ServerResponse } from 'node:http';
import { aliasRedirect } from '../../core/routes/aliases';

/**
 * Answers an old translated page path ('/nl/favorieten', '/fr/tenez-moi-informe/{token}' …) with a
 * 301 to its spec §2 path, query string kept, so links in mails already sent keep working.
 * Returns false when the path is no alias.
 */
export function redirectRouteAlias(res: ServerResponse, url: URL): boolean {
  const target = aliasRedirect(url.pathname + url.search);
  if (!target) return false;
  res.writeHead(301, { location: target, 'cache-control': 'public, max-age=86400' }).end();
  return true;
}
