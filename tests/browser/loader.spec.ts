import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { LOCALES } from '../../core/i18n/locale';

const VERSION = JSON.parse(readFileSync('package.json', 'utf8')).version as string;
const CHUNK = /\/test-dist\/(?:react\/)?assets\/blocks\/ok-block\.js/;
const BLOCK_ERROR = /^\[estate-blocks\]/;

const MESSAGES = {
  nl: 'Inhoud niet beschikbaar.',
  fr: 'Contenu indisponible.',
  en: 'Content unavailable.',
  de: 'Inhalt nicht verfügbar.',
} as const;

/** Requests for files of the test bundle, as paths without the build prefix ('estate-blocks.js', 'assets/blocks/ok-block.js' …). */
function recordBundleRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    const m = /\/test-dist\/(?:react\/)?(.*?)(?:\?.*)?$/.exec(new URL(r.url()).pathname);
    if (m) seen.push(m[1]);
  });
  return seen;
}

function blockErrors(errors: string[], id: string): string[] {
  return errors.filter((e) => BLOCK_ERROR.test(e) && e.includes(`#${id} `));
}

async function addBlock(page: Page, id: string, name: string, node?: unknown, parent = '#dynamic'): Promise<void> {
  await page.evaluate(
    ({ id, name, node, parent }) => {
      const el = document.createElement('div');
      el.id = id;
      el.dataset.block = name;
      if (node !== undefined) el.dataset.node = encodeURIComponent(JSON.stringify(node));
      document.querySelector(parent)!.append(el);
    },
    { id, name, node, parent },
  );
}

