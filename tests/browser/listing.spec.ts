import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  DEFAULT_SORT,
  TEXT,
  apiSearch,
  expectTableIds,
  MAP,
  ROWS,
  SEARCH,
  TABLE,
  hideSoldAnswer,
  mainIds,
  openFirstMarkerPopup,
  pickCity,
  openChoices,
  pickFirstType,
  scrollToTable,
  apiPositions,
  expectMapShowsAll,
  mapCounts,
  searchPage,
  type ApiAnswer,
} from './listing-helpers';
import { LOCALES } from '../../core/i18n/locale';
import { ROUTE_WORDS } from '../../core/routes/words';
import { GALLERY } from '../../demo-host/site/pages/listing';

/** estate.no.image (core/i18n/messages/core.<l>.ts). */
const NO_IMAGE: Record<string, string> = { nl: 'Geen foto beschikbaar', fr: 'Pas de photo disponible', en: 'No photo available', de: 'Kein Foto verfügbar' };
const HIDE_UNITS: Record<string, string> = { nl: 'Eenheden verbergen', fr: 'Masquer les unités', en: 'Hide the units', de: 'Einheiten ausblenden' };
const UNITS: Record<string, (n: number) => string> = {
  nl: (n) => (n === 1 ? 'Toon de eenheid' : `Toon de ${n} eenheden`),
  fr: (n) => (n === 1 ? 'Afficher l’unité' : `Afficher les ${n} unités`),
  en: (n) => (n === 1 ? 'Show the unit' : `Show the ${n} units`),
  de: (n) => (n === 1 ? 'Die Einheit anzeigen' : `Die ${n} Einheiten anzeigen`),
};

