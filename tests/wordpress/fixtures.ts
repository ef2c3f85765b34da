import { test as base, expect } from '@playwright/test';

/**
 * `test` fails on any page error, console error, or answer ≥ 400 from WordPress or the demo host (no 404
 * followed from any link). `allowConsoleError` and `allowResponse` declare what a test expects to go wrong.
 */
export const test = base.extend<{ guard: { allowConsoleError(pattern: RegExp): void; allowResponse(status: number, url: RegExp): void } }>({
  guard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const allowedResponses: [number, RegExp][] = [];
      const ours = (url: string) => /^http:\/\/127\.0\.0\.1:/.test(url);
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (msg) => {
        const url = msg.location().url;
        const expectedResponse = /^Failed to load resource/.test(msg.text()) && allowedResponses.some(([, p]) => p.test(url));
        if (msg.type() === 'error' && !expectedResponse && !allowed.some((p) => p.test(msg.text()))) problems.push(`console error: ${msg.text()} (${msg.location().url})`);
      });
      page.on('response', (response) => {
        const expected = allowedResponses.some(([status, url]) => status === response.status() && url.test(response.url()));
        if (response.status() >= 400 && ours(response.url()) && !expected) problems.push(`HTTP ${response.status()} for ${response.url()}`);
      });
      await use({ allowConsoleError: (p) => allowed.push(p), allowResponse: (status, url) => allowedResponses.push([status, url]) });
      expect(problems, 'page errors, console errors or answers >= 400').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The demo host beside WordPress (site content service, bundle, outbox). */
export const demoURL = () => process.env.EB_WP_DEMO_URL ?? `http://127.0.0.1:${process.env.EB_WP_DEMO_PORT}`;
