import type { Locale } from '../../core/i18n/locale';

/** The short visible message a failed block shows, per locale (kept tiny: the loader carries it). */
export const BLOCK_ERROR_TEXT: Record<Locale, string> = {
  nl: 'Inhoud niet beschikbaar.',
  fr: 'Contenu indisponible.',
  en: 'Content unavailable.',
  de: 'Inhalt nicht verfügbar.',
};

/** Names an element for an error message: its block name, position among the page's blocks and id. */
export function describeElement(el: Element): string {
  const position = [...document.querySelectorAll('[data-block]')].indexOf(el) + 1;
  return `<div data-block="${el.getAttribute('data-block')}">${el.id ? ` #${el.id}` : ''} (block ${position})`;
}

/**
 * Replaces the element's content with the localized message and logs one `[estate-blocks]` error.
 * With `debug` (an editor's view: ?eb-debug, data-debug, the block catalogue) the reason is shown on
 * the block too, expected beside received.
 */
export function showBlockError(el: HTMLElement, locale: Locale | undefined, expected: unknown, received: unknown, debug?: boolean): void {
  // The text is one of our constants, never page input.
  el.innerHTML = `<p class="eb-block-message eb-block-message--error" role="alert">${BLOCK_ERROR_TEXT[locale || 'nl']}</p>`;
  // Page input only ever as text.
  if (debug) el.append(Object.assign(document.createElement('pre'), { className: 'eb-block-message__detail', textContent: `Expected ${expected}\nReceived ${received}` }));
  el.dataset.blockState = 'error';
  console.error(`[estate-blocks] ${describeElement(el)}: expected ${expected}, received ${received}`);
}

/** Debug view: `?eb-debug` in the page URL or `data-debug` on the script tag. */
export function isDebug(scriptData: DOMStringMap | Record<string, string | undefined>, search: string): boolean {
  return 'debug' in scriptData || /[?&]eb-debug\b(?!-)/.test(search);
}
