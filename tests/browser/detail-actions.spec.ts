import { test, expect, expectNoAxeViolations } from './fixtures';
import { detailSamplesOnce } from './detail-samples';
import { ROUTE_WORDS } from '../../core/routes/words';
import nl from '../../core/i18n/catalogues/nl';
import fr from '../../core/i18n/catalogues/fr';
import en from '../../core/i18n/catalogues/en';
import de from '../../core/i18n/catalogues/de';
import { LOCALES, type Locale } from '../../core/i18n/locale';

const TEXT = { nl, fr, en, de };
const offer = (locale: Locale, id: number) => `/${locale}/${ROUTE_WORDS[locale].offer}/${id}`;

const sample = detailSamplesOnce();

/** Outbox messages of the reference service (GET /api/outbox), as text. */
async function outboxText(page: import('@playwright/test').Page): Promise<string> {
  const response = await page.request.get('/api/outbox');
  return response.ok() ? JSON.stringify(await response.json()) : '';
}

test('spec §1 favorite: the toggle survives a reload', async ({ page }) => {
  await page.goto(offer('nl', sample().broker));
  const toggle = page.locator('.eb-detail').getByRole('button', { name: nl['detail.favorite.text'] });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator('.eb-detail').getByRole('button', { name: nl['detail.favorite.text'] })).toHaveAttribute('aria-pressed', 'true');
});

for (const locale of LOCALES) {
  const t = TEXT[locale];
  test(`spec §1 contact about this estate (${locale}): field errors, then a message the reference service stores`, async ({ page }) => {
    const marker = `detail-contact-${locale}-${Date.now()}`;
    await page.goto(offer(locale, sample().broker));
    await page.getByRole('button', { name: t['detail.action.contact'] }).click();
    const form = page.getByRole('form', { name: t['detail.contact.heading'] });
    await form.getByRole('button', { name: t['detail.contact.submit'] }).click();
    await expect(form.getByLabel(t['detail.form.first_name'], { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(t['form.error.required']).first()).toBeVisible();
    await form.getByLabel(t['detail.form.first_name'], { exact: true }).fill('Lena');
    await form.getByLabel(t['detail.form.last_name'], { exact: true }).fill('Janssens');
    await form.getByLabel(t['detail.form.email'], { exact: true }).fill('lena@example.com');
    await form.getByLabel(t['detail.form.message'], { exact: true }).fill(`Is a visit possible? ${marker}`);
    // The demo site requires an agreement in every locale; its box appears once the agreements answer is in.
    await form.getByRole('checkbox', { name: t['detail.form.consent'] }).check();
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/sites/demo/contact'));
    await form.getByRole('button', { name: t['detail.contact.submit'] }).click();
    const body = (await posted).postDataJSON();
    expect(body).toMatchObject({ estateId: sample().broker, locale, firstName: 'Lena', email: 'lena@example.com' });
    await expect(page.getByText(t['detail.contact.success'])).toBeVisible({ timeout: 8000 });
    await expect.poll(() => outboxText(page)).toContain(marker);
  });
}

test('spec §1 send-to-a-friend: stored by the reference service; no axe violation in the open form', async ({ page }) => {
  const marker = `detail-friend-${Date.now()}`;
  await page.goto(offer('fr', sample().broker));
  await page.getByRole('button', { name: fr['detail.action.friend'] }).click();
  const form = page.getByRole('form', { name: fr['detail.friend.heading'] });
  await expectNoAxeViolations(page, '.eb-detail__actions');
  await form.getByLabel(fr['detail.form.sender_name'], { exact: true }).fill('Marc Dupont');
  await form.getByLabel(fr['detail.form.sender_email'], { exact: true }).fill('marc@example.com');
  await form.getByLabel(fr['detail.form.friend_email'], { exact: true }).fill('ami@example.com');
  await form.getByLabel(fr['detail.form.message']).fill(marker);
  await form.getByRole('checkbox', { name: fr['detail.form.consent'] }).check();
  await form.getByRole('button', { name: fr['detail.friend.submit'] }).click();
  await expect(page.getByText(fr['detail.friend.success'])).toBeVisible({ timeout: 8000 });
  await expect.poll(() => outboxText(page)).toContain('ami@example.com');
});

test('spec §1/§2 viewing: book a free slot of the live agenda, then cancel it through the cancel-appointment page', async ({ page }) => {
  await page.goto(offer('en', sample().broker));
  await page.getByRole('button', { name: en['detail.action.viewing'] }).click();
  const form = page.getByRole('form', { name: en['detail.viewing.heading'] });
  const slot = form.getByRole('radio').first();
  await slot.check();
  const slotStart = await slot.getAttribute('value');
  await form.getByLabel(en['detail.form.first_name'], { exact: true }).fill('Tom');
  await form.getByLabel(en['detail.form.last_name'], { exact: true }).fill('Claes');
  await form.getByLabel(en['detail.form.email'], { exact: true }).fill('tom@example.com');
  await form.getByLabel(en['detail.form.phone'], { exact: true }).fill('+32 470 12 34 56');
  await form.getByRole('checkbox', { name: en['detail.form.consent'] }).check();
  const booked = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/live-agenda/reservation'));
  await form.getByRole('button', { name: en['detail.viewing.submit'] }).click();
  const { id } = await (await booked).json();
  // The confirmation is a status region and takes the focus of the visitor who submitted.
  const confirmation = page.getByRole('status').filter({ hasText: /Your viewing is booked for/ });
  await expect(confirmation).toContainText(/Your viewing is booked for \d\d\/\d\d\/\d{4} at \d\d:\d\d\./);
  await expect(confirmation).toBeFocused();
  const cancel = confirmation.getByRole('link', { name: en['detail.viewing.cancel_link'] });
  await expect(cancel).toHaveAttribute('href', `/en/cancel-appointment/${id}`);
  const stored = await page.request.get(`/api/sites/demo/live-agenda/reservation/${id}`);
  expect((await stored.json()).appointmentStart).toBe(slotStart);

  await cancel.click();
  await page.getByRole('button', { name: en['live_agenda.cancel.cancel_button'] }).click();
  await expect(page.getByText(en['live_agenda.cancel.cancelled'])).toBeVisible();
  expect((await page.request.get(`/api/sites/demo/live-agenda/reservation/${id}`)).status()).toBe(404);
});

test('DESIGN §4: an <img src=x onerror> payload in a feed description runs nothing and breaks no CSP rule', async ({ page }) => {
  await page.route(/\/api\/sites\/demo\/estates\/v2\/\d+$/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (body.feed === 'broker') body.estate.general.description = { en: '<p>Payload</p><img src=x onerror="window.__ebPwned=1"><script>window.__ebPwned=2</script><a href="javascript:window.__ebPwned=3">link</a>' };
    await route.fulfill({ response, json: body });
  });
  await page.goto(offer('en', sample().broker));
  const description = page.getByRole('region', { name: en['section.description'] });
  await expect(description.getByText('Payload')).toBeVisible();
  await expect(description.getByText('link')).not.toHaveAttribute('href', /javascript/);
  await expect(description.locator('img[onerror]')).toHaveCount(0);
  expect(await description.locator('script').count()).toBe(0);
  expect(await page.evaluate(() => window.__ebPwned)).toBeUndefined();
});
