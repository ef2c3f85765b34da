import type { Page } from '@playwright/test';

/**
 * Resolves once the page has rendered two more frames: what a scroll, resize or answer changed has been laid
 * out and painted, and the layout shifts and intersections of those frames have been reported. An event to
 * wait for, where a fixed sleep would be too short on a busy machine and needlessly long on an idle one.
 */
export function afterRendering(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}
