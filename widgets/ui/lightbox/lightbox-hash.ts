/** Spec §2: the URL hash is the gallery name, '-', and the image index starting at 1. */
export function formatLightboxHash(gallery: string, index: number): string {
  return `#${gallery}-${index + 1}`;
}

/** The zero-based index the hash points at in `gallery`, or null when it names another gallery or no valid image. */
export function parseLightboxHash(hash: string, gallery: string, count: number): number | null {
  const prefix = `#${gallery}-`;
  if (!hash.startsWith(prefix)) return null;
  const rest = hash.slice(prefix.length);
  if (!/^[1-9]\d*$/.test(rest)) return null;
  const index = Number(rest) - 1;
  return index < count ? index : null;
}
