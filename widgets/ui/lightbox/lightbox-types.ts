export interface LightboxImage {
  /** Full-size image address. */
  src: string;
  /** Small image for the thumbnail strip; defaults to src. */
  thumbnail?: string;
  alt: string;
  /** Caption shown beside the image (never above or below: DESIGN §6). */
  caption?: string;
}

export interface LightboxLabels {
  dialog: string;
  close: string;
  previous: string;
  next: string;
  slideshow: string;
  fullscreen: string;
  thumbnails: string;
  share: string;
  /** spec §8 lightbox.cannot_load */
  cannotLoad: string;
  /** e.g. "Photo 2 of 9". */
  photo: (index: number, count: number) => string;
}
