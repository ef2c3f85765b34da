import { expect, test } from './fixtures';
import {
  DEFAULT_SORT,
  MAP,
  ROWS,
  SEARCH,
  TEXT,
  apiSearch,
  apiPositions,
  expectMapShowsAll,
  mapCounts,
  expectTableIds,
  hideSoldAnswer,
  mainIds,
  openFirstMarkerPopup,
  pickCity,
  openChoices,
  pickFirstType,
  scrollToTable,
  searchPage,
} from './listing-helpers';
import { GALLERY } from '../../demo-host/site/pages/listing';

/** core/i18n/messages/listing.en.ts */
const EN = { subType: 'Sub-type', country: 'Country' };

test.describe('listing blocks: filters, geo range, gallery scroll and the lazy map (spec §2, §5, §7, §9)', () => {
  test('spec §2 §5 type, then sub-type, then country from the selects; then price DESC; rows match the reference service', async ({ page, request }) => {
    await searchPage(page, 'en');
    await expect(page.locator(ROWS).first()).toBeVisible();
    const typeId = await pickFirstType(page, 'en');
    await expect(page).toHaveURL(new RegExp(`[?&]type=${typeId}(&|$)`));

    const subTypes = (await openChoices(page, EN.subType)).getByRole('checkbox');
    // Only the sub-types of the chosen type are offered (their id is headTypeId × 100 + n).
    await expect(subTypes.first()).toBeVisible();
    await expect.poll(async () => (await subTypes.evaluateAll((o) => o.map((e) => (e as HTMLInputElement).value))).every((v) => Math.floor(Number(v) / 100) === typeId)).toBe(true);
    const subTypeId = Number(await subTypes.first().getAttribute('value'));
    await subTypes.first().check();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`[?&]subType=${subTypeId}(&|$)`));

    const countries = (await openChoices(page, EN.country)).getByRole('checkbox');
    await expect(countries.first()).toBeVisible();
    const country = (await countries.first().getAttribute('value'))!;
    await countries.first().check();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`[?&]country=${country}(&|$)`));
    await expect(page).toHaveURL(new RegExp(`[?&]subType=${subTypeId}(&|$)`));

    const terms = { 'general.headType.id': [typeId], 'general.subType.id': [subTypeId], 'general.address.country.id': [country] };
    const filtered = await apiSearch(request, { query: { terms }, sort: DEFAULT_SORT });
    expect(filtered.total.value, 'the offered type/sub-type/country combination has estates').toBeGreaterThan(0);
    await expectTableIds(page, mainIds(filtered));

    await page.getByLabel(TEXT.en.sort, { exact: true }).selectOption('price-DESC');
    await expect(page).toHaveURL(/[?&]sortType=price(&|$)/);
    await expect(page).toHaveURL(/[?&]sortOrder=DESC(&|$)/);
    const desc = await apiSearch(request, { query: { terms }, sort: [{ field: 'general.price.value', order: 'DESC' }] });
    await expectTableIds(page, mainIds(desc));
    // The same filter reloaded from the URL gives the same rows (spec §2).
    await page.reload();
    // The choices' button scrolled the form into view; the reloaded page keeps that place, above the table.
    await scrollToTable(page);
    await expectTableIds(page, mainIds(desc));
  });

  test('spec §5 geo range from the UI: one city, then a distance; URL gets geo_range, the query drops the city; rows match geoDistance', async ({ page, request }) => {
    const any = await apiSearch(request, { query: {}, sort: DEFAULT_SORT });
    const city = any.results[0].children[0].general.address!.city!;
    await searchPage(page, 'en');
    await expect(page.locator(ROWS).first()).toBeVisible();
    const geo = page.getByLabel(`Distance around ${city.name}`);
    await expect(geo).toHaveCount(0);
    await pickCity(page, 'en', city);
    await page.getByRole('button', { name: TEXT.en.more }).click();
    await expect(geo).toBeVisible();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/sites\/demo\/estates$/.test(r.url()) && /geoDistance/.test(r.postData() ?? ''));
    await geo.selectOption('10');
    await expect(page).toHaveURL(/[?&]geo_range=10km(;|%3B)/);
    // The city stays in the URL as the circle's centre (the combobox keeps showing it), but the
    // query sent to the service drops the city filter in favour of geoDistance (spec §5).
    const body = JSON.parse((await sent).postData()!);
    expect(body.query.geoDistance).toMatchObject({ field: 'general.address.geoLocation', distanceKm: 10 });
    expect(body.query.terms?.['general.address.city.id']).toBeUndefined();
    const param = new URL(page.url()).searchParams.get('geo_range')!;
    const [km, lat, lon] = param.split(';');
    expect(km).toBe('10km');
    const expected = await apiSearch(request, {
      query: { geoDistance: { field: 'general.address.geoLocation', distanceKm: 10, lat: Number(lat), lon: Number(lon) } },
      sort: DEFAULT_SORT,
    });
    expect(expected.total.value).toBeGreaterThan(0);
    // A 10 km circle around the city is at least the city itself.
    const cityOnly = await apiSearch(request, { query: { terms: { 'general.address.city.id': [city.id] } }, sort: DEFAULT_SORT });
    expect(expected.total.value).toBeGreaterThanOrEqual(cityOnly.total.value);
    await expectTableIds(page, mainIds(expected));
    // Loading that URL directly gives the same rows and keeps the distance selected.
    await page.goto(page.url());
    await scrollToTable(page);
    await page.locator(`${SEARCH} .eb-estate-search__more-toggle`).click();
    await expect(page.locator('select[name="geo-range"]')).toHaveValue('10');
    await expectTableIds(page, mainIds(expected));
  });

  // The gallery's empty and error states: listing-states.spec.ts (a visitor cannot filter these scopes).
  test('spec §4 §9 gallery: scrolling to the bottom of the sale scope loads the next page of cards', async ({ page, request }) => {
    const sale = await apiSearch(request, { query: { terms: { 'general.transaction.id': [1] } }, sort: DEFAULT_SORT, pagination: { from: 0, size: 40 } });
    expect(sale.total.value, 'more than one page of sale estates').toBeGreaterThan(20);
    await page.goto(`/en/${GALLERY.en}`);
    const cards = page.locator('[data-scope="sale"] .eb-estate-card');
    await expect(cards).toHaveCount(20);
    await expect(async () => {
      await cards.last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 1500);
      expect(await cards.count()).toBeGreaterThan(20);
    }).toPass();
    const n = Math.min(await cards.count(), 40);
    const ids = await cards.evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.estateId)));
    expect(ids.slice(0, n)).toEqual(mainIds(sale).slice(0, n));
    // The rent scope did not load more: scopes stay independent. Its block loads its first page when it nears
    // the screen, which the sale scope's growth may have pushed away: the visitor scrolls to its top.
    await page.locator('[data-scope="rent"]').first().evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await expect(page.locator('[data-scope="rent"] .eb-estate-card')).toHaveCount(20);
  });

  test('the map chunk (Leaflet) is requested only when the map nears the viewport', async ({ page }) => {
    // The search bar is compact (one row at 1280 px, two at 700 px): a 700 px-wide, 200 px-high viewport
    // puts the map below the fold and the map block's 200 px look-ahead margin; the position is checked
    // below so the test cannot pass vacuously.
    await page.setViewportSize({ width: 700, height: 200 });
    const chunkRequests: string[] = [];
    page.on('request', (r) => {
      if (/map-engine|leaflet/i.test(r.url()) && !/\.css(\?|$)/.test(r.url())) chunkRequests.push(r.url());
    });
    await searchPage(page, 'en', '', { scrollToList: false });
    await expect(page.getByRole('combobox', { name: TEXT.en.city })).toBeVisible();
    const map = page.locator(MAP);
    const top = await map.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    // Below the fold with the 200 px look-ahead margin of the map block: otherwise this test proves nothing.
    expect(top, 'map block below the fold on a 200 px viewport').toBeGreaterThan(200 + 200);
    await page.waitForLoadState('networkidle');
    expect(chunkRequests, 'no map chunk before the map nears the viewport').toEqual([]);
    await expect(page.locator('.eb-estate-map__canvas')).toHaveCount(0);
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => chunkRequests.length).toBeGreaterThan(0);
    expect(chunkRequests.some((u) => /map-engine/.test(u))).toBe(true);
    await expect(page.locator('.eb-estate-map__canvas')).toHaveAttribute('data-marker-count', /\d+/);
  });

  test('spec §2 §4 demo-hide-sold: the map shows every result with a shown status, none with a hidden one', async ({ page, request }) => {
    const { hidden, expected } = await hideSoldAnswer(request);
    await searchPage(page, 'en', '?site=demo-hide-sold');
    await expectTableIds(page, mainIds(expected));
    await page.locator(MAP).scrollIntoViewIfNeeded();
    const visible = [1, 2, 3, 4, 5, 6].filter((id) => !hidden.includes(id));
    const positions = await apiPositions(request, { terms: { 'status.id': visible } }, 'demo-hide-sold');
    expect(positions.total.value).toBe(expected.total.value);
    await expectMapShowsAll(page.locator(MAP), positions);
    // The table shows exactly the answer: no hidden-status row added or dropped.
    await expect(page.locator(`${ROWS}`)).toHaveCount(expected.results.length);
  });
  test('spec §9 map constants: one estate shows at zoom 16; zoom control on, no fullscreen control; the wheel does not zoom', async ({ page, request }) => {
    // One estate by city and exact price, found in the reference service's own answers.
    const any = await apiSearch(request, { query: {}, sort: DEFAULT_SORT });
    let query = '';
    for (const result of any.results) {
      const e = result.children[0];
      const city = e.general.address?.city?.id;
      const price = e.general.price?.value;
      if (!city || !price || !e.general.address?.geoLocation) continue;
      const one = await apiSearch(request, { query: { terms: { 'general.address.city.id': [city] }, range: { 'general.price.value': { gte: price, lte: price } } }, sort: DEFAULT_SORT });
      if (one.total.value === 1) {
        query = `?city=${city}&price-min=${price}&price-max=${price}`;
        break;
      }
    }
    expect(query, 'an estate alone in its city at its price').not.toBe('');
    await searchPage(page, 'en', query);
    await expect(page.locator(ROWS)).toHaveCount(1);
    const map = page.locator(MAP);
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
    const tileZooms = () => map.locator('img.leaflet-tile').evaluateAll((tiles) => [...new Set(tiles.map((t) => /\/tiles\/(\d+)\//.exec((t as HTMLImageElement).src)?.[1]))]);
    await expect.poll(tileZooms).toEqual(['16']);
    await expect(map.locator('.leaflet-control-zoom')).toBeVisible();
    await expect(map.locator('.leaflet-control-fullscreen, [class*="fullscreen"]')).toHaveCount(0);
    await map.locator('.leaflet-container').hover();
    await page.mouse.wheel(0, -600);
    // A wheel zoom would fetch the tiles of another zoom level.
    await page.waitForLoadState('networkidle');
    expect(await tileZooms()).toEqual(['16']);
  });

  test('the table pages on its own: loading the next page neither redraws the map nor closes an open popup', async ({ page, request }) => {
    const all = await apiPositions(request, {});
    await searchPage(page, 'en');
    const map = page.locator(MAP);
    await map.scrollIntoViewIfNeeded();
    await expectMapShowsAll(map, all);
    const link = await openFirstMarkerPopup(map);
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/en\/offer\/\d+/);
    const before = await mapCounts(map);
    const rows = await page.locator(ROWS).count();
    await page.getByRole('button', { name: TEXT.en.loadMore }).click();
    await expect.poll(() => page.locator(ROWS).count()).toBeGreaterThan(rows);
    await expect(link).toHaveAttribute('href', href!);
    await expect(link).toBeVisible();
    expect(await mapCounts(map)).toEqual(before);
  });
});
