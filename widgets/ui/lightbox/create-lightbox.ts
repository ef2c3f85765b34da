import { allowedShareUrl } from '../../../core/security/config-url';
import { prefersReducedMotion } from '../motion/reduced-motion';
import { loadGlightbox, type GlightboxInstance } from './load-glightbox';
import { lightboxHtml, SLIDE_HTML, escapeHtml } from './lightbox-markup';
import { buildToolbar, type LightboxToolbar } from './lightbox-toolbar';
import { lightboxActionFor, type LightboxAction } from './lightbox-keys';
import { formatLightboxHash } from './lightbox-hash';
import { isDoubleTap, swipeDirection, wheelDirection } from './lightbox-gestures';
import {
  DEFAULT_SHARE_URL,
  HASH_UPDATE_DELAY_MS,
  SLIDESHOW_SPEED_MS,
  buildShareUrl,
  lightboxEffects,
  sharePopupFeatures,
} from './lightbox-constants';
import type { LightboxImage, LightboxLabels } from './lightbox-types';

export interface LightboxOptions {
  /** Gallery name used in the URL hash (`{gallery}-{n}`). */
  gallery: string;
  images: LightboxImage[];
  labels: LightboxLabels;
  /** Stylesheet with GLightbox's CSS, fetched on first open; null when the page already has it. */
  styleHref?: string | null;
  /** Share target with `{url}`; default Facebook's sharer. */
  shareUrl?: string;
  /** 'left' or 'right': captions beside the image write no style attribute (DESIGN §6). */
  captionPosition?: 'left' | 'right';
  onClose?: () => void;
}

export interface LightboxController {
  open(index: number, opener?: HTMLElement | null): Promise<void>;
  close(): void;
  destroy(): void;
  isOpen(): boolean;
}

const LOCK_CLASS = 'eb-lightbox-lock';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('button, [href], [tabindex]:not([tabindex="-1"])')).filter(
    (el) => !el.hasAttribute('disabled') && !el.closest('[hidden]') && el.getClientRects().length > 0,
  );
}

function clearHash() {
  if (location.hash) history.replaceState(history.state, '', location.pathname + location.search);
}

