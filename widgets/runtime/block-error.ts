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

/** Replaces the element's content with the localized message and logs one `[estate-blocks]` error. */
export function showBlockError(el: HTMLElement, locale: Locale | undefined, expected: unknown, received: unknown): void {
  // The text is one of our constants, never page input.
  el.innerHTML = `<p class="eb-block-message eb-block-message--error" role="alert">${BLOCK_ERROR_TEXT[locale || 'nl']}</p>`;
  el.dataset.blockState = 'error';
  console.error(`[estate-blocks] ${describeElement(el)}: expected ${expected}, received ${received}`);
}
