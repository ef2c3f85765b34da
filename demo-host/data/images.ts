/** Generated SVG pictures served by the reference service (nothing external). */
const PALETTE = ['#c0504d', '#4f81bd', '#9bbb59', '#8064a2', '#4bacc6', '#f79646', '#2c4d75', '#77933c', '#b65708', '#604a7b'];

export type ImageKind = 'estate' | 'rental' | 'person' | 'plan';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

export function colourFor(key: number): string {
  return PALETTE[Math.abs(key) % PALETTE.length];
}

export interface ImageSpec {
  kind: ImageKind;
  /** Picks the colour. */
  key: number;
  /** Text drawn on the picture and used as its title, e.g. the estate reference. */
  label: string;
  /** Picture number within a gallery, starting at 1. */
  index?: number;
  width?: number;
  height?: number;
}

/** A house (or building, person, plan) silhouette on a coloured sky with the label printed on it. */
export function renderSvg({ kind, key, label, index = 1, width = 800, height = 600 }: ImageSpec): string {
  const colour = colourFor(key + index);
  const text = escapeXml(label);
  const title = escapeXml(`${label}${kind === 'person' ? '' : ` — ${index}`}`);
  const shape =
    kind === 'person'
      ? '<circle cx="400" cy="230" r="110" fill="#fff" opacity="0.9"/><path d="M180 600 Q400 330 620 600Z" fill="#fff" opacity="0.9"/>'
      : kind === 'plan'
        ? '<rect x="150" y="120" width="500" height="360" fill="none" stroke="#fff" stroke-width="10"/><path d="M400 120 V300 H650 M150 300 H300" stroke="#fff" stroke-width="8" fill="none"/>'
        : `<path d="M160 520 V300 L400 130 L640 300 V520 Z" fill="#fff" opacity="0.92"/><rect x="360" y="400" width="80" height="120" fill="${colour}"/><rect x="230" y="330" width="80" height="70" fill="${colour}" opacity="0.7"/><rect x="490" y="330" width="80" height="70" fill="${colour}" opacity="0.7"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 600" role="img" aria-label="${title}">` +
    `<title>${title}</title><rect width="800" height="600" fill="${colour}"/>${shape}` +
    `<text x="400" y="575" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#fff">${text}</text></svg>`
  );
}

/** Root-relative URL of a generated picture (the demo host serves the API and the pages from one origin). */
export function imageUrl(kind: ImageKind, id: number | string, index: number, size: 'full' | 'medium' | 'thumb' = 'full'): string {
  const suffix = size === 'full' ? '' : `-${size}`;
  return `/api/images/${kind}/${encodeURIComponent(String(id))}/${index}${suffix}.svg`;
}

export const IMAGE_SIZES = { full: [800, 600], medium: [570, 428], thumb: [240, 180] } as const;
