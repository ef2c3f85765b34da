import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { buildRoute, ROUTE_WORDS, type Route, type RouteMap } from '../../core/routes';
import type { Locale } from '../../core/i18n/locale';
import nl from '../../core/i18n/catalogues/nl';
import fr from '../../core/i18n/catalogues/fr';
import { favoriteAndAsk, fillByLabel, firstEstateIds, text, uniqueEmail } from './forms-helpers';
import { ROWS } from './listing-helpers';

/**
 * docs/routes.md "Static host, no rewrites": a site whose pages are folders with an index.html (no
 * rewrites, anything else 404s), on another origin, the site demo-static whose settings hold the query
 * form of the route map ({"form":"query"}). A visitor searches, opens a detail, keeps it as a favorite,
 * asks a question, subscribes to keep-me-informed and follows the e-mail's edit and unsubscribe links:
 * every link the blocks and the e-mails build lands on a page the host has (no 404 at all).
 */

const SITE = 'demo-static';
const MAP: RouteMap = { form: 'query' };
const TEXT = { nl, fr };
const LOCALES_HERE = ['nl', 'fr'] as const;
const path = (route: Route) => buildRoute(route, MAP);

/** The folders of the static host, each the block(s) of its page (docs/routes.md). */
function folders(locale: Locale): Record<string, string> {
  return {
    [path({ name: 'home', locale })]: '<p>Home</p>',
    [path({ name: 'search', locale })]: `<div data-block="estate-search"></div><div data-block="estate-table"></div>`,
    [path({ name: 'detail', locale })]: '<div data-block="estate-detail"></div>',
    [path({ name: 'favorites', locale })]: '<div data-block="favorites"></div>',
    [path({ name: 'keepMeInformed', locale })]: '<div data-block="keep-me-informed"></div>',
    [path({ name: 'cancelAppointment', locale, appointmentId: 'x' }).split('?')[0]]: '<div data-block="cancel-appointment"></div>',
    [path({ name: 'privacyStatement', locale })]: '<p>Privacy</p>',
    [path({ name: 'termsOfUse', locale })]: '<p>Terms</p>',
  };
}

const NAV: Record<'nl' | 'fr', Record<'search' | 'favorites' | 'keepMeInformed', string>> = {
  nl: { search: 'Aanbod', favorites: 'Favorieten', keepMeInformed: 'Hou me op de hoogte' },
  fr: { search: 'Offre', favorites: 'Favoris', keepMeInformed: 'Tenez-moi informé' },
};

let server: Server;
let host = '';
let dist = '';
let demo = '';

