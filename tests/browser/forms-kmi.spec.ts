import { expect, expectNoAxeViolations, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
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
    // The option stands for every transaction id of its status ('1,10' is "for sale"); it holds the search's 1.
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

test('keep-me-informed: the city picker is the search\'s combobox — arrows move the active city, Enter adds one', async ({ page, request }) => {
  const filters = await (await request.post('/api/sites/demo/estate-filters?locale=nl', { data: { query: {}, sort: [] } })).json();
  const name = (filters.locations as Array<{ name: string }>)[0].name;
  await page.goto(`/nl/${ROUTE_WORDS.nl.keepMeInformed}`);
  const block = page.locator(KMI);
  const box = block.getByRole('combobox', { name: text('nl', 'kmi.cities.add') });
  const listbox = block.getByRole('listbox', { name: text('nl', 'kmi.cities.add') });
  const chosen = block.getByRole('list', { name: text('nl', 'kmi.cities') });
  await box.pressSequentially(name.slice(0, 3), { delay: 30 });
  await expect(listbox.getByRole('option', { name }).first()).toBeVisible();
  await expectNoAxeViolations(page, KMI);

  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const active = listbox.getByRole('option', { selected: true });
  await expect(active).toHaveCount(1);
  await expect(box).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
  await expect(chosen).toHaveCount(0);
  const city = (await active.textContent())!.trim();

  await box.press('Enter');
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  await expect(chosen).toContainText(city);
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  await expect(block.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/nl/${ROUTE_WORDS.nl.keepMeInformed}$`));

  await box.pressSequentially(name.slice(0, 3), { delay: 30 });
  await expect(listbox).toBeVisible();
  await box.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await chosen.getByRole('button').click();
  await expect(chosen).toHaveCount(0);
  await expect(block.getByText(text('nl', 'kmi.cities.none'))).toBeVisible();
});

for (const [locale, city, france] of [['nl', 'Gent', 'Frankrijk'], ['fr', 'Gand', 'France']] as const) {
  test(`keep-me-informed (${locale}): a distance search shows what it subscribes to — "within 10 km of ${city}" — and the country, each removable`, async ({ page }) => {
    await page.goto(`/${locale}/${ROUTE_WORDS[locale].keepMeInformed}?transaction=2&geo_range=10km;51.05;3.72&country=FR`);
    const block = page.locator(KMI);
    const kept = block.getByRole('list', { name: text(locale, 'kmi.kept') });
    const area = text(locale, 'kmi.area_other', { count: 10, city });
    await expect(kept.getByRole('listitem')).toHaveText([france, area].map((label) => new RegExp(`^${label}\\s*×$`)));
    await expect(block.getByText(text(locale, 'kmi.cities.none_area'))).toBeVisible();
    await expectNoAxeViolations(page, KMI);
    await kept.getByRole('button', { name: new RegExp(area.replace(/\s/g, '\\s')) }).click();
    await expect(kept.getByRole('listitem')).toHaveCount(1);
    await expect(block.getByText(text(locale, 'kmi.cities.none'))).toBeVisible();
  });
}

/** A subscription made through the service, as a visitor who followed a mail's link has one: its token. */
async function subscriptionToken(request: APIRequestContext, email: string): Promise<string> {
  const agreements = ((await (await request.get('/api/sites/demo/agreements?locale=nl')).json()) as Array<{ id: number; required: boolean }>).filter((a) => a.required).map((a) => a.id);
  const response = await request.post('/api/sites/demo/notifications', {
    data: { website: '', startedAt: Date.now() - 60_000, agreements, locale: 'nl', firstName: 'Ann', lastName: 'Claes', email, criteria: { transactions: [1] } },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

for (const locale of ['nl', 'fr'] as const) {
  test(`keep-me-informed (${locale}): the success, unsubscribe and unknown-token pages end where their text ends, no empty form-high area`, async ({ page, request, guard }, info) => {
    guard.allowFailedRequest(/\/api\/sites\/demo\/notifications\//);
    guard.allowConsoleError(/^\[estate-blocks\] GET .*notifications/);
    const words = ROUTE_WORDS[locale];
    const token = await subscriptionToken(request, uniqueEmail('kmi-short', info.project.name, locale));
    const views = [
      [`/${locale}/${words.keepMeInformed}/${words.success}`, '.eb-kmi__done'],
      [`/${locale}/${words.keepMeInformed}/${words.unsubscribe}/${token}`, '.eb-kmi__unsubscribe'],
      // No page-level reserve here (the demo host cannot tell an unknown token): the block gives its reserve back itself.
      [`/${locale}/${words.keepMeInformed}/${'x'.repeat(24)}`, '.eb-kmi__not-found'],
    ] as const;
    for (const [path, shown] of views) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(page.locator(KMI).locator(shown)).toBeVisible();
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: width < 720 ? 844 : 900 });
        const gap = await page.locator(KMI).evaluate((el) => el.getBoundingClientRect().bottom - el.querySelector('.eb-kmi')!.getBoundingClientRect().bottom);
        expect(gap, `${path} at ${width} px: empty area below the block's content`).toBeLessThanOrEqual(8);
      }
    }
  });
}

test('keep-me-informed: every checkbox sits beside its label, on its first line, at 320 and 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 844 });
  await page.goto(`/fr/${ROUTE_WORDS.fr.keepMeInformed}`);
  await expect(page.locator(KMI).getByRole('checkbox').first()).toBeVisible();
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: width < 720 ? 844 : 900 });
    const misplaced = await page.locator(KMI).evaluate((block) =>
      [...block.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].flatMap((box) => {
        const label = box.closest('label') ?? block.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(box.id)}"]`);
        const range = document.createRange();
        const textNode = [...(label?.childNodes ?? [])].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()) ?? label?.querySelector('span')?.firstChild;
        if (!label || !textNode) return [`${box.name}: no label text`];
        range.setStart(textNode, 0);
        range.setEnd(textNode, 1);
        const first = range.getBoundingClientRect();
        const b = box.getBoundingClientRect();
        const middle = b.top + b.height / 2;
        return b.right <= first.left && middle >= first.top && middle <= first.bottom ? [] : [`${label.textContent!.trim().slice(0, 30)}`];
      }),
    );
    expect(misplaced, `${width} px`).toEqual([]);
  }
});
