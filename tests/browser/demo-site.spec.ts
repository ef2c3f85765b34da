import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { LOCALES } from '../../core/i18n/locale';
import { text } from './forms-helpers';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

const HOME = {
  nl: { title: /Demo Immo/, language: 'Nederlands' },
  fr: { title: /Demo Immo/, language: 'Français' },
  en: { title: /Demo Immo/, language: 'English' },
  de: { title: /Demo Immo/, language: 'Deutsch' },
} as const;

test.describe('demo host (DESIGN §1, §5)', () => {
  test('every response carries the strict Content-Security-Policy', async ({ request }) => {
    for (const path of ['/nl', '/blocks', '/outbox', '/dist/estate-blocks.js', '/test-pages/empty.html', '/tiles/3/4/2.svg', '/nope']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.headers()['content-security-policy'], path).toBe(CSP);
    }
  });

  test('spec §2 the localized ajax routes answer as the reference service does, in the language of their path', async ({ request }) => {
    const pairs: Array<[string, string]> = [
      ['/fr/ajax/search-city?q=ge&limit=5', '/api/sites/demo/search-city?q=ge&limit=5&locale=fr'],
      ['/nl/ajax/estate/100001', '/api/sites/demo/estates/v2/100001?locale=nl'],
      ['/de/ajax/similar-estate/100001', '/api/sites/demo/estates/100001/similar?locale=de'],
    ];
    for (const [ajax, api] of pairs) {
      const [a, b] = await Promise.all([request.get(ajax), request.get(api)]);
      expect(a.status(), ajax).toBe(200);
      expect(await a.json(), ajax).toEqual(await b.json());
    }
    const unknown = await request.get('/en/ajax/estate/999999999');
    expect(unknown.status()).toBe(404);
    // A write with bad input is refused with field errors and stores nothing (DESIGN §3).
    const bad = await request.post('/en/ajax/contact-form-handler', { data: { email: 'not-an-email' } });
    expect(bad.status()).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('email');
    expect((await request.get('/nl/ajax/contact-form-handler')).status()).toBe(405);
  });

  test('DESIGN §3: / redirects to /nl', async ({ request }) => {
    const res = await request.get('/', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/nl');
  });

  test('the bundle is the React build when the cookie eb-build=react is set', async ({ page }, testInfo) => {
    await page.goto('/nl');
    const src = await page.locator('script[type="module"][data-site-id]').getAttribute('src');
    expect(src).toBe(testInfo.project.name === 'react' ? '/dist/react/estate-blocks.js' : '/dist/estate-blocks.js');
    await expect(page.locator('script[data-site-id]')).toHaveAttribute('data-api', '/api');
  });

  for (const locale of LOCALES) {
    test(`spec §2 home page in ${locale}: lang, script locale, navigation and language switcher`, async ({ page }) => {
      await page.goto(`/${locale}`);
      await expect(page).toHaveTitle(HOME[locale].title);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('script[data-site-id]')).toHaveAttribute('data-locale', locale);
      await expect(page.getByRole('link', { name: HOME[locale].language })).toHaveAttribute('aria-current', 'true');
      await expect(page.locator('.site-nav a').first()).toBeVisible();
      // The call to action's text was once the link blue on its blue background (axe left it 'incomplete').
      const cta = page.locator('a.site-button');
      await expect(cta).toHaveCSS('color', 'rgb(255, 255, 255)');
      await expect(cta).toHaveCSS('background-color', 'rgb(11, 92, 173)');
      await expectNoAxeViolations(page, 'body');
    });
  }

  test('spec §2 the language switcher links to the equivalent page in every locale', async ({ page, guard }) => {
    guard.allowConsoleError(/status of 404/);
    await page.goto('/en/privacy-statement');
    const switcher = page.getByRole('navigation', { name: 'Language' });
    await expect(switcher.getByRole('link', { name: 'Nederlands' })).toHaveAttribute('href', '/nl/privacy-statement');
    await expect(switcher.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/privacy-statement');
    await expect(switcher.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/privacy-statement');
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await page.goto('/blocks?block=favorites');
    await expect(page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      '/blocks?block=favorites&locale=de',
    );
  });

  for (const locale of LOCALES) {
    test(`spec §2 privacy statement and terms of use in ${locale} come from the reference service's pages`, async ({ page, request }) => {
      for (const name of ['privacyStatement', 'termsOfUse']) {
        const pages = (await (await request.get(`/api/sites/demo/pages?locale=${locale}`)).json()) as { id: string; url: string; title: string }[];
        const cms = pages.find((p) => p.id === `${name}-${locale}`)!;
        expect(cms, name).toBeTruthy();
        const res = await page.goto(cms.url);
        expect(res?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(cms.title);
        await expect(page.locator('footer').getByRole('link', { name: cms.title })).toHaveAttribute('href', cms.url);
      }
    });
  }

  test('spec §2 following the language switcher lands on the same page in the other language', async ({ page }) => {
    await page.goto('/en/terms-of-use');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/terms-of-use$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(/\/nl\/terms-of-use$/);
  });

  test('spec §2: favorites and keep-me-informed keep their English words in every locale', async ({ page }) => {
    for (const [path, selector, key] of [
      ['/en/favorites', '[data-block="favorites"]', 'favorites.empty'],
      ['/nl/favorites', '[data-block="favorites"]', 'favorites.empty'],
      ['/fr/keep-me-informed', '[data-block="keep-me-informed"]', 'kmi.subscribe'],
      ['/de/keep-me-informed/success', '[data-block="keep-me-informed"]', 'kmi.success'],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      const locale = path.split('/')[1] as (typeof LOCALES)[number];
      await expect(page.locator(selector).getByText(text(locale, key)).first(), path).toBeVisible();
    }
  });

  test('the old translated paths redirect 301 to the spec path, query kept', async ({ page, request }) => {
    const res = await request.get('/nl/favorieten?site=demo', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe('/nl/favorites?site=demo');
    await page.goto('/nl/favorieten');
    await expect(page).toHaveURL(/\/nl\/favorites$/);
    // Leaving before the blocks' files arrived would abort them: the next visit starts on a settled page.
    await page.waitForLoadState('networkidle');
    await page.goto('/fr/tenez-moi-informe/confirmation');
    await expect(page).toHaveURL(/\/fr\/keep-me-informed\/success$/);
  });

  test('an unknown page answers 404 inside the layout', async ({ page, guard }) => {
    guard.allowConsoleError(/Failed to load resource: the server responded with a status of 404/);
    // The 404 page speaks the language of its path.
    const titles = { nl: 'Pagina niet gevonden', fr: 'Page introuvable', en: 'Page not found', de: 'Seite nicht gefunden' };
    for (const [locale, title] of Object.entries(titles)) {
      const res = await page.goto(`/${locale}/no-such-page`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
  });

  test('the outbox page lists messages or says it is empty', async ({ page }) => {
    await page.goto('/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo outbox' })).toBeVisible();
    await expect(page.locator('.site-outbox, main p').first()).toBeVisible();
  });
});

test.describe('block catalogue /blocks (DESIGN §1 (c))', () => {
  test('lists every block of the build with its configuration keys and a live example', async ({ page, guard }) => {
    // Live examples talk to the reference service; an example showing a not-found state logs its 404.
    guard.allowConsoleError(/404/);
    const built = JSON.parse(readFileSync('.build/blocks.json', 'utf8')) as { name: string; schema: Record<string, unknown> }[];
    expect(built.length).toBeGreaterThan(0);
    await page.goto('/blocks');
    await expect(page.locator('.site-block h2 code')).toHaveText(built.map((b) => b.name));
    for (const block of built) {
      const table = page.getByRole('table', { name: `Configuration keys of ${block.name}` });
      for (const key of Object.keys(block.schema)) {
        await expect(table.getByRole('rowheader', { name: new RegExp(`^${key}\\b`) })).toHaveCount(1);
      }
      await expect(page.locator(`.site-example [data-block="${block.name}"]`)).toHaveCount(1);
    }
    // On a phone the key tables scroll sideways in their own box, which the keyboard reaches; the page does not.
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page, '.site-keys-scroller');
  });

  test('the editor validates the JSON, updates the snippet, re-mounts the live example on every change and copies the snippet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/blocks');
    const names = await page.locator('.site-block h2 code').allTextContents();
    // favorites needs no data from the service when the visitor has none.
    const first = names.includes('favorites') ? 'favorites' : names[0];
    await page.goto(`/blocks?block=${first}`);
    const node = page.getByLabel(/^Node configuration \(JSON/);
    const snippet = page.getByLabel('Snippet to paste into the page');
    const status = page.locator('.site-editor__status');

    await expectNoAxeViolations(page, '.site-editor');
    await expectNoAxeViolations(page, '.site-keys');
    await node.fill('{ "scope": ');
    await expect(node).toHaveAttribute('aria-invalid', 'true');
    await expect(status).toContainText('Not valid JSON');

    await expect(page.getByRole('button', { name: 'Copy snippet' })).toBeDisabled();

    await node.fill('{ "scope": "catalogue" }');
    await expect(node).toHaveAttribute('aria-invalid', 'false');
    await expect(snippet).toHaveValue(`<div data-block="${first}" data-node="${encodeURIComponent('{"scope":"catalogue"}')}"></div>`);
    await expect(status).toHaveText('Valid configuration: the snippet is ready.');
    const live = page.locator(`.site-example [data-block="${first}"]`);
    await expect(live).toHaveAttribute('data-node', encodeURIComponent('{"scope":"catalogue"}'));
    await expect(live).toHaveAttribute('data-block-state', /mounted|error/);

    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await expect(status).toHaveText('Snippet copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.inputValue());
  });
});