test.beforeAll(async () => {
  const pages = new Map<string, { locale: 'nl' | 'fr'; body: string }>();
  for (const locale of LOCALES_HERE) for (const [folder, body] of Object.entries(folders(locale))) pages.set(folder, { locale, body });
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const page = pages.get(url.pathname);
    if (!page) return void res.writeHead(url.pathname === '/favicon.ico' ? 204 : 404).end();
    const build = url.searchParams.get('eb-build') ?? /eb-build=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
    const bundle = build === 'react' ? `${demo}/dist/react` : `${demo}/dist`;
    const nav = (['search', 'favorites', 'keepMeInformed'] as const).map((name) => `<a href="${path({ name, locale: page.locale })}">${NAV[page.locale][name]}</a>`).join(' ');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="${page.locale}"><head><meta charset="utf-8"><title>Static agency</title>
<link rel="stylesheet" href="${bundle}/estate-blocks.css">
<script type="module" src="${bundle}/estate-blocks.js" data-site-id="${SITE}" data-api="${demo}/api"></script></head>
<body><nav>${nav}</nav><main>${page.body}</main></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test.beforeEach(async ({ baseURL, context }, info) => {
  demo = new URL(baseURL!).origin;
  dist = info.project.name;
  // The host page picks the build from this cookie, as the demo host does.
  await context.addCookies([{ name: 'eb-build', value: dist, url: host }]);
});

for (const locale of LOCALES_HERE) {
  const t = TEXT[locale];
  const words = ROUTE_WORDS[locale];

  test(`DESIGN §3 static host, query routes (${locale}): search → detail → favorite → contact; keep-me-informed → success → e-mail edit → unsubscribe; no 404`, async ({ page, request }, info) => {
    const notFound: string[] = [];
    page.on('response', (r) => r.status() === 404 && notFound.push(r.url()));

    // Search → detail: the row links to the detail folder with the id in the query.
    await page.goto(`${host}${path({ name: 'search', locale })}`);
    // A broker's estate (a notary's listing has no "ask a question" form): not a project, not a notary id.
    const brokerIds = new Set((await firstEstateIds(request, 50)).filter((id) => id < 700000));
    await page.locator(ROWS).first().scrollIntoViewIfNeeded();
    const rowIds = await page.locator(ROWS).evaluateAll((rows) => rows.map((row) => Number((row as HTMLElement).dataset.estateId)));
    const row = page.locator(`${ROWS}[data-estate-id="${rowIds.find((id) => brokerIds.has(id))}"]`);
    await row.scrollIntoViewIfNeeded();
    const rowLink = row.getByRole('link').first();
    await expect(rowLink).toHaveAttribute('href', new RegExp(`^/${locale}/detail/\\?estate=\\d+&slug=[a-z0-9%-]+$`));
    const estateId = Number(/estate=(\d+)/.exec((await rowLink.getAttribute('href'))!)![1]);
    await rowLink.click();
    await expect(page).toHaveURL(new RegExp(`^${host}/${locale}/detail/\\?estate=${estateId}&slug=`));
    const detail = page.locator('[data-block="estate-detail"]');
    await expect(detail.getByRole('button', { name: t['detail.action.contact'] })).toBeVisible();
    // The detail's canonical link is the query-form URL of this very page.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${locale}/detail/\\?estate=${estateId}&slug=`));

    // Favorite and a question about this estate; the consent's agreement links (from the service, built
    // from the site's map) are pages of the host too. The favorites page (through the host's menu) links
    // back to the same detail.
    const agreementLinks = await favoriteAndAsk(page, detail, t, uniqueEmail('static-contact', info.project.name, locale), SITE);
    for (const href of agreementLinks) expect(href).toMatch(new RegExp(`^/${locale}/(privacy-statement|terms-of-use)/$`));

    await page.getByRole('navigation').getByRole('link', { name: NAV[locale].favorites }).click();
    const card = page.locator(`[data-block="favorites"] [data-estate-id="${estateId}"]`);
    const cardLink = card.getByRole('link').first();
    await expect(cardLink).toHaveAttribute('href', new RegExp(`^/${locale}/detail/\\?estate=${estateId}(&|$)`));
    await cardLink.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/detail/\\?estate=${estateId}`));
    await expect(detail.getByRole('button', { name: t['detail.favorite.text'], pressed: true })).toBeVisible();

    // Keep me informed: subscribe → the success step on the same page.
    const email = uniqueEmail('static-kmi', info.project.name, locale);
    await page.getByRole('navigation').getByRole('link', { name: NAV[locale].keepMeInformed }).click();
    const kmi = page.locator('[data-block="keep-me-informed"]');
    await expect(kmi.getByRole('button', { name: text(locale, 'kmi.subscribe') })).toBeVisible();
    await fillByLabel(page, [
      [text(locale, 'form.field.firstName'), 'Jan'],
      [text(locale, 'form.field.lastName'), 'Peeters'],
      [text(locale, 'form.field.email'), email],
    ]);
    await kmi.getByRole('checkbox', { name: text(locale, 'form.consent.label') }).check();
    await kmi.getByRole('button', { name: text(locale, 'kmi.subscribe') }).click();
    await expect(page).toHaveURL(`${host}/${locale}/${words.keepMeInformed}/?step=${words.success}`);
    await expect(kmi.getByText(text(locale, 'kmi.success'))).toBeVisible();

    // The e-mail's links: the site's route map (query form) on the page's origin.
    let links: Array<{ href: string }> = [];
    await expect
      .poll(async () => {
        const outbox = (await (await request.get(`/api/outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{ links: Array<{ href: string }> }>;
        links = outbox[0]?.links ?? [];
        return links.length;
      })
      .toBe(2);
    const [edit, unsubscribe] = links.map((l) => l.href);
    expect(edit).toMatch(new RegExp(`^${host}/${locale}/${words.keepMeInformed}/\\?token=[\\w-]{22,}$`));
    const token = new URL(edit).searchParams.get('token')!;
    expect(unsubscribe).toBe(`${host}/${locale}/${words.keepMeInformed}/?${words.unsubscribe}=${token}`);

    await page.goto(edit);
    await expect(kmi.getByRole('textbox', { name: text(locale, 'form.field.lastName'), exact: true })).toHaveValue('Peeters');
    await expect(kmi.getByRole('link', { name: text(locale, 'kmi.edit.unsubscribe_link') })).toHaveAttribute('href', unsubscribe.slice(host.length));

    await page.goto(unsubscribe);
    await expect(kmi).toContainText(text(locale, 'kmi.unsubscribe.question', { email }));
    await kmi.getByRole('button', { name: text(locale, 'kmi.unsubscribe.button') }).click();
    await expect(kmi.getByText(text(locale, 'kmi.unsubscribe.done'))).toBeVisible();

    expect(notFound).toEqual([]);
  });
}
