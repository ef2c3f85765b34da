import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../core/i18n/locale';
import type { Messages } from '../../core/i18n/types';
import formsNl from '../../core/i18n/messages/forms.nl';
import formsFr from '../../core/i18n/messages/forms.fr';
import formsEn from '../../core/i18n/messages/forms.en';
import formsDe from '../../core/i18n/messages/forms.de';

const FORMS: Record<Locale, Messages> = { nl: formsNl, fr: formsFr, en: formsEn, de: formsDe };

/** The visitor-facing text of a forms key in `locale`, with {{vars}} filled. */
export function text(locale: Locale, key: string, vars: Record<string, string | number> = {}): string {
  const raw = FORMS[locale][key];
  if (raw === undefined) throw new Error(`no ${locale} text for ${key}`);
  return raw.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** A unique e-mail address per test run, project and locale. */
export function uniqueEmail(prefix: string, project: string, locale: Locale): string {
  return `${prefix}-${project}-${locale}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.be`;
}

/** Mails of the reference service's demo outbox (GET /api/outbox), as JSON text per message. */
export async function outboxMessagesTo(request: APIRequestContext, email: string): Promise<string[]> {
  const answer = await request.get('/api/outbox');
  const body: unknown = await answer.json();
  const list = Array.isArray(body) ? body : ((body as { messages?: unknown[] }).messages ?? []);
  return list.map((m) => JSON.stringify(m)).filter((m) => m.includes(email));
}

/** Arms the reference service's fault switch: the next matching call answers `status`. */
export async function armFault(request: APIRequestContext, method: string, pathPattern: string, status = 503): Promise<void> {
  const answer = await request.post('/api/__test/faults', { data: { method, pathPattern, status, times: 1 } });
  if (!answer.ok()) throw new Error(`fault switch answered ${answer.status()}`);
}

/** Ids of the first published estates of the demo site (POST /api/sites/demo/estates). */
export async function firstEstateIds(request: APIRequestContext, count: number): Promise<number[]> {
  const answer = await request.post('/api/sites/demo/estates', {
    data: { query: { match: { 'general.project': false } }, sort: [{ field: 'general.publicationDate', order: 'DESC' }], pagination: { from: 0, size: count } },
    headers: { 'X-Site-Id': 'demo' },
  });
  const body = (await answer.json()) as { results: Array<{ children: Array<{ id: number }> }> };
  return body.results.map((r) => r.children[0].id);
}

/** Fills the visible text boxes of a form by their labels. */
export async function fillByLabel(page: Page, values: Array<[string, string]>): Promise<void> {
  for (const [label, value] of values) await page.getByRole('textbox', { name: label, exact: true }).fill(value);
}

/**
 * On a detail page: the visitor keeps the estate as a favorite, then asks the agency a question through
 * the contact form. Returns the consent's agreement links as written in the page, for the caller to
 * check they land on the host's pages.
 */
export async function favoriteAndAsk(
  page: Page,
  detail: Locator,
  t: Messages,
  email: string,
  site: string,
): Promise<string[]> {
  await detail.getByRole('button', { name: t['detail.favorite.text'], pressed: false }).click();
  await expect(detail.getByRole('button', { name: t['detail.favorite.text'], pressed: true })).toBeVisible();
  await detail.getByRole('button', { name: t['detail.action.contact'] }).click();
  const form = page.getByRole('form', { name: t['detail.contact.heading'] });
  await form.getByLabel(t['detail.form.first_name'], { exact: true }).fill('Lena');
  await form.getByLabel(t['detail.form.last_name'], { exact: true }).fill('Janssens');
  await form.getByLabel(t['detail.form.email'], { exact: true }).fill(email);
  await form.getByLabel(t['detail.form.message'], { exact: true }).fill('Is a visit possible?');
  await form.getByRole('checkbox', { name: t['detail.form.consent'] }).check();
  const agreementLinks = await form.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(agreementLinks.length).toBeGreaterThan(0);
  const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/sites/${site}/contact`));
  await form.getByRole('button', { name: t['detail.contact.submit'] }).click();
  expect((await posted).status()).toBe(201);
  await expect(page.getByText(t['detail.contact.success'])).toBeVisible();
  return agreementLinks;
}
