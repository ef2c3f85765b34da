import { expect, test } from './fixtures';
import { firstEstateIds, outboxMessagesTo, uniqueEmail } from './forms-helpers';
import { ROUTE_WORDS } from '../../core/routes/words';
import nl from '../../core/i18n/catalogues/nl';
import fr from '../../core/i18n/catalogues/fr';
import en from '../../core/i18n/catalogues/en';
import de from '../../core/i18n/catalogues/de';
import { LOCALES } from '../../core/i18n/locale';

const TEXT = { nl, fr, en, de };

/**
 * A form that succeeded cannot send again without the explicit "send another" —
 * a double click on submit, then Enter and clicks after success store one message.
 */
for (const locale of LOCALES) {
  const t = TEXT[locale];
  test(`detail contact (${locale}): double click, Enter after success → one stored message; "send another" gives a fresh form`, async ({ page, request }, info) => {
    const [estateId] = await firstEstateIds(request, 1);
    const email = uniqueEmail('resubmit', info.project.name, locale);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/sites/demo/contact')) posts.push(r.url());
    });
    await page.goto(`/${locale}/${ROUTE_WORDS[locale].offer}/${estateId}`);
    await page.getByRole('button', { name: t['detail.action.contact'] }).click();
    const form = page.getByRole('form', { name: t['detail.contact.heading'] });
    await form.getByLabel(t['detail.form.first_name'], { exact: true }).fill('Lena');
    await form.getByLabel(t['detail.form.last_name'], { exact: true }).fill('Janssens');
    await form.getByLabel(t['detail.form.email'], { exact: true }).fill(email);
    const message = form.getByLabel(t['detail.form.message'], { exact: true });
    await message.fill('Is a visit possible?');
    // The demo site has agreements: the checkbox comes with them, once their call has answered (checking waits for it).
    await form.getByRole('checkbox', { name: t['detail.form.consent'] }).check();
    await form.getByRole('button', { name: t['detail.contact.submit'] }).dblclick();
    await message.press('Enter').catch(() => undefined);
    const success = page.locator('.eb-detail__actions').getByRole('status').filter({ hasText: t['detail.contact.success'] });
    await expect(success).toBeVisible({ timeout: 8000 });
    await expect(success).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form).toHaveCount(0);
    await expect.poll(() => outboxMessagesTo(request, email).then((m) => m.length)).toBe(1);
    // A stray second request would have left by the time the network is idle.
    await page.waitForLoadState('networkidle');
    expect(posts).toHaveLength(1);
    expect(await outboxMessagesTo(request, email)).toHaveLength(1);

    await page.getByRole('button', { name: t['contact.again'] }).click();
    await expect(form.getByLabel(t['detail.form.message'], { exact: true })).toHaveValue('');
    expect(posts).toHaveLength(1);
  });
}
