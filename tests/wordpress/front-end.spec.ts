import { expect, test } from './fixtures';

test.describe('WordPress front end', () => {
  test('a page with estate blocks loads the pinned bundle as a module and mounts them', async ({ page }, testInfo) => {
    await page.goto('/nl/aanbod/');
    const script = page.locator('script[type="module"][src*="/estate-blocks.js"]');
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute('src', testInfo.project.name === 'wp-react' ? /\/dist\/react\/estate-blocks\.js$/ : /\/dist\/estate-blocks\.js$/);
    await expect(script).toHaveAttribute('data-site-id', 'demo');
    await expect(script).toHaveAttribute('data-api', /\/api$/);
    await expect(page.locator('[data-block="estate-search"]')).toHaveAttribute('data-block-state', 'mounted');
    await expect(page.locator('[data-block="estate-table"]')).toHaveAttribute('data-block-state', 'mounted');
    await expect(page.locator('[data-block="estate-table"] tbody tr, [data-block="estate-table"] [role="row"], [data-block="estate-table"] article').first()).toBeVisible();
  });

  test("the theme's per-block link colour does not reach the blocks' links: they keep the accent colour", async ({ page }) => {
    await page.goto('/nl/aanbod/');
    const link = page.locator('[data-block="estate-table"] .eb-estate-table__link').first();
    await expect(link).toBeVisible();
    const [color, accent] = await link.evaluate((a) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--eb-color-accent)';
      a.closest('[data-block]')!.append(probe);
      const colors = [getComputedStyle(a).color, getComputedStyle(probe).color];
      probe.remove();
      return colors;
    });
    expect(color).toBe(accent);
  });

  test('French page: the blocks speak French', async ({ page }) => {
    await page.goto('/fr/offre/');
    await expect(page.locator('[data-block="estate-search"]')).toHaveAttribute('data-block-state', 'mounted');
    await expect(page.locator('[data-block="estate-search"]')).toContainText(/Type|Offre|Transaction/);
    await expect(page.locator('[data-block="estate-search"]')).toContainText(/biens? trouvés?/);
  });
});
