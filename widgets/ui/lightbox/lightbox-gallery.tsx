import './lightbox.css';
import { useMemo, useRef } from 'react';
import { useLightbox } from './use-lightbox';
import type { LightboxImage, LightboxLabels } from './lightbox-types';
import { safeUrl } from '../../../core/security/safe-url';

export interface LightboxGalleryProps {
  gallery: string;
  images: LightboxImage[];
  labels: LightboxLabels;
  /** "Open photo {n} of {count}" for the buttons that open the viewer. */
  openLabel: (index: number, count: number) => string;
  styleHref?: string | null;
  shareUrl?: string;
  /** How many thumbnails to show under the main image; default 8. */
  visibleThumbnails?: number;
}

/** Main image plus thumbnails; each is a button that opens the lightbox at that image. */
export function LightboxGallery({ gallery, images: given, labels, openLabel, styleHref, shareUrl, visibleThumbnails = 8 }: LightboxGalleryProps) {
  const mainRef = useRef<HTMLButtonElement>(null);
  const images = useMemo(() => safeImages(given), [given]);
  const open = useLightbox({ gallery, images, labels, styleHref, shareUrl }, () => mainRef.current);
  if (images.length === 0) return null;
  const [main, ...rest] = images;
  return (
    <div className="eb-photos">
      <button
        ref={mainRef}
        type="button"
        className="eb-photos__main"
        aria-label={openLabel(0, images.length)}
        onClick={(e) => open(0, e.currentTarget)}
      >
        {/* The detail page's largest paint: fetched first, its 3:2 box held by width/height before CSS. */}
        <img className="eb-photos__main-image" src={main.src} alt={main.alt} width={1200} height={800} fetchPriority="high" decoding="async" />
      </button>
      {rest.length > 0 && (
        <ul className="eb-photos__thumbs">
          {rest.slice(0, visibleThumbnails).map((image, i) => (
            <li key={image.src + i} className="eb-photos__thumb-item">
              <button
                type="button"
                className="eb-photos__thumb"
                aria-label={openLabel(i + 1, images.length)}
                onClick={(e) => open(i + 1, e.currentTarget)}
              >
                <img src={image.thumbnail || image.src} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Photos from data pass the safeUrl rule; one without a usable address is left out. */
function safeImages(images: LightboxImage[]): LightboxImage[] {
  return images.flatMap((image) => {
    const src = safeUrl(image.src);
    return src === undefined ? [] : [{ ...image, src, thumbnail: safeUrl(image.thumbnail) }];
  });
}
