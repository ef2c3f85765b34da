import { useMemo, useRef } from 'react';
import type { Estate } from '../../../core/model';
import type { EstateRow } from '../../../core/stores';
import { estateLink } from '../../../core/routes/links';
import { useBlock } from '../../runtime/block-context';
import { toListingItem, type ListingItem } from '../../../core/view-models/listing-item';

/**
 * A cached estate → listing item function. Items are made only when asked for (building a slug costs
 * ~0.1 ms, too much to do for 500 rows in one task) and once per estate object, so an appended page
 * creates items, and through memo renders rows, only for the new estates.
 */
export function useListingItemFactory(): (estate: Estate, project?: Estate, units?: readonly Estate[]) => ListingItem {
  const { locale, t, routes } = useBlock();
  const cache = useRef({ locale, routes, items: new WeakMap<Estate, ListingItem>() });
  if (cache.current.locale !== locale || cache.current.routes !== routes) cache.current = { locale, routes, items: new WeakMap() };
  return useMemo(() => {
    const items = cache.current.items;
    const labels = { locale, t };
    // A unit listed under its project links to the project's unit route (spec §2); a project's price is its units' "price from".
    return (estate: Estate, project?: Estate, units?: readonly Estate[]) => {
      let item = items.get(estate);
      if (!item) {
        item = toListingItem(estate, { href: (e) => estateLink(e, locale, { parent: project, map: routes }), labels, units });
        items.set(estate, item);
      }
      return item;
    };
  }, [locale, t, routes]);
}

/** A row's listing item; a project carries the items of the units the search returned with it (spec §1, §3 children). */
export type ListingRowItem = ListingItem & { units?: ListingItem[] };

const withUnits = new WeakMap<ListingItem, ListingRowItem>();
/** The row's item, made once per estate and unit count, so memoized cards and rows skip unchanged rows. */
export function rowItem(row: EstateRow, itemOf: (estate: Estate, project?: Estate, units?: readonly Estate[]) => ListingItem): ListingRowItem {
  const item = itemOf(row.estate, undefined, row.children);
  if (!row.children.length) return item;
  let entry = withUnits.get(item);
  if (entry?.units?.length !== row.children.length) {
    entry = { ...item, units: row.children.map((unit) => itemOf(unit, row.estate)) };
    withUnits.set(item, entry);
  }
  return entry;
}

/** Listing items for every row (galleries: pages of 20). */
export function useListingItems(rows: readonly EstateRow[]): ListingRowItem[] {
  const itemOf = useListingItemFactory();
  return useMemo(() => rows.map((row) => rowItem(row, itemOf)), [rows, itemOf]);
}
