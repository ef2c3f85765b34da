import type { APIRequestContext, Page } from '@playwright/test';
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
