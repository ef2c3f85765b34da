import type { LightboxImage, LightboxLabels } from './lightbox-types';

export interface LightboxToolbar {
  root: HTMLElement;
  slideshow: HTMLButtonElement;
  fullscreen: HTMLButtonElement;
  thumbnails: HTMLButtonElement;
  share: HTMLButtonElement;
  strip: HTMLElement;
  status: HTMLElement;
  thumbButtons: HTMLButtonElement[];
}

function button(className: string, label: string, action: string): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = `eb-lightbox__button eb-lightbox__button--${className}`;
  el.setAttribute('aria-label', label);
  el.dataset.action = action;
  const icon = document.createElement('span');
  icon.className = 'eb-lightbox__icon';
  icon.setAttribute('aria-hidden', 'true');
  el.appendChild(icon);
  return el;
}

/** Slideshow, fullscreen, thumbnails and share controls plus the thumbnail strip GLightbox lacks. */
export function buildToolbar(modal: HTMLElement, gallery: string, images: LightboxImage[], labels: LightboxLabels): LightboxToolbar {
  const root = document.createElement('div');
  root.className = 'eb-lightbox__toolbar';
  const slideshow = button('slideshow', labels.slideshow, 'slideshow');
  slideshow.setAttribute('aria-pressed', 'false');
  const fullscreen = button('fullscreen', labels.fullscreen, 'fullscreen');
  fullscreen.setAttribute('aria-pressed', 'false');
  const thumbnails = button('thumbnails', labels.thumbnails, 'thumbnails');
  const stripId = `eb-lightbox-thumbs-${gallery}`;
  thumbnails.setAttribute('aria-expanded', 'false');
  thumbnails.setAttribute('aria-controls', stripId);
  const share = button('share', labels.share, 'share');
  root.append(slideshow, fullscreen, thumbnails, share);

  const strip = document.createElement('div');
  strip.className = 'eb-lightbox__thumbs';
  strip.id = stripId;
  strip.hidden = true;
  const thumbButtons = images.map((image, i) => {
    const thumb = document.createElement('button');
    thumb.type = 'button';
    thumb.className = 'eb-lightbox__thumb';
    thumb.dataset.index = String(i);
    thumb.setAttribute('aria-label', labels.photo(i, images.length));
    const img = document.createElement('img');
    img.src = image.thumbnail || image.src;
    img.alt = '';
    thumb.appendChild(img);
    strip.appendChild(thumb);
    return thumb;
  });

  const status = document.createElement('p');
  status.className = 'eb-lightbox__status';
  status.setAttribute('aria-live', 'polite');

  const container = modal.querySelector('.gcontainer') ?? modal;
  container.append(root, strip, status);
  return { root, slideshow, fullscreen, thumbnails, share, strip, status, thumbButtons };
}
