import { stickerColors } from './sticker-colors';
import { useCssVars } from './use-css-vars';
import './sticker.css';

export interface StickerProps {
  name: string;
  color?: string | null;
  colorText?: string | null;
  /** A sold label uses the sold colours of the theme instead of the feed's. */
  sold?: boolean;
}

export function Sticker({ name, color, colorText, sold = false }: StickerProps) {
  const colors = sold ? {} : stickerColors(color, colorText);
  const ref = useCssVars<HTMLSpanElement>({ '--eb-sticker-bg': colors.background, '--eb-sticker-text': colors.text });
  return (
    <span ref={ref} className={`eb-sticker${sold ? ' eb-sticker--sold' : ''}`}>
      {name}
    </span>
  );
}
