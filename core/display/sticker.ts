import type { EstateSticker } from '../model/estate';

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

function normalizeHex(value: unknown, unset: string): string | null {
  if (typeof value !== 'string') return null;
  const match = HEX.exec(value.trim());
  if (!match) return null;
  const hex = match[1].toLowerCase();
  const full = hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex;
  return full === unset ? null : `#${full}`;
}

/** Sticker background as '#rrggbb'; 'ffffff', empty or malformed count as unset → null (spec §5). */
export function stickerColor(color: unknown): string | null {
  return normalizeHex(color, 'ffffff');
}

/** Sticker text colour as '#rrggbb'; '000000', empty or malformed count as unset → null (spec §5). */
export function stickerTextColor(color: unknown): string | null {
  return normalizeHex(color, '000000');
}

export interface StickerDisplay {
  name: string;
  /** '#rrggbb' or null: use the theme's default (--eb-sticker-bg). */
  color: string | null;
  /** '#rrggbb' or null: use the theme's default (--eb-sticker-fg). */
  textColor: string | null;
}

/** The sticker to show, or null when there is none or it has no name. */
export function stickerDisplay(sticker: EstateSticker | null | undefined): StickerDisplay | null {
  if (!sticker || typeof sticker.name !== 'string' || sticker.name.trim() === '') return null;
  return { name: sticker.name, color: stickerColor(sticker.color), textColor: stickerTextColor(sticker.colorText) };
}
