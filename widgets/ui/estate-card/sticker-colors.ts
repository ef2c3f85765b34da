import { stickerColor, stickerTextColor } from '../../../core/display/sticker';

/** Sticker colours for the CSSOM; which values count as unset is core/display's (spec §5). */
export interface StickerColors {
  background?: string;
  text?: string;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * A text colour that would fail WCAG AA contrast (4.5:1) on the sticker background is replaced by
 * black or white, whichever reads better; feed colours must not make a block fail axe.
 */
export function stickerColors(color?: string | null, colorText?: string | null): StickerColors {
  const bg = stickerColor(color) ?? undefined;
  let text = stickerTextColor(colorText) ?? undefined;
  if (!bg) return text && contrast(text, '#ffffff') >= 4.5 ? { text } : {};
  if (!text || contrast(text, bg) < 4.5) text = contrast('#000000', bg) >= contrast('#ffffff', bg) ? '#000000' : '#ffffff';
  return { background: bg, text };
}
