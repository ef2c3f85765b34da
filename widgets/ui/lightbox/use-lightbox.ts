import { useEffect, useRef } from 'react';
import { createLightbox, type LightboxController, type LightboxOptions } from './create-lightbox';
import { parseLightboxHash } from './lightbox-hash';

/** One lightbox controller per gallery; opens at the image a `#{gallery}-{n}` hash names on arrival. */
export function useLightbox(options: LightboxOptions, fallbackOpener: () => HTMLElement | null) {
  const latest = useRef(options);
  latest.current = options;
  const controller = useRef<LightboxController | null>(null);

  useEffect(
    function createController() {
      const lightbox = createLightbox({ ...latest.current, onClose: () => latest.current.onClose?.() });
      controller.current = lightbox;
      const start = parseLightboxHash(location.hash, options.gallery, options.images.length);
      if (start !== null) void lightbox.open(start, fallbackOpener());
      return function destroyController() {
        lightbox.destroy();
        controller.current = null;
      };
    },
    // A new image list means a new gallery.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [options.gallery, options.images],
  );

  return (index: number, opener: HTMLElement | null) => {
    void controller.current?.open(index, opener).catch((error) => {
      console.warn('[estate-blocks] the photo viewer could not be loaded', error);
    });
  };
}
