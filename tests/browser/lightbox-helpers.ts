import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Tab `presses` times inside the open lightbox: focus never leaves it (modal dialog). */
export async function expectFocusTrappedInLightbox(page: Page, presses: number): Promise<void> {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#glightbox-body'))).toBe(true);
  }
}

/** Escape closes the lightbox: the dialog is gone, focus is back on `opener` and the photo hash is cleared. */
export async function expectEscapeClosesLightbox(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page).not.toHaveURL(/#/);
}
