import { useSyncExternalStore } from 'react';
import { isPhoneViewport, PHONE_MEDIA } from './phone';

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(PHONE_MEDIA);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the viewport is phone-sized (PHONE_MEDIA), again on every change (a phone turned sideways, a window resized). */
export function usePhoneViewport(): boolean {
  return useSyncExternalStore(subscribe, isPhoneViewport, () => false);
}
