import { expect, expectNoAxeViolations, test } from './fixtures';
import { ROUTE_WORDS } from '../../core/routes';
import { armFault, fillByLabel, outboxMessagesTo, text, uniqueEmail } from './forms-helpers';
import { LOCALES } from '../../core/i18n/locale';

const KMI = '[data-block="keep-me-informed"]';

for (const locale of LOCALES) {
  const words = ROUTE_WORDS[locale];
  const optional = (label: string) => `${label} (${text(locale, 'form.optional')})`;

  test(`spec §2 keep-me-informed (${locale}): subscribe with criteria from the search, follow the outbox link, edit (failure keeps values, retry), unsubscribe, used token`, async ({ page, request, guard }, info) => {
    const email = uniqueEmail('kmi', info.project.name, locale);
    await page.goto(`/${locale}/${words.keepMeInformed}?transaction=1&price-min=150000&bed-min=2`);
    const block = page.locator(KMI);
    await expect(block.getByText(text(locale, 'kmi.prefilled'))).toBeVisible();
    await expect(block.getByRole('textbox', { name: optional(text(locale, 'kmi.priceMin')) })).toHaveValue('150000');
    await expect(block.getByRole('combobox', { name: optional(text(locale, 'kmi.bedroomsMin')) })).toHaveValue('2');
    await expectNoAxeViolations(page, KMI);

    // Invalid first: errors in the visitor's language, focus on the first invalid field.
    await block.getByRole('button', { name: text(locale, 'kmi.subscribe') }).click();
    await expect(block.getByRole('alert')).toContainText(text(locale, 'form.error.summary'));
    await expect(block.getByRole('textbox', { name: text(locale, 'form.field.firstName'), exact: true })).toBeFocused();
    await expectNoAxeViolations(page, KMI);

    await fillByLabel(page, [
      [text(locale, 'form.field.firstName'), 'Jan'],
      [text(locale, 'form.field.lastName'), 'Peeters'],
      [text(locale, 'form.field.email'), email],
    ]);
    await block.getByRole('checkbox', { name: text(locale, 'form.consent.label') }).check();
    await block.getByRole('button', { name: text(locale, 'kmi.subscribe') }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/${words.keepMeInformed}/${words.success}$`));
    await expect(page.locator(KMI).getByText(text(locale, 'kmi.success'))).toBeVisible();

    // The confirmation mail in the demo outbox carries the edit and unsubscribe links.
    expect(await outboxMessagesTo(request, email)).toHaveLength(1);
    await page.goto('/outbox');
    const mail = page.locator('li', { hasText: email });
    const editLink = mail.locator(`a[href*="/${locale}/${words.keepMeInformed}/"]:not([href*="/${words.unsubscribe}/"])`);
    const editPath = new URL((await editLink.getAttribute('href'))!, page.url()).pathname;
    const token = editPath.split('/').pop()!;
    expect(token.length).toBeGreaterThanOrEqual(22);
    await editLink.click();

    // Edit: values loaded; a failed save keeps them; the retry saves.
    const lastName = page.locator(KMI).getByRole('textbox', { name: text(locale, 'form.field.lastName'), exact: true });
    await expect(lastName).toHaveValue('Peeters');
    // The option stands for every transaction id of its status ('1,10' is "for sale", issue 15 §9); it holds the search's 1.
    await expect(page.locator(KMI).getByRole('combobox', { name: optional(text(locale, 'kmi.transaction')) })).toHaveValue(/^(\d+,)*1(,\d+)*$/);
    await expectNoAxeViolations(page, KMI);
    await lastName.fill('Peeters-Claes');
    guard.allowFailedRequest(new RegExp(`/api/sites/demo/notifications/${token}`));
    guard.allowConsoleError(/^\[estate-blocks\] PUT .*notifications/);
    await armFault(request, 'PUT', `/notifications/${token}$`);
    await page.locator(KMI).getByRole('button', { name: text(locale, 'kmi.edit.save') }).click();
    await expect(page.locator(KMI).getByRole('alert')).toContainText(text(locale, 'form.error.request'));
    await expect(lastName).toHaveValue('Peeters-Claes');
    await page.locator(KMI).getByRole('button', { name: text(locale, 'kmi.edit.save') }).click();
    await expect(page.locator(KMI).getByRole('status').filter({ hasText: text(locale, 'kmi.edit.saved') })).toBeVisible();
    const stored = await (await request.get(`/api/sites/demo/notifications/${token}`)).json();
    expect(stored).toMatchObject({ lastName: 'Peeters-Claes', email });

    // Unsubscribe from the edit page's link, then the token is used up.
    await page.locator(KMI).getByRole('link', { name: text(locale, 'kmi.edit.unsubscribe_link') }).click();
    await expect(page).toHaveURL(new RegExp(`/${words.unsubscribe}/${token}$`));
    await expect(page.locator(KMI)).toContainText(text(locale, 'kmi.unsubscribe.question', { email }));
    await page.locator(KMI).getByRole('button', { name: text(locale, 'kmi.unsubscribe.button') }).click();
    await expect(page.locator(KMI).getByText(text(locale, 'kmi.unsubscribe.done'))).toBeVisible();

    guard.allowConsoleError(/^\[estate-blocks\] GET .*notifications/);
    await page.reload();
    await expect(page.locator(KMI).getByRole('alert')).toContainText(text(locale, 'kmi.not_found'));
    await page.goto(editPath);
    await expect(page.locator(KMI).getByRole('alert')).toContainText(text(locale, 'kmi.not_found'));
    await expectNoAxeViolations(page, KMI);
  });

  test(`spec §2 keep-me-informed (${locale}): an unknown token gets a clear message`, async ({ page, guard }) => {
    guard.allowFailedRequest(/\/api\/sites\/demo\/notifications\//);
    guard.allowConsoleError(/^\[estate-blocks\] GET .*notifications/);
    await page.goto(`/${locale}/${words.keepMeInformed}/${words.unsubscribe}/unknown-token-0000000000`);
    await expect(page.locator(KMI).getByRole('alert')).toContainText(text(locale, 'kmi.not_found'));
    await expect(page.locator(KMI).getByRole('link', { name: text(locale, 'kmi.new_subscription') })).toHaveAttribute('href', `/${locale}/${words.keepMeInformed}`);
  });
}