test.describe('loader (DESIGN §1)', () => {
  test('mounts two instances of one block that stay independent; defaults fill missing keys', async ({ page }) => {
    await page.goto('/test-pages/basic.html');
    const first = page.locator('#first');
    const second = page.locator('#second');
    await expect(first.locator('.fixture-ok__label')).toHaveText('First');
    await expect(second.locator('.fixture-ok__label')).toHaveText('Second');
    await expect(page.locator('#plain .fixture-ok__label')).toHaveText('OK');
    await first.getByRole('button').click();
    await first.getByRole('button').click();
    await expect(first.getByRole('button')).toHaveText('Count 2');
    await expect(second.getByRole('button')).toHaveText('Count 10');
    await second.getByRole('button').click();
    await expect(second.getByRole('button')).toHaveText('Count 11');
    await expect(first.getByRole('button')).toHaveText('Count 2');
    await expect(first).toHaveAttribute('data-block-state', 'mounted');
    await expect(first.locator('[data-site-id="demo"]')).toHaveCount(1);
  });

  test('a second scan is a no-op: mounted blocks keep their state and no chunk is fetched again', async ({ page }) => {
    const requests = recordBundleRequests(page);
    await page.goto('/test-pages/basic.html');
    const button = page.locator('#first').getByRole('button');
    await button.click();
    await expect(button).toHaveText('Count 1');
    const before = requests.length;
    await page.evaluate(() => {
      window.EstateBlocks!.scan();
      window.EstateBlocks!.scan(document.body);
      return window.EstateBlocks!.mount(document.getElementById('first')!);
    });
    await expect(button).toHaveText('Count 1');
    expect(requests.length).toBe(before);
    expect(requests.filter((r) => r === 'assets/blocks/ok-block.js')).toHaveLength(1);
  });

  test('exposes window.EstateBlocks { mount, unmount, scan, version }', async ({ page }) => {
    await page.goto('/test-pages/empty.html');
    const api = await page.evaluate(() => {
      const eb = window.EstateBlocks!;
      return { mount: typeof eb.mount, unmount: typeof eb.unmount, scan: typeof eb.scan, version: eb.version };
    });
    expect(api).toEqual({ mount: 'function', unmount: 'function', scan: 'function', version: VERSION });
  });

  test('injects the block CSS file as a stylesheet before mounting', async ({ page }) => {
    await page.goto('/test-pages/basic.html');
    const label = page.locator('#first .fixture-ok__label');
    await expect(label).toHaveText('First');
    await expect(page.locator('link[rel="stylesheet"][href$="/assets/blocks/ok-block.css"]')).toHaveCount(1);
    expect(await label.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('700');
  });
});

test.describe('loader bad input (DESIGN §1): a short localized message and one [estate-blocks] console error', () => {
  const cases: [id: string, expected: RegExp][] = [
    ['unknown', /expected a known data-block name, received "no-such-block"/],
    // Names every object inherits are not blocks either (own-property check).
    ['inherited-constructor', /expected a known data-block name, received "constructor"/],
    ['inherited-proto', /expected a known data-block name, received "__proto__"/],
    ['inherited-tostring', /expected a known data-block name, received "toString"/],
    ['bad-encoding', /expected data-node as URL-encoded JSON, received URIError: .* in %E0%A4%A/],
    ['bad-json', /expected data-node as URL-encoded JSON, received SyntaxError: .* in %7Blabel%3A/],
    ['wrong-type', /"label" to be a string.*received "label": number 5/],
    ['unknown-key', /"colour" to be one of the keys locale, scope, label, start.*received "colour": unknown key "colour"/],
    ['not-object', /"\(node\)" to be an object.*received "\(node\)": an array/],
    ['throws', /expected the block to render, received Error: fixture block failed while rendering/],
    ['no-mount', /Loading chunk no-mount-block failed\. \(missing: http:\/\/127\.0\.0\.1:\d+\/test-dist\/(react\/)?assets\/blocks\/no-mount-block\.js\)/],
  ];

  test('every bad element shows the message and logs one error; the good block and the host script still work', async ({ page, guard }) => {
    guard.allowConsoleError(BLOCK_ERROR);
    await page.goto('/test-pages/bad-inputs.html');
    await expect(page.locator('#good .fixture-ok__label')).toHaveText('Still here');
    for (const [id] of cases) {
      const alert = page.locator(`#${id}`).getByRole('alert');
      // The message, word for word; a block that failed while rendering also offers a retry beside it.
      await expect(alert.getByText(MESSAGES.en, { exact: true }), id).toBeVisible();
      await expect(page.locator(`#${id}`)).toHaveAttribute('data-block-state', 'error');
    }
    for (const [id, expected] of cases) {
      const errors = blockErrors(guard.consoleErrors, id);
      expect(errors, id).toHaveLength(1);
      expect(errors[0], id).toMatch(expected);
      expect(errors[0], id).toContain(`<div data-block=`);
    }
    expect(guard.consoleErrors.filter((e) => BLOCK_ERROR.test(e))).toHaveLength(cases.length);
    await page.locator('#host-button').click();
    await expect(page.locator('#host-status')).toHaveText('clicked 1');
    await expect(page.locator('body')).toHaveAttribute('data-host-ready', 'yes');
    await expect(page.locator('body')).not.toHaveAttribute('data-host-error', /.*/);
    await expect(page.locator('body')).not.toHaveAttribute('data-host-rejection', /.*/);
    await page.locator('#good').getByRole('button').click();
    await expect(page.locator('#good').getByRole('button')).toHaveText('Count 1');
  });

  for (const locale of LOCALES) {
    test(`the message is localized (${locale}) from the block's locale key`, async ({ page, guard }) => {
      guard.allowConsoleError(BLOCK_ERROR);
      await page.goto('/test-pages/empty.html');
      await addBlock(page, `bad-${locale}`, 'ok-block', { locale, label: 1 });
      await expect(page.locator(`#bad-${locale}`).getByRole('alert')).toHaveText(MESSAGES[locale]);
      expect(blockErrors(guard.consoleErrors, `bad-${locale}`)).toHaveLength(1);
    });
  }

  test('without data-locale the locale comes from <html lang>; a block locale key wins', async ({ page, guard }) => {
    guard.allowConsoleError(BLOCK_ERROR);
    await page.goto('/test-pages/locale.html');
    await expect(page.locator('#page-locale .fixture-ok')).toHaveAttribute('data-locale', 'fr');
    await expect(page.locator('#config-locale .fixture-ok')).toHaveAttribute('data-locale', 'de');
    await expect(page.locator('#bad-fr').getByRole('alert')).toHaveText(MESSAGES.fr);
    await expect(page.locator('#bad-de').getByRole('alert')).toHaveText(MESSAGES.de);
  });

  for (const failure of ['404', 'network error'] as const) {
    test(`spec §8 a chunk that fails to load (${failure}) reports 'Loading chunk … failed' and is retried on the next mount`, async ({ page, guard }) => {
      guard.allowConsoleError(BLOCK_ERROR);
      guard.allowFailedRequest(CHUNK);
      await page.route(CHUNK, (route) => (failure === '404' ? route.fulfill({ status: 404, body: 'missing' }) : route.abort('failed')));
      await page.goto('/test-pages/basic.html');
      await expect(page.locator('#first').getByRole('alert')).toHaveText(MESSAGES.en);
      await expect(page.locator('#second').getByRole('alert')).toHaveText(MESSAGES.en);
      const [error] = blockErrors(guard.consoleErrors, 'first');
      expect(error).toMatch(/expected the block chunk to load, received Loading chunk ok-block failed\. \(error: http:\/\/\S+\/assets\/blocks\/ok-block\.js\)/);

      await page.unroute(CHUNK);
      // mount() of a failed element is the next attempt; an unmount + mount is one too.
      await page.evaluate(() => window.EstateBlocks!.mount(document.getElementById('first')!));
      await expect(page.locator('#first .fixture-ok__label')).toHaveText('First');
      await page.evaluate(async () => {
        const el = document.getElementById('second')!;
        window.EstateBlocks!.unmount(el);
        await window.EstateBlocks!.mount(el);
      });
      await expect(page.locator('#second .fixture-ok__label')).toHaveText('Second');
      await expect(page.locator('#first')).toHaveAttribute('data-block-state', 'mounted');
      await addBlock(page, 'later', 'ok-block', { label: 'Later' }, 'main');
      await expect(page.locator('#later .fixture-ok__label')).toHaveText('Later');
    });
  }

  test('spec §9 a chunk that does not answer within 120000 ms fails with type timeout', async ({ page, guard }) => {
    guard.allowConsoleError(BLOCK_ERROR);
    guard.allowFailedRequest(CHUNK);
    await page.clock.install();
    await page.route(CHUNK, () => {
      /* never answers */
    });
    await page.goto('/test-pages/empty.html');
    // Paused: only runFor moves time, however slow this machine is.
    await page.clock.pauseAt(Date.now() + 60_000);
    const requested = page.waitForRequest(CHUNK);
    await addBlock(page, 'slow', 'ok-block');
    await requested;
    await page.clock.runFor(119_000);
    await expect(page.locator('#slow')).toHaveAttribute('data-block-state', 'loading');
    await page.clock.runFor(1_500);
    await expect(page.locator('#slow').getByRole('alert')).toHaveText(MESSAGES.en);
    expect(blockErrors(guard.consoleErrors, 'slow')[0]).toMatch(/Loading chunk ok-block failed\. \(timeout: /);
  });
});

test.describe('loader lazy loading (DESIGN §1)', () => {
  test('a page without blocks fetches only the loader', async ({ page }) => {
    const requests = recordBundleRequests(page);
    await page.goto('/test-pages/empty.html');
    await page.waitForFunction(() => !!window.EstateBlocks);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual(['estate-blocks.js']);
  });

  test('the blocks in view are all measured before any of them starts: one page layout, not one per block', async ({ page }) => {
    // Per measurement of a block's box: how many loader writes (block states, preload and CSS links) preceded it.
    await page.addInitScript(() => {
      const writes: number[] = (window.__writesBeforeRead = []);
      const own = Element.prototype.getClientRects;
      Element.prototype.getClientRects = function (this: Element) {
        if (this.matches('[data-block]')) {
          writes.push(document.querySelectorAll('[data-block-state], link[rel="modulepreload"], link[href*="/assets/blocks/"]').length);
        }
        return own.call(this);
      };
    });
    await page.goto('/test-pages/basic.html');
    await expect(page.locator('#plain .fixture-ok__label')).toHaveText('OK');
    const writes = await page.evaluate(() => window.__writesBeforeRead ?? []);
    expect(writes.length).toBeGreaterThanOrEqual(3);
    expect(writes).toEqual(writes.map(() => 0));
  });

  test('a block far below the fold is fetched only when scrolled within ~200 px of the viewport', async ({ page }) => {
    const requests = recordBundleRequests(page);
    await page.goto('/test-pages/lazy.html');
    await page.waitForFunction(() => !!window.EstateBlocks);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual(['estate-blocks.js']);
    await expect(page.locator('#far')).not.toHaveAttribute('data-block-state', /.*/);

    // Bring the block to 100 px below the bottom of the viewport: inside the 200 px margin.
    const loaded = page.waitForRequest(CHUNK);
    await page.evaluate(() => {
      const top = document.getElementById('far')!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight - 100);
    });
    await loaded;
    await expect(page.locator('#far .fixture-ok__label')).toHaveText('Far below');
    expect(requests.filter((r) => r === 'assets/blocks/ok-block.js')).toHaveLength(1);
  });
});

test.describe('loader DOM changes (DESIGN §1 MutationObserver)', () => {
  test('blocks added later mount; removed blocks unmount', async ({ page }) => {
    await page.goto('/test-pages/empty.html');
    await addBlock(page, 'dynamic-one', 'ok-block', { label: 'Dynamic' });
    await expect(page.locator('#dynamic-one .fixture-ok__label')).toHaveText('Dynamic');

    await page.evaluate(() => {
      const wrapper = document.createElement('section');
      wrapper.id = 'wrapper';
      wrapper.innerHTML = '<div id="nested-a" data-block="ok-block" data-node="%7B%22label%22%3A%22A%22%7D"></div><div id="nested-b" data-block="ok-block" data-node="%7B%22label%22%3A%22B%22%7D"></div>';
      document.getElementById('dynamic')!.append(wrapper);
    });
    await expect(page.locator('#nested-a .fixture-ok__label')).toHaveText('A');
    await expect(page.locator('#nested-b .fixture-ok__label')).toHaveText('B');

    await page.evaluate(() => document.getElementById('dynamic-one')!.remove());
    await expect(page.locator('html')).toHaveAttribute('data-last-unmounted', 'Dynamic');
    await page.evaluate(() => document.getElementById('wrapper')!.remove());
    await expect(page.locator('html')).toHaveAttribute('data-last-unmounted', /^[AB]$/);
  });

  test('a block moved within the page stays mounted', async ({ page }) => {
    await page.goto('/test-pages/basic.html');
    const button = page.locator('#first').getByRole('button');
    await button.click();
    await expect(button).toHaveText('Count 1');
    await page.evaluate(() => document.querySelector('main')!.append(document.getElementById('first')!));
    await button.click();
    await expect(button).toHaveText('Count 2');
    await expect(page.locator('html')).not.toHaveAttribute('data-last-unmounted', /.*/);
  });
});
