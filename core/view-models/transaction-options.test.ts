import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../i18n/load-catalogue';
import { createTranslator } from '../i18n/translator';
import { namedTransactionOptions, selectedTransaction, transactionIdsOf, transactionOptions } from './transaction-options';

// What the reference service's estate-filters answers: every broker transaction id with results.
const FACETS = [1, 2, 3, 4, 5, 6, 7, 8, 10];

describe('the transaction select lists each status once', () => {
  it.each([
    ['nl', ['Te koop', 'Te huur', 'Over te nemen', 'Verkocht', 'Verhuurd', 'Overgenomen']],
    ['fr', ['À vendre', 'À louer', 'À reprendre', 'Vendu', 'Loué', 'Repris']],
    ['en', ['For sale', 'To rent', 'Take-over', 'Sold', 'Rented', 'Taken over']],
    ['de', ['Zu verkaufen', 'Zu vermieten', 'Zur Übernahme', 'Verkauft', 'Vermietet', 'Übernommen']],
  ] as const)('%s: one option per status, labelled in the locale', async (locale, labels) => {
    const tr = createTranslator(locale, await loadCatalogue(locale, 'base'));
    const options = transactionOptions(FACETS, [], (code) => tr.enumLabel('Status', code));
    expect(options.map((o) => o.value)).toEqual(['1,10', '2,4,8', '3', '5', '6', '7']);
    expect(options.map((o) => o.label)).toHaveLength(labels.length);
    expect(new Set(options.map((o) => o.label)).size).toBe(options.length);
    expect(options.every((o) => o.label !== '')).toBe(true);
  });

  it('statuses the site hides (spec §4 hiddenStatus: sold 4, rented 5) are not offered', () => {
    expect(transactionOptions(FACETS, [4, 5], (c) => c).map((o) => o.label)).toEqual(['FOR_SALE', 'TO_RENT', 'TAKE_OVER', 'TAKEN_OVER']);
  });

  it.each([
    [[2], '2,4,8'],
    [[4], '2,4,8'],
    [[1, 10], '1,10'],
    [undefined, ''],
  ])('the filter %j selects option %s', (ids, value) => {
    expect(selectedTransaction(transactionOptions(FACETS, [], (c) => c), ids)).toBe(value);
  });

  it.each([
    ['2,4,8', [2, 4, 8]],
    ['1', [1]],
    ['', undefined],
    ['x', undefined],
  ])('option %s filters on %j', (value, ids) => {
    expect(transactionIdsOf(value)).toEqual(ids);
  });

  it('from named facets (as /estate-filters answers them, one name per feed id): one option per meaning, the first name as label', () => {
    const named = [
      { id: 1, name: 'For sale' }, { id: 2, name: 'For rent' }, { id: 4, name: 'For rent' }, { id: 8, name: 'For rent' },
      { id: 10, name: 'For sale' }, { id: 5, name: 'Sold' },
    ];
    expect(namedTransactionOptions(named)).toEqual([
      { value: '1,10', label: 'For sale' },
      { value: '2,4,8', label: 'For rent' },
      { value: '5', label: 'Sold' },
    ]);
    expect(namedTransactionOptions(named, [4]).map((o) => o.label)).toEqual(['For sale', 'For rent']);
    expect(namedTransactionOptions([])).toEqual([]);
  });
});
