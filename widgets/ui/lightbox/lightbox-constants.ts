/** Spec §9 lightbox constants. */
export const SLIDESHOW_SPEED_MS = 3000;
export const HASH_UPDATE_DELAY_MS = 300;
export const SHARE_POPUP_WIDTH = 550;
export const SHARE_POPUP_HEIGHT = 450;
/** Default share target; `{url}` is replaced by the encoded page address. */
export const DEFAULT_SHARE_URL = 'https://www.facebook.com/sharer/sharer.php?u={url}';

export function sharePopupFeatures(screenWidth: number, screenHeight: number): string {
  const left = Math.max(0, Math.round((screenWidth - SHARE_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round((screenHeight - SHARE_POPUP_HEIGHT) / 2));
  return `width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT},left=${left},top=${top},noopener`;
}

export function buildShareUrl(template: string, pageUrl: string): string {
  return template.replace('{url}', encodeURIComponent(pageUrl));
}

/** GLightbox's open, close and slide effects: none when the visitor asked for reduced motion. */
export function lightboxEffects(reducedMotion: boolean): { openEffect: string; closeEffect: string; slideEffect: string } {
  return reducedMotion ? { openEffect: 'none', closeEffect: 'none', slideEffect: 'none' } : { openEffect: 'fade', closeEffect: 'fade', slideEffect: 'slide' };
}
