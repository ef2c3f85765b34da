export type LightboxAction = 'close' | 'next' | 'prev' | 'slideshow' | 'fullscreen' | 'thumbnails';

const KEYS: Record<string, LightboxAction> = {
  Escape: 'close',
  Esc: 'close',
  ArrowRight: 'next',
  ArrowLeft: 'prev',
  p: 'slideshow',
  P: 'slideshow',
  ' ': 'slideshow',
  Spacebar: 'slideshow',
  f: 'fullscreen',
  F: 'fullscreen',
  g: 'thumbnails',
  G: 'thumbnails',
};

/**
 * Spec §2 keys: P or Space toggles the slideshow, F fullscreen, G thumbnails; plus arrows and Escape.
 * Space on a focused control keeps its native meaning (pressing the button), and modifier chords are left to the browser.
 */
export function lightboxActionFor(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  targetIsControl: boolean,
): LightboxAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const action = KEYS[event.key];
  if (!action) return null;
  if (targetIsControl && (event.key === ' ' || event.key === 'Spacebar')) return null;
  return action;
}
