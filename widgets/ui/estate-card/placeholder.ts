/**
 * Shown when an estate has no picture (spec §2: alt text estate.no.image): a tinted box of the photo's
 * size with a small outlined house in its middle (a quarter of its height), as the portals show it, so it
 * reads as "no photo" and not as a picture of the estate. Centred, so a 4:3 crop (table cards) keeps it whole.
 */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 570 380"><rect width="570" height="380" fill="#eceff3"/>' +
      '<path d="M230 190l55-47 55 47M245 178v60h80v-60M272 238v-33h26v33" fill="none" stroke="#8a96a6" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  );

/** Spec §9 gallery image width. */
export const GALLERY_IMAGE_WIDTH = 570;
