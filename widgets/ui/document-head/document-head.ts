import { jsonLdText } from '../../../core/head/head-html';
import type { HeadData } from '../../../core/head/head-data';
import { titleWithSiteSuffix } from './title-suffix';

function jsonLdType(script: HTMLScriptElement): unknown {
  try {
    return (JSON.parse(script.textContent ?? '') as { '@type'?: unknown })['@type'];
  } catch {
    return undefined;
  }
}

/**
 * Keeps the document's title, canonical link and JSON-LD in step with what a block shows, for CMSs
 * that cannot render them on the server. A JSON-LD `<script>` is data, not code, so the
 * strict CSP allows it. The JSON-LD of the same @type (the server's, or ours from before) is replaced.
 */
export function applyDocumentHead(head: Pick<HeadData, 'title' | 'canonical' | 'jsonLd'>, doc: Document = document): void {
  doc.title = titleWithSiteSuffix(doc.title, head.title);
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = doc.createElement('link');
    canonical.rel = 'canonical';
    doc.head.append(canonical);
  }
  canonical.href = head.canonical;
  if (!head.jsonLd) return;
  const type = head.jsonLd['@type'];
  const scripts = [...doc.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')];
  let script = scripts.find((s) => s.hasAttribute('data-estate-blocks') || jsonLdType(s) === type);
  if (!script) {
    script = doc.createElement('script');
    script.type = 'application/ld+json';
    doc.head.append(script);
  }
  script.setAttribute('data-estate-blocks', '');
  script.textContent = jsonLdText(head.jsonLd);
}
