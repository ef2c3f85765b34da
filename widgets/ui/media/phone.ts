/**
 * A phone-sized viewport. The blocks' CSS writes the same query (`@media (max-width: 40rem)`, e.g.
 * estate-map.css): the script decides what loads, the sheet what the reserved space looks like, and the
 * two must agree. Framework-free: the loader's early search reads it too.
 */
export const PHONE_MEDIA = '(max-width: 40rem)';

export function isPhoneViewport(): boolean {
  return typeof matchMedia === 'function' && matchMedia(PHONE_MEDIA).matches;
}
