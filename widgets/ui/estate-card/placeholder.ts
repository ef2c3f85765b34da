/** Neutral house pictogram shown when an estate has no picture (spec §2: alt text estate.no.image). */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 570 380"><rect width="570" height="380" fill="#e3e7ed"/>' +
      '<path d="M285 120l-90 75h25v75h50v-50h30v50h50v-75h25z" fill="#9aa5b4"/></svg>',
  );

/** Spec §9 gallery image width. */
export const GALLERY_IMAGE_WIDTH = 570;
