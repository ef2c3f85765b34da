/**
 * How far a list grows by itself. Infinite scroll loads the next page as the end of the list nears the
 * viewport; after a few pages it stops and waits for the "load more" button, so a visitor (with a
 * keyboard especially: Tab scrolls the list's last link into view) can reach what follows the list.
 */
export const AUTO_LOAD_PAGES = 3;

/** Whether the next page may load by itself when `pagesLoaded` pages (the first included) are in. */
export function mayAutoLoad(pagesLoaded: number, limit: number = AUTO_LOAD_PAGES): boolean {
  return pagesLoaded < limit;
}

/**
 * Holiday rentals grow by the button only: their cards are tall (a page of 20 is about 6,600 px on a
 * 320 px phone), so the list shows one page and "show more" adds the next, where the visitor chooses.
 */
export const RENTAL_AUTO_LOAD_PAGES = 1;

/** Pages a list holds (the first included) with `loaded` of its rows in and `pageSize` per page. */
export function pagesLoaded(loaded: number, pageSize: number): number {
  return Math.ceil(loaded / pageSize);
}
