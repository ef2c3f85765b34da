import { escapeHtml } from './escape-html';
import { tileServerOf } from './config-url';

/**
 * The HTML Leaflet's attribution control shows for a tile layer (it inserts attributions as HTML):
 * the configured text, escaped, linked to the provider's copyright page when the tiles come from an
 * allow-listed server. Nothing of the configuration becomes markup or a link target.
 */
export function mapAttributionHtml(text: string | undefined, tileUrl: string): string {
  const escaped = escapeHtml(text?.trim() ?? '');
  if (!escaped) return '';
  const server = tileServerOf(tileUrl);
  return server ? `<a href="${escapeHtml(server.copyright)}" rel="noopener noreferrer" target="_blank">${escaped}</a>` : escaped;
}
