/**
 * What browser tests leave on the page's window (in an init script or `page.evaluate`) to read back
 * later: one declaration instead of a cast at every use. Never set by the bundle.
 */
declare global {
  interface Window {
    /** Layout shifts with the elements that moved (layout-check.ts). */
    __ebShifts?: Array<{ value: number; sources: string[] }>;
    /** When the first map-positions search was sent and when the map block rendered (page-loading.spec.ts). */
    positionsSent?: number;
    mapRendered?: number;
    /** Per measurement of a block's box: how many loader writes preceded it (loader.spec.ts). */
    __writesBeforeRead?: number[];
    /** How many preload links each of the loader's tasks added (page-loading.spec.ts). */
    __preloadBatches?: number[];
    /** The estate-blocks:* events the page saw (events.spec.ts). */
    __ebEvents?: { type: string; detail: Record<string, unknown> }[];
    /** The arguments of each window.open call, and GLightbox animation classes seen (detail-lightbox.spec.ts). */
    __ebOpened?: unknown[][];
    __ebAnimations?: string[];
    /** Counts script that API data or a hostile configuration managed to run (xss, feed-html-csp, detail-actions). */
    __ebPwned?: number;
    /** Reports a CSP violation to the test (fixtures.ts exposes it). */
    __ebCspViolation?: (text: string) => void;
    /** The analytics layer a site opts in to (events.spec.ts). */
    dataLayer?: { event: string }[];
  }
}

export {};
