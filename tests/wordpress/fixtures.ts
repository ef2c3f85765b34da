import { test as base, expect } from '@playwright/test';

/**
 * `test` fails on any page error, console error, or answer ≥ 400 from WordPress or the demo host (no 404
 * followed from any link). `allowConsoleError` declares what a test expects to go wrong.
 */
export const test = base.extend<{ guard: { allowConsoleError(pattern: RegExp): void } }>({
  guard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const ours = (url: string) => /^http:\/\/127\.0\.0\.1:/.test(url);
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !allowed.some((p) => p.test(msg.text()))) problems.push(`console error: ${msg.text()} (${msg.location().url})`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400 && ours(response.url())) problems.push(`HTTP ${response.status()} for ${response.url()}`);
      });
      await use({ allowConsoleError: (p) => allowed.push(p) });
      expect(problems, 'page errors, console errors or answers >= 400').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The demo host beside WordPress (site content service, bundle, outbox). */
export const demoURL = () => process.env.EB_WP_DEMO_URL ?? `http://127.0.0.1:${process.env.EB_WP_DEMO_PORT}`;
