import { sameOriginPath } from '../../core/security/same-origin-path';

/** Leaves the page for `url`, a path on this site; anything else stays put (kept apart so tests can replace it). */
export function navigate(url: string): void {
  const path = sameOriginPath(url);
  if (path) window.location.assign(path);
  else console.error('[estate-blocks] keep-me-informed: successUrl must be a path on this site; received', JSON.stringify(url));
}
