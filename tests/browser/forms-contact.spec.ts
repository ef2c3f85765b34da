import { expect, expectNoAxeViolations, test } from './fixtures';
import { CONTACT_WORDS } from '../../demo-host/site/pages/forms';
import { fillByLabel, outboxMessagesTo, text, uniqueEmail } from './forms-helpers';
import { LOCALES } from '../../core/i18n/locale';

const CONTACT = '[data-block="contact-form"]';

for (const locale of LOCALES) {
  test(`spec §1 contact form (${locale}): the agreements are linked, one request per submit, the message is stored by the reference service`, async ({ page, request }, info) => {
    const email = uniqueEmail('contact', info.project.name, locale);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/contact')) posts.push(r.url());
    });
    await page.goto(`/${locale}/${CONTACT_WORDS[locale]}`);
    const block = page.locator(CONTACT);
    await expect(block.getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page, CONTACT);

    await fillByLabel(page, [
      [text(locale, 'form.field.firstName'), 'Marie'],
      [text(locale, 'form.field.lastName'), 'Dubois'],
      [text(locale, 'form.field.email'), 'marie@'],
      [`${text(locale, 'form.field.phone')} (${text(locale, 'form.optional')})`, '0470 12 34 56'],
      [text(locale, 'form.field.message'), `Question ${locale}: is the apartment still available?`],
    ]);
    await block.getByRole('button', { name: text(locale, 'contact.submit') }).click();
    await expect(block.getByRole('alert')).toContainText(text(locale, 'form.error.email'));
    await expect(block.getByRole('textbox', { name: text(locale, 'form.field.email'), exact: true })).toBeFocused();
    await expectNoAxeViolations(page, CONTACT);

    await block.getByRole('checkbox', { name: text(locale, 'form.consent.label') }).check();
    const emailBox = block.getByRole('textbox', { name: text(locale, 'form.field.email'), exact: true });
    await emailBox.fill(email);
    // Enter twice: the second submit arrives while the first is busy (its answer held back until then) and must not send again.
    let secondPressed!: () => void;
    const held = new Promise<void>((done) => (secondPressed = done));
    await page.route('**/api/sites/demo/contact', async (route) => {
      await held;
      await route.continue();
    });
    await emailBox.press('Enter');
    await expect(block.getByRole('button', { name: text(locale, 'form.busy') })).toBeVisible();
    await emailBox.press('Enter');
    secondPressed();
    await expect(block.getByText(text(locale, 'contact.success'))).toBeVisible();
    expect(posts).toHaveLength(1);
    await expect.poll(async () => (await outboxMessagesTo(request, email)).length).toBe(1);
  });
}
