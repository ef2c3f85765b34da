/**
 * Adds `<link rel="stylesheet" href>` once (a link already on the page is reused) and resolves when it
 * has loaded; a failure removes the link, so the next call tries again. For CSS that only a lazily
 * loaded part needs (GLightbox, Leaflet): the page's first stylesheet does not carry it.
 */
export function ensureStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[data-eb-style="${href}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.ebStyle = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      reject(new Error(`[estate-blocks] could not load the stylesheet ${href}`));
    };
    document.head.appendChild(link);
  });
}
