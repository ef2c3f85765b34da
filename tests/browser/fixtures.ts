import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Declares what a test expects to go wrong; anything else fails the test. */
export interface Guard {
  /** Console errors matching `pattern` are expected (e.g. /\[estate-blocks\]/). */
  allowConsoleError(pattern: RegExp): void;
  /** Failed requests (network error or HTTP ≥ 400) for our own files matching `pattern` are expected. */
  allowFailedRequest(pattern: RegExp): void;
  /** Every console error text seen so far (expected or not). */
  readonly consoleErrors: string[];
  /** Every CSP violation seen so far ("directive blocked-uri"). */
  readonly cspViolations: string[];
}

const OWN_FILES = /^\/(?:dist|test-dist|site-assets|test-pages|tiles)\//;
const TILES = /^\/tiles\//;

/**
 * `test` fails on any page error, unexpected console error, failed request for our own files
 * (dist/, test-dist/, site assets, tiles) or securitypolicyviolation event.
 */
export const test = base.extend<{ guard: Guard }>({
  guard: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const allowedConsole: RegExp[] = [];
      const allowedRequests: RegExp[] = [];
      const problems: string[] = [];
      const consoleErrors: string[] = [];
      const cspViolations: string[] = [];

      await page.exposeBinding('__ebCspViolation', (_source, text: string) => {
        cspViolations.push(text);
        problems.push(`CSP violation: ${text}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = window.__ebCspViolation;
          report?.(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
        });
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        consoleErrors.push(text);
        const where = msg.location().url;
        if (allowedConsole.some((p) => p.test(text))) return;
        if (/^Failed to load resource/.test(text) && allowedRequests.some((p) => p.test(where))) return;
        problems.push(`console error: ${text}${where ? ` (${where})` : ''}`);
      });
      const ownFile = (url: string) => {
        const u = new URL(url);
        return u.origin === origin && OWN_FILES.test(u.pathname);
      };
      // Leaving a page aborts what it still loads (map tiles, chunks): that is the navigation, not a failure.
      // A request aborted after a later navigation of the page started is therefore not a problem.
      let navigations = 0;
      const startedDuring = new WeakMap<object, number>();
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations++;
        else startedDuring.set(request, navigations);
      });
      page.on('requestfailed', (request) => {
        const url = request.url();
        const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
        const leftBehind = aborted && (startedDuring.get(request) ?? navigations) < navigations;
        // Leaflet aborts the tiles of a view it leaves (a filter change refits the map): by design, not a failure.
        const tileOfLeftView = aborted && TILES.test(new URL(url).pathname);
        if (ownFile(url) && !leftBehind && !tileOfLeftView && !allowedRequests.some((p) => p.test(url))) {
          problems.push(`request failed: ${url} (${request.failure()?.errorText})`);
        }
      });
      page.on('response', (response) => {
        const url = response.url();
        if (response.status() >= 400 && ownFile(url) && !allowedRequests.some((p) => p.test(url))) {
          problems.push(`HTTP ${response.status()} for ${url}`);
        }
      });

      await use({
        allowConsoleError: (p) => allowedConsole.push(p),
        allowFailedRequest: (p) => allowedRequests.push(p),
        consoleErrors,
        cspViolations,
      });
      // A route handler may still be answering a late call (a map's positions, a next page) as the test ends.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      expect(problems, 'page errors, console errors, failed requests or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** 'region' (all content in landmarks) judges the host page, not a block: left out when axe looks inside blocks. */
const HOST_PAGE_RULES = ['region'];

/**
 * axe-core's violations (WCAG 2.2 A/AA and best practice), one line each: rule, impact, help and up to five
 * targets. On the whole page, or only inside the element(s) matching `include`.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // @axe-core/playwright types name the hoisted playwright-core, a newer version than @playwright/test's own.
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];
  const builder = new AxeBuilder({ page: axePage }).withTags(AXE_TAGS);
  const results = await (include ? builder.include(include).disableRules(HOST_PAGE_RULES) : builder).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', ')}`);
}

/** Expects zero axe violations inside the element(s) matching `selector`, once the first is visible. */
export async function expectNoAxeViolations(page: Page, selector: string): Promise<void> {
  await expect(page.locator(selector).first()).toBeVisible();
  expect(await axeViolations(page, selector), `axe violations in ${selector}`).toEqual([]);
}