test.describe('listing blocks: search + table + map (spec §2, §3, §4, §5)', () => {
  for (const locale of LOCALES) {
    test(`spec §2 filter by city with the combobox, rows match the reference service (${locale})`, async ({ page, request }) => {
      const any = await apiSearch(request, { query: {}, sort: DEFAULT_SORT }, 'demo', locale);
      const { id, zip, name, alias } = any.results[0].children[0].general.address!.city!;
      // The combobox lists the locale's own name of the place (Namen in Dutch, Namur in French).
      const city = { id, zip, name: alias?.[locale] ?? name };
      const expected = mainIds(await apiSearch(request, { query: { terms: { 'general.address.city.id': [city.id] } }, sort: DEFAULT_SORT }));
      await searchPage(page, locale);
      await expectTableIds(page, mainIds(any));
      await pickCity(page, locale, city);
      await expectTableIds(page, expected);
      await expect(page.locator(SEARCH).getByRole('status').last()).not.toBeEmpty();
    });
  }

  for (const locale of LOCALES) {
    test(`spec §3 §5 filter by type, price range and bedrooms minimum; rows match the reference service (${locale})`, async ({ page, request }) => {
      await searchPage(page, locale);
      await expect(page.locator(ROWS).first()).toBeVisible();
      const typeId = await pickFirstType(page, locale);
      await expect(page).toHaveURL(/[?&]type=\d+/);
      // The price steps the service answers (spec §3 filter state: prices).
      const price = page.getByRole('combobox', { name: TEXT[locale].priceMin });
      await price.selectOption('100000');
      await expect(page).toHaveURL(/price-min=100000/);
      await page.getByRole('combobox', { name: TEXT[locale].priceMax }).selectOption('900000');
      await expect(page).toHaveURL(/price-max=900000/);
      await page.getByLabel(TEXT[locale].bedrooms).selectOption('2');
      await expect(page).toHaveURL(/bed-min=2/);
      const expected = await apiSearch(request, {
        query: {
          terms: { 'general.headType.id': [typeId] },
          range: { 'general.price.value': { gte: 100000, lte: 900000 }, 'general.bedroomCount': { gte: 2 } },
        },
        sort: DEFAULT_SORT,
      });
      await expectTableIds(page, mainIds(expected));
    });
  }

  test('type=1,2 checks both types and lists both; unchecking one changes the URL and the rows', async ({ page, request }) => {
    const both = await apiSearch(request, { query: { terms: { 'general.headType.id': [1, 2] } }, sort: DEFAULT_SORT });
    const totalOf = async (type: number) => (await apiSearch(request, { query: { terms: { 'general.headType.id': [type] } }, sort: DEFAULT_SORT })).total.value;
    const [houses, apartments] = [await totalOf(1), await totalOf(2)];
    expect(houses * apartments, 'the demo data has both types').toBeGreaterThan(0);
    expect(both.total.value, 'type=1,2 finds the estates of both types').toBe(houses + apartments);
    await searchPage(page, 'en', '?type=1,2');
    await expectTableIds(page, mainIds(both));
    const chips = page.locator(SEARCH).getByRole('list', { name: 'Active filters' }).getByRole('listitem');
    await expect(chips).toHaveCount(2);
    const group = await openChoices(page, TEXT.en.type);
    const checked = group.getByRole('checkbox', { checked: true });
    await expect(checked).toHaveCount(2);
    expect(await checked.evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value))).toEqual(['1', '2']);
    await expectNoAxeViolations(page, SEARCH);
    await group.locator('input[value="1"]').uncheck();
    await expect(page).toHaveURL(/[?&]type=2(&|$)/);
    await expect(checked).toHaveCount(1);
    await expect(chips).toHaveCount(1);
    await expectTableIds(page, mainIds(await apiSearch(request, { query: { terms: { 'general.headType.id': [2] } }, sort: DEFAULT_SORT })));
  });

  test('spec §5 bedrooms "large" means 6 and more', async ({ page, request }) => {
    await searchPage(page, 'nl', '?bedrooms=large');
    const expected = await apiSearch(request, { query: { range: { 'general.bedroomCount': { gte: 6 } } }, sort: DEFAULT_SORT });
    await expect(page.getByLabel(TEXT.nl.bedrooms)).toHaveValue('large');
    await expectTableIds(page, mainIds(expected));
  });

  for (const locale of LOCALES) {
    test(`a search on the home page (resultsPage "auto") opens the search page with the chosen filters (${locale})`, async ({ page, request }) => {
      await page.goto(`/${locale}`);
      const search = page.locator(SEARCH);
      await search.getByLabel(TEXT[locale].bedrooms).selectOption('3');
      const expected = await apiSearch(request, { query: { range: { 'general.bedroomCount': { gte: 3 } } }, sort: DEFAULT_SORT }, 'demo', locale);
      await expect(search.getByRole('status')).toContainText(String(expected.total.value));
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
      await expectNoAxeViolations(page, SEARCH);
      await search.getByRole('combobox', { name: TEXT[locale].priceMax }).selectOption('800000');
      await search.getByRole('button', { name: TEXT[locale].submit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/${ROUTE_WORDS[locale].offer}\\?price-max=800000&bed-min=3$`));
      await expect(page.getByLabel(TEXT[locale].bedrooms)).toHaveValue('3');
      await scrollToTable(page);
      await expectTableIds(page, mainIds(await apiSearch(request, {
        query: { range: { 'general.price.value': { lte: 800000 }, 'general.bedroomCount': { gte: 3 } } },
        sort: DEFAULT_SORT,
      }, 'demo', locale)));
    });
  }

  for (const locale of LOCALES) {
    test(`spec §1 §3 a project row shows its units behind a button; a unit opens its unit page (${locale})`, async ({ page, request }) => {
      const projects = await apiSearch(request, { query: { match: { 'general.project': true } }, sort: DEFAULT_SORT }, 'demo', locale);
      const city = projects.results.find((r) => r.children.length > 2)!.children[0].general.address!.city!;
      const answer = await apiSearch(request, { query: { terms: { 'general.address.city.id': [city.id] } }, sort: DEFAULT_SORT }, 'demo', locale);
      const result = answer.results.find((r) => r.children.length > 1)!;
      const [project, ...units] = result.children;
      await searchPage(page, locale, `?city=${city.id}`);
      await expectTableIds(page, mainIds(answer));
      const toggle = page.getByRole('button', { name: UNITS[locale](units.length) });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(page.getByRole('button', { name: HIDE_UNITS[locale] })).toHaveAttribute('aria-expanded', 'true');
      const unitRows = page.locator('.eb-estate-table__row--unit');
      await expect(unitRows).toHaveCount(units.length);
      expect(await unitRows.evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-estate-id'))))).toEqual(units.map((u) => u.id));
      await expectNoAxeViolations(page, TABLE);
      const link = unitRows.first().getByRole('link');
      await expect(link).toHaveAttribute('href', new RegExp(`^/${locale}/${ROUTE_WORDS[locale].offer}/${project.id}/[^/]+/${units[0].id}$`));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${project.id}/[^/]+/${units[0].id}$`));
      await expect(page.locator('[data-block="estate-detail"] .eb-detail')).toBeVisible();
    });
  }

  test('spec §2 bedrooms=N from a URL is an exact count the select shows; choosing a minimum replaces it', async ({ page, request }) => {
    await searchPage(page, 'fr', '?bedrooms=3');
    const select = page.getByLabel(TEXT.fr.bedrooms);
    await expect(select).toHaveValue('exact-3');
    await expect(select.locator('option:checked')).toHaveText('exactement 3');
    await expectTableIds(page, mainIds(await apiSearch(request, { query: { range: { 'general.bedroomCount': { gte: 3, lte: 3 } } }, sort: DEFAULT_SORT }, 'demo', 'fr')));
    await select.selectOption('4');
    await expect(page).toHaveURL(/bed-min=4/);
    await expect(page).not.toHaveURL(/[?&]bedrooms=/);
    await expect(select.locator('option[value="exact-3"]')).toHaveCount(0);
  });

  for (const locale of LOCALES) {
    test(`spec §7 sort by price ascending, then descending (${locale})`, async ({ page, request }) => {
      await searchPage(page, locale);
      await expect(page.locator(ROWS).first()).toBeVisible();
      await page.getByLabel(TEXT[locale].sort).selectOption('price-ASC');
      await expect(page).toHaveURL(/sortType=price/);
      const asc = await apiSearch(request, { query: {}, sort: [{ field: 'general.price.value', order: 'ASC' }] });
      await expectTableIds(page, mainIds(asc));
      await page.getByLabel(TEXT[locale].sort).selectOption('price-DESC');
      const desc = await apiSearch(request, { query: {}, sort: [{ field: 'general.price.value', order: 'DESC' }] });
      await expectTableIds(page, mainIds(desc));
    });
  }

  for (const locale of LOCALES) {
    test(`spec §4 §9 scroll to the end: pages of 20 load within 250 px, then the end of the list (${locale})`, async ({ page, request }) => {
      const filters = await (await request.post('/api/sites/demo/estate-filters', { data: { query: {}, sort: DEFAULT_SORT } })).json();
      let chosen: { id: number; answer: ApiAnswer } | undefined;
      for (const location of filters.locations as Array<{ id: number }>) {
        const answer = await apiSearch(request, { query: { terms: { 'general.address.city.id': [location.id] } }, sort: DEFAULT_SORT, pagination: { from: 0, size: 100 } });
        if (answer.total.value > 20 && answer.total.value <= 60) {
          chosen = { id: location.id, answer };
          break;
        }
      }
      expect(chosen, 'a city with 21–60 estates in the dataset').toBeTruthy();
      await searchPage(page, locale, `?city=${chosen!.id}`);
      await expectTableIds(page, mainIds(chosen!.answer).slice(0, 20));
      const end = page.getByText(TEXT[locale].end);
      await expect(async () => {
        await page.mouse.wheel(0, 3000);
        await expect(end).toBeVisible({ timeout: 100 });
      }).toPass();
      await expectTableIds(page, mainIds(chosen!.answer));
      await expect(page.getByRole('button', { name: TEXT[locale].loadMore })).toHaveCount(0);
    });
  }

  test('the load-more button works from the keyboard', async ({ page, request }) => {
    await searchPage(page, 'en');
    const rows = page.locator(ROWS);
    await expect(rows).toHaveCount(20);
    // Focusing the button scrolls it into view, where the sentinel may load a page too: at least 40 rows.
    const button = page.getByRole('button', { name: TEXT.en.loadMore });
    await button.focus();
    if (await button.isEnabled()) await page.keyboard.press('Enter');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(40);
    await expect(button).toBeEnabled();
    const n = await rows.count();
    const expected = await apiSearch(request, { query: {}, sort: DEFAULT_SORT, pagination: { from: 0, size: n } });
    await expectTableIds(page, mainIds(expected));
  });

  for (const locale of LOCALES) {
    test(`spec §2 back and forward restore filters and results (${locale})`, async ({ page, request }) => {
      await searchPage(page, locale);
      await expect(page.locator(ROWS).first()).toBeVisible();
      const typeId = await pickFirstType(page, locale);
      await expect(page).toHaveURL(/type=/);
      await page.getByLabel(TEXT[locale].bedrooms).selectOption('3');
      await expect(page).toHaveURL(/bed-min=3/);
      const typeOnly = await apiSearch(request, { query: { terms: { 'general.headType.id': [typeId] } }, sort: DEFAULT_SORT });
      const both = await apiSearch(request, {
        query: { terms: { 'general.headType.id': [typeId] }, range: { 'general.bedroomCount': { gte: 3 } } },
        sort: DEFAULT_SORT,
      });
      await expectTableIds(page, mainIds(both));

      await page.goBack();
      await expect(page).not.toHaveURL(/bed-min/);
      await expect(page.getByLabel(TEXT[locale].bedrooms)).toHaveValue('');
      await expect((await openChoices(page, TEXT[locale].type)).getByRole('checkbox', { checked: true })).toHaveAttribute('value', String(typeId));
      await page.keyboard.press('Escape');
      await expectTableIds(page, mainIds(typeOnly));

      await page.goForward();
      await expect(page).toHaveURL(/bed-min=3/);
      await expect(page.getByLabel(TEXT[locale].bedrooms)).toHaveValue('3');
      await expectTableIds(page, mainIds(both));
    });
  }

  for (const locale of LOCALES) {
    test(`spec §5 a geo_range URL gives distance-filtered results (and drops the city filter) (${locale})`, async ({ page, request }) => {
      const any = await apiSearch(request, { query: {}, sort: DEFAULT_SORT });
      const geo = any.results.map((r) => r.children[0].general.address?.geoLocation).find(Boolean)!;
      const lat = geo.lat.toFixed(4);
      const lon = geo.lon.toFixed(4);
      const expected = await apiSearch(request, {
        query: { geoDistance: { field: 'general.address.geoLocation', distanceKm: 15, lat: Number(lat), lon: Number(lon) } },
        sort: DEFAULT_SORT,
      });
      expect(expected.total.value).toBeGreaterThan(0);
      await searchPage(page, locale, `?geo_range=15km;${lat};${lon}&city=999999`);
      await expectTableIds(page, mainIds(expected));
    });
  }

  test('spec §5 a malformed geo_range is ignored', async ({ page, request }) => {
    const all = await apiSearch(request, { query: {}, sort: DEFAULT_SORT });
    await searchPage(page, 'en', '?geo_range=15;50.8;4.3');
    await expectTableIds(page, mainIds(all));
  });

  for (const locale of LOCALES) {
    test(`spec §2 sold rows are styled and show the transaction name instead of the price (${locale})`, async ({ page, request }) => {
      // A search for closed estates only keeps the date order (no closed-last clause).
      const sold = await apiSearch(request, { query: { terms: { 'general.transaction.id': [5] } }, sort: DEFAULT_SORT.slice(1) }, 'demo', locale);
      expect(sold.total.value).toBeGreaterThan(0);
      await searchPage(page, locale, '?transaction=5');
      await expectTableIds(page, mainIds(sold));
      // A project matches by a sold unit while it is available itself (and ranks before closed estates): take a sold record.
      const first = sold.results.find((r) => r.children[0].general.transaction?.id === 5)!.children[0];
      const row = page.locator(`${ROWS}[data-estate-id="${first.id}"]`);
      await expect(row).toHaveClass(/eb-estate-table__row--sold/);
      const name = first.general.transaction!.name!;
      await expect(row.locator('.eb-estate-table__cell--price')).toHaveText(name);
    });
  }

  for (const locale of LOCALES) {
    test(`spec §4 hidden statuses on demo-hide-sold: no sold or rented rows, and an empty list says so (${locale})`, async ({ page, request }) => {
      const { hidden, expected } = await hideSoldAnswer(request);
      expect(hidden.length).toBeGreaterThan(0);
      await searchPage(page, locale, '?site=demo-hide-sold');
      await expect(page.locator(ROWS).first()).toBeVisible();
      await expectTableIds(page, mainIds(expected));
      await expect(page.locator('.eb-estate-table__row--sold')).toHaveCount(0);

      await searchPage(page, locale, '?site=demo-hide-sold&transaction=5');
      await expect(page.getByText(TEXT[locale].noResults)).toBeVisible();
    });
  }

  test('spec §8 empty list shows estate.no.results; clear all resets', async ({ page }) => {
    await searchPage(page, 'de', '?price-min=999999999');
    await expect(page.locator(TABLE).getByRole('status').filter({ hasText: /./ })).toBeVisible();
    await expect(page.locator(ROWS)).toHaveCount(0);
    await page.getByRole('button', { name: TEXT.de.clear }).click();
    await expect(page).not.toHaveURL(/price-min/);
    await expect(page.locator(ROWS).first()).toBeVisible();
  });

  test('an error shows a retry control that recovers', async ({ page, guard }) => {
    guard.allowConsoleError(/estates|500|Internal Server Error|Failed to load resource/);
    let failures = 1;
    await page.route('**/api/sites/demo/estates', async (route) => {
      // The table's list call fails once; the map's positions call (mode 'geo') is left alone.
      const list = route.request().postDataJSON()?.mode !== 'geo';
      if (list && failures-- > 0) await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });
      else await route.continue();
    });
    await searchPage(page, 'en');
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(page.getByRole('alert')).toContainText('The estates could not be loaded.');
    await retry.click();
    await expect(page.locator(ROWS).first()).toBeVisible();
  });

  for (const locale of LOCALES) {
    test(`the map shows every result of the filter, clustered (cluster counts + single markers = the total), after each filter change (${locale})`, async ({ page, request }) => {
      await searchPage(page, locale);
      const all = await apiPositions(request, {});
      expect(all.total.value, 'far more results than a table page').toBeGreaterThan(100);
      await page.locator(MAP).scrollIntoViewIfNeeded();
      await expectMapShowsAll(page.locator(MAP), all);
      expect((await mapCounts(page.locator(MAP))).clusters.length, 'clustered').toBeGreaterThan(0);
      // The table still pages on its own: one page of rows, not every result.
      expect(await page.locator(ROWS).count()).toBeLessThan(all.total.value);
      const typeId = await pickFirstType(page, locale);
      const byType = await apiPositions(request, { terms: { 'general.headType.id': [typeId] } });
      await expectMapShowsAll(page.locator(MAP), byType);
      await page.getByLabel(TEXT[locale].bedrooms).selectOption('large');
      const large = await apiPositions(request, { terms: { 'general.headType.id': [typeId] }, range: { 'general.bedroomCount': { gte: 6 } } });
      expect(large.total.value, 'the filter changes the result set').not.toBe(byType.total.value);
      await expectMapShowsAll(page.locator(MAP), large);
      const link = await openFirstMarkerPopup(page.locator(MAP));
      await expect(link).toHaveAttribute('href', new RegExp(`^/${locale}/${ROUTE_WORDS[locale].offer}/\\d+`));
      // The test fixture fails on any CSP violation: cluster icons use classes, no style attributes.
    });
  }

  test('spec §2 map in a container hidden while its markers change is correct once shown again (invalidateSize)', async ({ page, request }) => {
    await searchPage(page, 'en');
    const canvas = page.locator('.eb-estate-map__canvas');
    await page.locator(MAP).scrollIntoViewIfNeeded();
    await expect(canvas).toHaveAttribute('data-marker-count', /\d+/);
    await page.locator(MAP).evaluate((el) => el.setAttribute('hidden', ''));
    await page.setViewportSize({ width: 700, height: 800 });
    await page.getByLabel(TEXT.en.bedrooms).selectOption('large');
    const large = await apiPositions(request, { range: { 'general.bedroomCount': { gte: 6 } } });
    // Hidden (0 × 0), the map holds the new estates but can draw none of them.
    await expect(canvas).toHaveAttribute('data-marker-count', String(large.total.value));
    await page.locator(MAP).evaluate((el) => el.removeAttribute('hidden'));
    await canvas.scrollIntoViewIfNeeded();
    await expectMapShowsAll(page.locator(MAP), large);
    // Every marker lies inside the visible map: the view was fitted again at the real size.
    await expect
      .poll(async () => {
        const box = (await canvas.boundingBox())!;
        const icons = await page.locator(`${MAP} .leaflet-marker-icon`).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
        const inside = (r: DOMRect) => {
          const x = r.left + r.width / 2;
          return x >= box.x && x <= box.x + box.width && r.bottom >= box.y && r.bottom <= box.y + box.height + 1;
        };
        return icons.length > 0 && icons.every(inside);
      })
      .toBe(true);
  });

  for (const locale of LOCALES) {
    test(`zero axe violations in the search, table and map blocks (${locale})`, async ({ page }) => {
      await searchPage(page, locale);
      await expect(page.locator(ROWS).first()).toBeVisible();
      await page.locator(MAP).scrollIntoViewIfNeeded();
      await expect(page.locator('.eb-estate-map__canvas[data-marker-count]')).toBeAttached();
      await expectNoAxeViolations(page, SEARCH);
      await expectNoAxeViolations(page, TABLE);
      await expectNoAxeViolations(page, MAP);
    });
  }
});

