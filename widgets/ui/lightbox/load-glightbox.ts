import { ensureStylesheet } from '../load-stylesheet';

export interface GlightboxSlide {
  href: string;
  type: 'image';
  alt?: string;
  title?: string;
  description?: string;
  descPosition?: 'left' | 'right';
}

/** The part of the GLightbox 3.3 instance we use. */
export interface GlightboxInstance {
  modal?: HTMLElement;
  index: number;
  bodyHiddenChildElms?: HTMLElement[];
  openAt(index: number): void;
  goToSlide(index: number): void;
  nextSlide(): void;
  prevSlide(): void;
  close(): void;
  destroy(): void;
  on(event: 'slide_changed', callback: (data: { current: { index: number } }) => void): void;
  on(event: 'open' | 'close', callback: () => void): void;
}

export type GlightboxFactory = (options: Record<string, unknown>) => GlightboxInstance;

let pending: Promise<GlightboxFactory> | null = null;

/**
 * GLightbox and its stylesheet are fetched the first time a lightbox opens, never with the page.
 * One promise is kept; a failure resets it so the next attempt retries.
 */
export function loadGlightbox(styleHref: string | null): Promise<GlightboxFactory> {
  if (!pending) {
    pending = Promise.all([
      import('glightbox').then((mod: unknown) => ((mod as { default?: unknown }).default ?? mod) as GlightboxFactory),
      styleHref ? ensureStylesheet(styleHref) : Promise.resolve(),
    ])
      .then(([factory]) => factory)
      .catch((error) => {
        pending = null;
        throw error;
      });
  }
  return pending;
}
