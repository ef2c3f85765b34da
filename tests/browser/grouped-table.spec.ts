import { expect, test } from './fixtures';
import { STATUS_GROUP_ORDER } from '../../core/grouping/group-estates';
import { apiSearch, ROWS, TABLE } from './listing-helpers';

/**
 * A table grouped by status (spec §9): one heading per displayed status name (transactions 2, 4 and 8 all
 * read "Te huur"), in the transaction order 1,3,2,4,10,5,6 of its first transaction (others after, by
 * name), each once, while the service sorts the grouping field by id. The table loads the node whole and
 * renders it in slices, so no group is ever inserted above rows already on screen.
 */
const NODE = { query: { terms: { 'general.headType.id': [3] } }, groupOptions: { groupBy: 'STATUS' }, syncUrl: false };

test('a table grouped by status shows each group once, in the spec order, above none it arrived after', async ({ page, request, baseURL }, info) => {
  const answer = await apiSearch(request, { query: NODE.query, sort: [{ field: 'general.transaction.id', order: 'ASC' }], pagination: { from: 0, size: 500 } }, 'demo', 'nl');
  const rank = (id: number) => (STATUS_GROUP_ORDER.includes(id) ? STATUS_GROUP_ORDER.indexOf(id) : 100);
  const idsOf = new Map<string, number[]>();
  for (const r of answer.results) {
    const tx = (r.children[0] as { general?: { transaction?: { id: number; name: string } } }).general?.transaction;
    if (tx) idsOf.set(tx.name, [...(idsOf.get(tx.name) ?? []), tx.id]);
  }
  const ids = new Set([...idsOf.values()].flat());
  expect(ids.size, 'the node spans several transactions').toBeGreaterThan(4);
  expect(idsOf.size, 'some transactions share a displayed name').toBeLessThan(ids.size);
  expect(answer.results.length, 'more rows than one page of 20').toBeGreaterThan(40);
  const firstRank = (name: string) => Math.min(...(idsOf.get(name) ?? []).map(rank));
  const expected = [...idsOf.keys()].sort((a, b) => firstRank(a) - firstRank(b) || a.localeCompare(b, 'nl'));

  const dist = info.project.name === 'react' ? '/dist/react' : '/dist';
  const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Grouped</title>
<link rel="stylesheet" href="${dist}/estate-blocks.css">
<script type="module" src="${dist}/estate-blocks.js" data-site-id="demo" data-api="${baseURL}/api" data-locale="nl"></script></head>
<body><main><h1>Grouped</h1><div data-block="estate-table" data-node="${encodeURIComponent(JSON.stringify(NODE))}"></div><footer>end</footer></main></body></html>`;
  await page.route(`${baseURL}/grouped-table-test`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  const headingsSeen: string[][] = [];
  await page.goto(`${baseURL}/grouped-table-test`);
  const heads = page.locator(`${TABLE} .eb-estate-table__group-head`);
  // Scroll as a visitor does, noting the headings each time: a heading never appears above one seen before it.
  await expect
    .poll(async () => {
      await page.locator('footer').scrollIntoViewIfNeeded();
      headingsSeen.push(await heads.allTextContents());
      return page.locator(ROWS).count();
    })
    .toBe(answer.results.length);
  // textContent: rows far below the view skip rendering (content-visibility), which empties innerText.
  const finalHeads = (await heads.allTextContents()).map((t) => t.trim());
  expect(finalHeads).toEqual(expected);
  for (const seen of headingsSeen) expect(finalHeads.slice(0, seen.length)).toEqual(seen.map((t) => t.trim()));
});
