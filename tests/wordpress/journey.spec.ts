import { expect, test, demoURL } from './fixtures';
import { ROUTE_WORDS } from '../../core/routes';
import nl from '../../core/i18n/catalogues/nl';
import fr from '../../core/i18n/catalogues/fr';
import en from '../../core/i18n/catalogues/en';
import { favoriteAndAsk, fillByLabel, text, uniqueEmail } from '../browser/forms-helpers';
import { ROWS } from '../browser/listing-helpers';

/**
 * The visitor journey of tests/browser/static-host.spec.ts on WordPress with the path form of the route
 * map: the plugin's rewrite rules open the detail, keep-me-informed and cancel pages picked on the settings
 * page (tests/wordpress/site-pages.ts) for every address below them, and its data-routes makes the blocks
 * link there. Every link followed and every e-mail link answers without a 404.
 */

const TEXT = { nl, fr };
const decodeEntities = (html: string) =>
  html.replace(/&#0?39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const SEARCH_PAGE = { nl: 'aanbod', fr: 'offre' };

for (const locale of ['nl', 'fr'] as const) {
  const t = TEXT[locale];
  const words = ROUTE_WORDS[locale];

  test(`WordPress, path routes (${locale}): search → detail → favorite → contact; keep-me-informed → success → e-mail edit → unsubscribe; no 404`, async ({ page, request, baseURL }, info) => {
    const notFound: string[] = [];
    page.on('response', (r) => r.status() === 404 && notFound.push(r.url()));
    const demo = demoURL();

    // Search → detail: a broker's estate (a notary's listing has no "ask a question" form).
    await page.goto(`/${locale}/${SEARCH_PAGE[locale]}/`);
    const rows = page.locator(`${ROWS}[data-estate-id]`);
    await rows.first().scrollIntoViewIfNeeded();
    const rowIds = await rows.evaluateAll((all) => all.map((row) => Number((row as HTMLElement).dataset.estateId)));
    // Not a project: the table's default order, as firstEstateIds asks for it.
    const answer = await request.post(`${demo}/api/sites/demo/estates`, {
      data: { query: { match: { 'general.project': false } }, sort: [{ field: 'general.publicationDate', order: 'DESC' }], pagination: { from: 0, size: 50 } },
      headers: { 'X-Site-Id': 'demo' },
    });
    const brokers = new Set(((await answer.json()) as { results: Array<{ children: Array<{ id: number }> }> }).results.map((r) => r.children[0].id).filter((id) => id < 700000));
    const row = page.locator(`${ROWS}[data-estate-id="${rowIds.find((id) => brokers.has(id))}"]`);
    await row.scrollIntoViewIfNeeded();
    const rowLink = row.getByRole('link').first();
    await expect(rowLink).toHaveAttribute('href', new RegExp(`^/${locale}/${words.offer}/\\d+/[a-z0-9%-]+$`));
    const href = (await rowLink.getAttribute('href'))!;
    const estateId = Number(href.split('/')[3]);
    await rowLink.click();
    await expect(page).toHaveURL(`${baseURL}${href}`);
    const detail = page.locator('[data-block="estate-detail"]');
    await expect(detail.getByRole('button', { name: t['detail.action.contact'] })).toBeVisible();

    // One h1 (the estate's title, not the WordPress page's) and the server's <title> is the estate's.
    await expect(page.locator('h1')).toHaveCount(1);
    const heading = (await detail.locator('h1').innerText()).trim();
    const served = await (await request.get(href)).text();
    expect(served).toMatch(/<title>[^<]+<\/title>/);
    const servedTitle = /<title>([^<]+)<\/title>/.exec(served)![1];
    const estatePage = (await request.get(`${demo}/api/sites/demo/estate-pages/${locale}/${estateId}`, { headers: { 'X-Site-Id': 'demo' } }).then((r) => r.json())) as { title: string; description: string };
    expect(servedTitle.startsWith(estatePage.title.replace(/&/g, '&#038;'))).toBe(true);
    const description = /<meta name="description" content="([^"]*)"/.exec(served)?.[1] ?? '';
    expect(decodeEntities(description)).toBe(estatePage.description);
    expect(heading.length).toBeGreaterThan(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${locale}/${words.offer}/${estateId}/`));

    // Favorite and a question about this estate; the consent's agreement links are pages of the site.
    const agreementLinks = await favoriteAndAsk(page, detail, t, uniqueEmail('wp-contact', info.project.name, locale), 'demo');
    for (const href of agreementLinks) {
      const link = new URL(href, page.url()).href;
      expect((await request.get(link)).status(), link).toBe(200);
    }

    // The favorites page links back to the same detail address.
    await page.goto(`/${locale}/${words.favorites}/`);
    const cardLink = page.locator(`[data-block="favorites"] [data-estate-id="${estateId}"]`).getByRole('link').first();
    await expect(cardLink).toHaveAttribute('href', new RegExp(`^/${locale}/${words.offer}/${estateId}/`));
    await cardLink.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/${words.offer}/${estateId}/`));
    await expect(detail.getByRole('button', { name: t['detail.favorite.text'], pressed: true })).toBeVisible();

    // Keep me informed: subscribe → the success address (below the page, rewritten onto it).
    const email = uniqueEmail('wp-kmi', info.project.name, locale);
    await page.goto(`/${locale}/${words.keepMeInformed}/`);
    const kmi = page.locator('[data-block="keep-me-informed"]');
    await expect(kmi.getByRole('button', { name: text(locale, 'kmi.subscribe') })).toBeVisible();
    await fillByLabel(page, [
      [text(locale, 'form.field.firstName'), 'Jan'],
      [text(locale, 'form.field.lastName'), 'Peeters'],
      [text(locale, 'form.field.email'), email],
    ]);
    await kmi.getByRole('checkbox', { name: text(locale, 'form.consent.label') }).check();
    await kmi.getByRole('button', { name: text(locale, 'kmi.subscribe') }).click();
    await expect(page).toHaveURL(`${baseURL}/${locale}/${words.keepMeInformed}/${words.success}`);
    await expect(kmi.getByText(text(locale, 'kmi.success'))).toBeVisible();
    await page.reload();
    await expect(kmi.getByText(text(locale, 'kmi.success'))).toBeVisible();

    // The e-mail's links, on WordPress's origin.
    let links: Array<{ href: string }> = [];
    await expect
      .poll(async () => {
        const outbox = (await (await request.get(`${demo}/api/outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{ links: Array<{ href: string }> }>;
        links = outbox[0]?.links ?? [];
        return links.length;
      })
      .toBe(2);
    const [edit, unsubscribe] = links.map((l) => l.href);
    expect(edit).toMatch(new RegExp(`^${baseURL}/${locale}/${words.keepMeInformed}/[\\w-]{22,}$`));
    expect(unsubscribe).toBe(edit.replace(`/${words.keepMeInformed}/`, `/${words.keepMeInformed}/${words.unsubscribe}/`));

    await page.goto(edit);
    await expect(kmi.getByRole('textbox', { name: text(locale, 'form.field.lastName'), exact: true })).toHaveValue('Peeters');
    await expect(kmi.getByRole('link', { name: text(locale, 'kmi.edit.unsubscribe_link') })).toHaveAttribute('href', unsubscribe.slice(baseURL!.length));

    await page.goto(unsubscribe);
    await expect(kmi).toContainText(text(locale, 'kmi.unsubscribe.question', { email }));
    await kmi.getByRole('button', { name: text(locale, 'kmi.unsubscribe.button') }).click();
    await expect(kmi.getByText(text(locale, 'kmi.unsubscribe.done'))).toBeVisible();

    expect(notFound).toEqual([]);
  });
}

test('WordPress, route pages at paths of their own (en): the search links below its page, which opens the detail page; no 404', async ({ page, baseURL }) => {
  const notFound: string[] = [];
  page.on('response', (r) => r.status() === 404 && notFound.push(r.url()));
  await page.goto('/en/for-sale/');
  const rowLink = page.locator(ROWS).first().getByRole('link').first();
  await rowLink.scrollIntoViewIfNeeded();
  await expect(rowLink).toHaveAttribute('href', /^\/en\/for-sale\/\d+\/[a-z0-9%-]+$/);
  const href = (await rowLink.getAttribute('href'))!;
  await rowLink.click();
  await expect(page).toHaveURL(`${baseURL}${href}`);
  await expect(page.locator('[data-block="estate-detail"]')).toHaveAttribute('data-block-state', 'mounted');
  await expect(page.locator('[data-block="estate-detail"] h1')).toBeVisible();
  // English from the URL's locale segment, though WordPress's <html lang> says otherwise.
  await expect(page.locator('[data-block="estate-detail"]')).toContainText(en['detail.favorite.text']);
  await expect(page.locator('h1')).toHaveCount(1);
  expect(notFound).toEqual([]);
});
