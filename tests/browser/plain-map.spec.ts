import { expect, test } from './fixtures';

/**
 * Spec §2 map block: "any element marked as a map" gets its map — on a page without a data-block="host"
 * element, and when the element is added after the page loaded.
 */
test('a plain [data-map] element is enhanced without a host block, and when added later', async ({ page }, info) => {
  const loader = info.project.name === 'react' ? '/dist/react/estate-blocks.js' : '/dist/estate-blocks.js';
  await page.route('**/plain-map-page', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Kantoor</title>
<script type="module" src="${loader}" data-site-id="demo" data-api="/api" data-locale="nl"></script></head>
<body><main><h1>Ons kantoor</h1><div id="first" data-map data-lat="51.2194" data-lng="4.4025" style="height:240px"></div><div id="later-slot"></div></main></body></html>`,
    }),
  );
  await page.goto('/plain-map-page');
  await expect(page.locator('#first eb-static-map')).toHaveAttribute('data-marker-count', '1');
  await expect(page.locator('#first .leaflet-marker-icon')).toHaveCount(1);

  await page.evaluate(() => {
    const map = document.createElement('div');
    map.id = 'later';
    map.dataset.map = '';
    map.dataset.lat = '50.8503';
    map.dataset.lng = '4.3517';
    map.style.height = '240px';
    document.getElementById('later-slot')!.append(map);
  });
  await expect(page.locator('#later eb-static-map')).toHaveAttribute('data-marker-count', '1');
  await expect(page.locator('#later .leaflet-marker-icon')).toHaveCount(1);
});
