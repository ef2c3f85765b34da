import type { Page } from '@playwright/test';

/** The text of every block on the page, as the visitor reads it (innerText: only what is rendered). */
export function blockText(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-block]'))
      .filter((el) => !el.parentElement?.closest('[data-block]'))
      .map((el) => el.innerText)
      .join('\n'),
  );
}
