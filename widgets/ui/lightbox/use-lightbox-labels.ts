import { useMemo } from 'react';
import { useBlock } from '../../runtime/block-context';
import type { LightboxLabels } from './lightbox-types';

export function useLightboxLabels(): LightboxLabels {
  const { t } = useBlock();
  return useMemo(
    () => ({
      dialog: t('lightbox.dialog'),
      close: t('lightbox.close'),
      previous: t('lightbox.previous'),
      next: t('lightbox.next'),
      slideshow: t('lightbox.slideshow'),
      fullscreen: t('lightbox.fullscreen'),
      thumbnails: t('lightbox.thumbnails'),
      share: t('lightbox.share'),
      cannotLoad: t('lightbox.cannot_load'),
      photo: (index: number, count: number) => t('lightbox.photo', { index: index + 1, count }),
    }),
    [t],
  );
}