/** GLightbox wrapped as an accessible modal dialog with the spec §2/§9 keys, hash, slideshow, thumbnails and share. */
export function createLightbox(options: LightboxOptions): LightboxController {
  const { gallery, images, labels } = options;
  let instance: GlightboxInstance | null = null;
  let modal: HTMLElement | null = null;
  let toolbar: LightboxToolbar | null = null;
  let opener: HTMLElement | null = null;
  let inerted: HTMLElement[] = [];
  let index = 0;
  let hashTimer: ReturnType<typeof setTimeout> | undefined;
  let slideshowTimer: ReturnType<typeof setInterval> | undefined;
  let open = false;
  let wheelAt = -Infinity;
  let tapAt = -Infinity;
  let pointer: { x: number; y: number } | null = null;

  function setSlideshow(on: boolean) {
    clearInterval(slideshowTimer);
    slideshowTimer = undefined;
    if (on) slideshowTimer = setInterval(() => instance?.goToSlide((index + 1) % images.length), SLIDESHOW_SPEED_MS);
    toolbar?.slideshow.setAttribute('aria-pressed', String(on));
    modal?.classList.toggle('eb-lightbox--playing', on);
  }

  function toggleFullscreen() {
    if (!modal) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void modal.requestFullscreen?.().catch(() => undefined);
  }

  function toggleThumbnails() {
    if (!toolbar) return;
    const show = toolbar.strip.hidden;
    toolbar.strip.hidden = !show;
    toolbar.thumbnails.setAttribute('aria-expanded', String(show));
    modal?.classList.toggle('eb-lightbox--thumbs', show);
  }

  function share() {
    const url = buildShareUrl(allowedShareUrl(options.shareUrl) ?? DEFAULT_SHARE_URL, location.href);
    window.open(url, 'eb-share', sharePopupFeatures(screen.width, screen.height));
  }

  function run(action: LightboxAction) {
    if (!instance) return;
    if (action === 'close') instance.close();
    else if (action === 'next') instance.nextSlide();
    else if (action === 'prev') instance.prevSlide();
    else if (action === 'slideshow') setSlideshow(slideshowTimer === undefined);
    else if (action === 'fullscreen') toggleFullscreen();
    else if (action === 'thumbnails') toggleThumbnails();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!modal || !open) return;
    if (event.key === 'Tab') return trapTab(event);
    const target = event.target as HTMLElement | null;
    const isControl = !!target && target !== modal && /^(BUTTON|A|INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
    const action = lightboxActionFor(event, isControl);
    if (!action) return;
    event.preventDefault();
    run(action);
  }

  function trapTab(event: KeyboardEvent) {
    const list = focusables(modal!);
    if (!list.length) return;
    const first = list[0];
    const last = list[list.length - 1];
    const active = document.activeElement as HTMLElement | null;
    const inside = !!active && modal!.contains(active) && active !== modal;
    if (event.shiftKey && (!inside || active === first)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (!inside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  }

  function onClick(event: MouseEvent) {
    const el = (event.target as HTMLElement).closest<HTMLElement>('[data-action], .eb-lightbox__thumb');
    if (!el || !toolbar) return;
    // GLightbox closes on clicks outside the image; our controls are not "outside".
    event.stopPropagation();
    if (el.classList.contains('eb-lightbox__thumb')) instance?.goToSlide(Number(el.dataset.index));
    else if (el.dataset.action === 'share') share();
    else run(el.dataset.action as LightboxAction);
  }

  function onImageError(event: Event) {
    const img = event.target;
    if (!(img instanceof HTMLImageElement) || !img.closest('.gslide-media')) return;
    const message = document.createElement('p');
    message.className = 'eb-lightbox__error';
    message.setAttribute('role', 'alert');
    message.textContent = labels.cannotLoad;
    img.replaceWith(message);
    const loader = modal?.querySelector<HTMLElement>('.gloader');
    if (loader) loader.style.display = 'none';
  }

  function onWheel(event: WheelEvent) {
    if ((event.target as HTMLElement).closest('.eb-lightbox__thumbs')) return;
    event.preventDefault();
    const direction = wheelDirection(event.deltaX, event.deltaY, event.timeStamp, wheelAt);
    if (!direction) return;
    wheelAt = event.timeStamp;
    run(direction);
  }

  function onPointerDown(event: PointerEvent) {
    if (event.pointerType !== 'mouse') pointer = { x: event.clientX, y: event.clientY };
  }

  // GLightbox's own touch navigation is off: swipes (≥ 50 px) and double taps (≤ 500 ms, fullscreen) are ours.
  function onPointerUp(event: PointerEvent) {
    if (!pointer) return;
    const direction = swipeDirection(event.clientX - pointer.x, event.clientY - pointer.y);
    pointer = null;
    if (direction) return run(direction);
    if (!(event.target as HTMLElement).closest('.gslide-media')) return;
    if (isDoubleTap(event.timeStamp, tapAt)) {
      tapAt = -Infinity;
      toggleFullscreen();
    } else tapAt = event.timeStamp;
  }

  function onFullscreenChange() {
    toolbar?.fullscreen.setAttribute('aria-pressed', String(!!document.fullscreenElement));
  }

  function onSlideChanged(current: number) {
    index = current;
    if (toolbar) {
      toolbar.status.textContent = labels.photo(index, images.length);
      toolbar.thumbButtons.forEach((b, i) => b.setAttribute('aria-current', String(i === index)));
    }
    clearTimeout(hashTimer);
    hashTimer = setTimeout(() => {
      if (open) history.replaceState(history.state, '', formatLightboxHash(gallery, index));
    }, HASH_UPDATE_DELAY_MS);
  }

  function decorate(inst: GlightboxInstance) {
    modal = inst.modal ?? document.getElementById('glightbox-body');
    if (!modal) return;
    // inert (rather than GLightbox's aria-hidden) keeps the page out of reach without hiding focusable content from axe.
    inerted = (inst.bodyHiddenChildElms ?? []).filter((el) => el !== modal);
    for (const el of inerted) {
      el.removeAttribute('aria-hidden');
      el.inert = true;
    }
    toolbar = buildToolbar(modal, gallery, images, labels);
    modal.addEventListener('click', onClick, true);
    modal.addEventListener('error', onImageError, true);
    modal.addEventListener('wheel', onWheel, { passive: false });
    modal.addEventListener('pointerdown', onPointerDown);
    modal.addEventListener('pointerup', onPointerUp);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('fullscreenchange', onFullscreenChange);
    modal.focus();
  }

  function teardown() {
    open = false;
    setSlideshow(false);
    clearTimeout(hashTimer);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('fullscreenchange', onFullscreenChange);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    for (const el of inerted) el.inert = false;
    inerted = [];
    document.documentElement.classList.remove(LOCK_CLASS);
    clearHash();
    modal = null;
    toolbar = null;
    instance = null;
    const target = opener;
    opener = null;
    if (target?.isConnected) target.focus();
    options.onClose?.();
  }

  return {
    async open(start, from) {
      if (open || images.length === 0) return;
      opener = from ?? (document.activeElement as HTMLElement | null);
      const factory = await loadGlightbox(options.styleHref ?? null);
      if (open) return;
      open = true;
      // Hiding the page scrollbar first keeps GLightbox from injecting an inline <style> (blocked by the CSP).
      document.documentElement.classList.add(LOCK_CLASS);
      const position = options.captionPosition ?? 'right';
      const inst = factory({
        elements: images.map((image) => ({
          href: image.src,
          type: 'image',
          alt: image.alt,
          title: image.caption ? escapeHtml(image.caption) : '',
          description: '',
          descPosition: position,
        })),
        descPosition: position,
        lightboxHTML: lightboxHtml(labels),
        slideHTML: SLIDE_HTML,
        keyboardNavigation: false,
        touchNavigation: false,
        zoomable: false,
        draggable: false,
        loop: true,
        ...lightboxEffects(prefersReducedMotion()),
      });
      instance = inst;
      inst.on('open', () => decorate(inst));
      inst.on('slide_changed', (data: { current: { index: number } }) => onSlideChanged(data.current.index));
      inst.on('close', teardown);
      inst.openAt(Math.min(Math.max(0, start), images.length - 1));
    },
    close() {
      instance?.close();
    },
    destroy() {
      const inst = instance;
      if (inst) {
        inst.close();
        inst.destroy();
      }
    },
    isOpen: () => open,
  };
}