test.describe('listing blocks: gallery, scopes and host enhancements', () => {
  for (const locale of LOCALES) {
    test(`spec §2 gallery cards: placeholder with alt estate.no.image, image width 570, two columns (${locale})`, async ({ page }) => {
      await page.route('**/api/sites/demo/estates', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as ApiAnswer;
        // List answers carry the main photo as mainImage, details as pictures.
        if (body.results[0]) Object.assign(body.results[0].children[0], { pictures: [], mainImage: null });
        await route.fulfill({ response, json: body });
      });
      await page.goto(`/${locale}/${GALLERY[locale]}`);
      const card = page.locator('[data-scope="sale"] .eb-estate-card').first();
      await expect(card.getByRole('img', { name: NO_IMAGE[locale] })).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('width', '570');
      const columns = await page.locator('[data-scope="sale"] .eb-estate-gallery__grid').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(2);
      // The sale map's positions search may still be under way, through the route above.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }

  test('two scopes on one page stay independent; the sale map shows the sale scope', async ({ page, request }) => {
    await page.goto(`/en/${GALLERY.en}`);
    const sale = await apiSearch(request, { query: { terms: { 'general.transaction.id': [1] } }, sort: DEFAULT_SORT });
    const rent = await apiSearch(request, { query: { terms: { 'general.transaction.id': [2] } }, sort: DEFAULT_SORT });
    const ids = (scope: string) =>
      page.locator(`[data-scope="${scope}"] .eb-estate-card`).evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.estateId)));
    await expect.poll(() => ids('sale')).toEqual(mainIds(sale));
    // The rent scope sits below the sale scope's reserved height; its blocks mount when a visitor scrolls to them.
    await page.locator('[data-scope="rent"]').scrollIntoViewIfNeeded();
    await expect.poll(() => ids('rent')).toEqual(mainIds(rent));
    await page.locator('[data-scope="sale"] [data-block="estate-map"]').scrollIntoViewIfNeeded();
    await expectMapShowsAll(page.locator('[data-scope="sale"]'), await apiPositions(request, { terms: { 'general.transaction.id': [1] } }));
    await expectNoAxeViolations(page, '[data-scope="sale"] [data-block="estate-gallery"]');
  });

  test('spec §2 a plain [data-map] element gets a map with one marker, without React', async ({ page }) => {
    await page.goto(`/fr/${GALLERY.fr}`);
    const office = page.locator('.listing-office-map');
    await office.scrollIntoViewIfNeeded();
    await expect(office.locator('eb-static-map')).toHaveAttribute('data-marker-count', '1');
    await expect(office.locator('.leaflet-marker-icon')).toHaveCount(1);
  });

  for (const locale of LOCALES) {
    test(`spec §2 §9 mobile navigation: toggle opens (right 0), close closes (right -270px), Escape, focus (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await searchPage(page, locale);
      const toggle = page.getByRole('button', { name: TEXT[locale].menu, exact: true });
      const panel = page.locator('[data-nav-panel]');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => panel.evaluate((el) => getComputedStyle(el).right)).toBe('0px');
      const close = page.getByRole('button', { name: TEXT[locale].close });
      await expect(close).toBeFocused();
      await close.click();
      await expect.poll(() => panel.evaluate((el) => getComputedStyle(el).right)).toBe('-270px');
      await expect(toggle).toBeFocused();
      await toggle.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      // One menu on a phone: the panel holds the header's links with the header's localized labels, and the header's row is hidden.
      const linksOf = (selector: string) => page.locator(selector).evaluateAll((as) => as.map((a) => `${a.textContent?.trim()} ${a.getAttribute('href')}`));
      const headerLinks = await linksOf('.site-nav a');
      expect(headerLinks.length).toBeGreaterThan(2);
      expect(await linksOf('[data-nav-panel] a')).toEqual(headerLinks);
      await expect(page.locator('.site-nav')).toBeHidden();
    });
  }
});
