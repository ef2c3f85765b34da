import { password, WP_USERS } from '../../scripts/wordpress.mjs';
import { expect, test } from './fixtures';

test.describe('WordPress settings page', () => {
  test('the route pages picked per language show on Settings → Estate blocks; saving them keeps every detail address open', async ({ page, request }) => {
    await page.goto('/wp-login.php');
    await page.locator('#user_login').fill(WP_USERS.admin);
    await page.locator('#user_pass').fill(password(WP_USERS.admin));
    await page.locator('#wp-submit').click();
    await expect(page.locator('#wpadminbar')).toBeVisible();

    await page.goto('/wp-admin/options-general.php?page=estate-blocks');
    const picked = (id: string) => page.locator(`#${id} option:checked`);
    await expect(picked('eb-page-search-nl')).toHaveText(/Aanbod/);
    await expect(picked('eb-page-detail-nl')).toHaveText(/Pand/);
    await expect(picked('eb-page-detail-fr')).toHaveText(/Bien/);
    await expect(picked('eb-page-keepMeInformed-fr')).toHaveText(/Tenez-moi informé/);
    await expect(picked('eb-page-detail-en')).toHaveText(/Property/);

    // Saving rebuilds the rewrite rules (on the next request) from the same picks.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    for (const path of ['/nl/aanbod/42/villa', '/fr/offre/42/villa', '/en/for-sale/42/villa', '/nl/keep-me-informed/success']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    expect((await request.get('/nl/aanbod/42/villa').then((r) => r.text()))).toContain('data-routes=');
  });
});
