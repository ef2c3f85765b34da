import { expect, test } from './fixtures';
import { DEFAULT_SORT, MAP, apiPositions, apiSearch, expectMapShowsAll, expectTableIds, mainIds, searchPage, type ApiAnswer } from './listing-helpers';

const AREA_LABEL = 'Search in the visible map area';

/** The URL's area=west,south,east,north as the search body's geoBoundingBox. */
function boxOf(url: string): Record<string, unknown> {
  const area = new URL(url).searchParams.get('area');
  expect(area, 'the URL carries the map area').toBeTruthy();
  const [west, south, east, north] = area!.split(',').map(Number);
  return { geoBoundingBox: { topLeft: { lat: north, lon: west }, bottomRight: { lat: south, lon: east } } };
}

async function expectTableOf(page: import('@playwright/test').Page, request: import('@playwright/test').APIRequestContext, query: Record<string, unknown>): Promise<ApiAnswer> {
  const answer = await apiSearch(request, { query, sort: DEFAULT_SORT });
  await expectTableIds(page, mainIds(answer));
  return answer;
}

// "Search in this area" turns the visible bounds into a filter, kept by the URL.
test('"search in this area" narrows table and map to the visible bounds, follows the visitor\'s moves, and survives reload and back/forward', async ({ page, request }) => {
  const all = await apiPositions(request, {});
  await searchPage(page, 'en');
  const map = page.locator(MAP);
  await map.scrollIntoViewIfNeeded();
  await expectMapShowsAll(map, all);
  const area = page.getByRole('checkbox', { name: AREA_LABEL });
  await expect(area).not.toBeChecked();

  // The visitor opens the biggest cluster (zooms to its bounds), then asks for this area only.
  const biggest = map.locator('.eb-estate-map__cluster--xl, .eb-estate-map__cluster--l').first();
  await biggest.click();
  // The zoom to the cluster's bounds has ended and its tiles are in.
  await expect(map.locator('.leaflet-zoom-anim')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(page, 'moving the map alone does not filter').not.toHaveURL(/[?&]area=/);
  await area.check();
  await expect(page).toHaveURL(/[?&]area=/);
  const box = boxOf(page.url());
  const inArea = await apiPositions(request, box);
  expect(inArea.total.value, 'the area narrows the result set').toBeLessThan(all.total.value);
  expect(inArea.total.value).toBeGreaterThan(0);
  await expectMapShowsAll(map, inArea);
  await expectTableOf(page, request, box);

  // Dragging the map with the box on searches the new area (a new history entry).
  const canvas = (await map.locator('.eb-estate-map__canvas').boundingBox())!;
  await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
  await page.mouse.down();
  await page.mouse.move(canvas.x + canvas.width / 2 + 160, canvas.y + canvas.height / 2 + 60, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => JSON.stringify(boxOf(page.url()))).not.toBe(JSON.stringify(box));
  const moved = boxOf(page.url());
  await expectMapShowsAll(map, await apiPositions(request, moved));
  await expectTableOf(page, request, moved);

  // A reload keeps the area: the box is on, the map shows that area, the table its results.
  await page.reload();
  await map.scrollIntoViewIfNeeded();
  await expect(page.getByRole('checkbox', { name: AREA_LABEL })).toBeChecked();
  await expectMapShowsAll(map, await apiPositions(request, moved));
  await expectTableOf(page, request, moved);

  // Back goes to the first area, back again to no area; forward returns.
  await page.goBack();
  await expect.poll(() => JSON.stringify(boxOf(page.url()))).toBe(JSON.stringify(box));
  await expectTableOf(page, request, box);
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]area=/);
  await expect(page.getByRole('checkbox', { name: AREA_LABEL })).not.toBeChecked();
  await expectTableOf(page, request, {});
  await expectMapShowsAll(map, all);
  await page.goForward();
  await expect(page).toHaveURL(/[?&]area=/);
  await expectTableOf(page, request, box);

  // Unticking removes the area again.
  await page.getByRole('checkbox', { name: AREA_LABEL }).uncheck();
  await expect(page).not.toHaveURL(/[?&]area=/);
  await expectMapShowsAll(map, all);
});

test('a cluster is keyboard reachable: a button named by its count, Enter zooms in', async ({ page, request }) => {
  await searchPage(page, 'en');
  const map = page.locator(MAP);
  await map.scrollIntoViewIfNeeded();
  await expectMapShowsAll(map, await apiPositions(request, {}));
  const cluster = map.locator('.eb-estate-map__cluster').first();
  await expect(cluster).toHaveAttribute('role', 'button');
  await expect(cluster).toHaveAttribute('title', /\d+ estates here – zoom in/);
  await cluster.focus();
  const zoom = () => map.locator('img.leaflet-tile').evaluateAll((tiles) => Math.max(...tiles.map((t) => Number(/\/tiles\/(\d+)\//.exec((t as HTMLImageElement).src)?.[1] ?? 0))));
  const before = await zoom();
  await page.keyboard.press('Enter');
  await expect.poll(zoom).toBeGreaterThan(before);
});

test('estates at one place (hidden addresses at their municipality) stay a cluster at the deepest zoom and open as a list of links, keyboard first', async ({ page, request }) => {
  const all = await apiPositions(request, {});
  // The reference service's place with the most estates at exactly one position.
  const byPlace = new Map<string, number>();
  for (const { children } of all.results) {
    const geo = children[0].general.address?.geoLocation;
    if (geo) byPlace.set(`${geo.lat},${geo.lon}`, (byPlace.get(`${geo.lat},${geo.lon}`) ?? 0) + 1);
  }
  const [place, count] = [...byPlace].sort((a, b) => b[1] - a[1])[0];
  expect(count, 'several estates share one position').toBeGreaterThan(1);
  const [lat, lon] = place.split(',').map(Number);
  // The map draws a hidden address no finer than 0.01°: an area of ±0.01° holds the place.
  const d = 0.01;
  await searchPage(page, 'en', `?area=${(lon - d).toFixed(5)},${(lat - d).toFixed(5)},${(lon + d).toFixed(5)},${(lat + d).toFixed(5)}`);
  const map = page.locator(MAP);
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.eb-estate-map__cluster').first()).toBeVisible();
  // Like a keyboard user: the biggest cluster, Enter, until the estates at one place open as a list.
  const list = map.locator('.eb-estate-map__list a');
  await expect(async () => {
    if ((await list.count()) === 0) {
      const clusters = map.locator('.eb-estate-map__cluster');
      const counts = await clusters.evaluateAll((els) => els.map((el) => Number(el.textContent)));
      await clusters.nth(counts.indexOf(Math.max(...counts))).focus();
      await page.keyboard.press('Enter');
    }
    await expect(list.first()).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 20_000 });
  await expect(list).toHaveCount(count);
  await expect(list.first()).toBeFocused();
  await expect(map.locator('.eb-estate-map__popup-heading')).toHaveText(`${count} estates at this place`);
  await expect(list.first()).toHaveAttribute('href', /^\/en\/offer\/\d+/);
});
