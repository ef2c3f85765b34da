import type { Page } from '@playwright/test';
import { password, WP_USERS } from '../../scripts/wordpress.mjs';
import { STATUS, statusOfBrokerTransaction } from '../../core/model/status';
import { expect, test } from './fixtures';

async function logIn(page: Page, user: string) {
  await page.goto('/wp-login.php');
  await page.locator('#user_login').fill(user);
  await page.locator('#user_pass').fill(password(user));
  await page.locator('#wp-submit').click();
  await expect(page.locator('#wpadminbar')).toBeVisible();
}

// Authors write posts (WordPress gives pages to Editors): each role places the block where it may.
const JOURNEYS = [
  { role: 'Author', user: WP_USERS.author, type: 'post', view: 'View Post' },
  { role: 'Editor', user: WP_USERS.editor, type: 'page', view: 'View Page' },
];

test.describe('WordPress block editor', () => {
  test.use({ viewport: { width: 1400, height: 1000 } });

  for (const { role, user, type, view } of JOURNEYS) {
    test(`an ${role} inserts "Estate table", picks apartments for sale in Gent grouped by price in the sidebar, publishes and sees the table`, async ({ page, guard }) => {
      // WordPress's own 403s: the editor asks for what only administrators may read (the theme's templates,
      // the site settings, categories in edit context) when it opens and again after publishing.
      guard.allowResponse(403, /\/wp-json\/wp\/v2\/(templates\/|settings\b|categories\?(.*&)?context=edit)/);
      await logIn(page, user);
      await page.goto(`/wp-admin/post-new.php?post_type=${type}`);
      const title = `Apartments in Gent (${role}, ${test.info().project.name})`;
      await page.getByRole('textbox', { name: 'Add title' }).fill(title);

      await page.getByRole('button', { name: 'Toggle block inserter' }).click();
      await page.getByRole('searchbox', { name: /Search for blocks and patterns|Search/ }).fill('Estate table');
      await page.getByRole('option', { name: 'Estate table' }).click();

      const canvas = page.locator('.editor-styles-wrapper');
      const preview = canvas.locator('[data-block="estate-table"]');
      await expect(preview).toHaveAttribute('data-block-state', 'mounted');

      const topBar = page.getByRole('region', { name: 'Editor top bar' });
      await topBar.getByRole('button', { name: /block inserter/ }).click();
      // The settings sidebar may have closed for the inserter: open it on the selected block.
      const settings = topBar.getByRole('button', { name: 'Settings', exact: true });
      if ((await settings.getAttribute('aria-pressed')) !== 'true') await settings.click();
      const sidebar = page.getByRole('region', { name: 'Editor settings' });
      await expect(sidebar.getByRole('heading', { name: 'Which estates' })).toBeVisible();
      await sidebar.getByLabel('Transaction').selectOption({ label: 'For sale' });
      await sidebar.getByLabel('Type', { exact: true }).selectOption({ label: 'Apartment' });
      const cities = sidebar.getByLabel('Cities');
      await cities.pressSequentially('Gent');
      await page.getByRole('option', { name: '9000 Gent' }).click();
      await expect(sidebar.getByText('9000 Gent', { exact: true })).toBeVisible();
      await sidebar.getByLabel('Group by').selectOption({ label: 'Price' });

      // The canvas shows the configured block: rows grouped by price bands.
      await expect(preview.locator('.eb-estate-table__group-head').first()).toContainText('€');
      await expect(preview.locator('tbody tr:not(.eb-estate-table__group-row)').first()).toBeVisible();

      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByRole('region', { name: /Editor publish/ }).getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByRole('region', { name: /Editor publish/ }).getByRole('link', { name: view }).first().click();

      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const table = page.locator('[data-block="estate-table"]');
      await expect(table).toHaveAttribute('data-block-state', 'mounted');
      const node = JSON.parse(decodeURIComponent((await table.getAttribute('data-node')) ?? ''));
      expect(node).toMatchObject({ query: { terms: { 'general.headType.id': [2], 'general.address.city.id': [50] } }, groupOptions: { groupBy: 'PRICE' } });
      // "For sale" is one option standing for every transaction id of that status.
      const transactions = node.query.terms['general.transaction.id'] as number[];
      expect(transactions).toContain(1);
      for (const id of transactions) expect(statusOfBrokerTransaction(id)).toBe(STATUS.FOR_SALE);
      await expect(table.locator('.eb-estate-table__group-head').first()).toContainText('€');
      // Gent's postal code leads every reference of its estates in the demo data.
      const rows = table.locator('tbody tr:not(.eb-estate-table__group-row)');
      await expect(rows.first()).toBeVisible();
      for (const text of await rows.allInnerTexts()) expect(text).toMatch(/9000-/);
    });
  }
});
