import { useMemo, useRef } from 'react';
import type { Estate } from '../../../core/model';
import type { EstateRow } from '../../../core/stores';
import { estateLink } from '../../../core/routes';
import { useBlock } from '../../runtime/block-context';
import { toListingItem, type ListingItem } from './listing-item';

/**
 * A cached estate → listing item function. Items are made only when asked for (building a slug costs
 * ~0.1 ms, too much to do for 500 rows in one task) and once per estate object, so an appended page
 * creates items, and through memo renders rows, only for the new estates.
 */
export function useListingItemFactory(): (estate: Estate, project?: Estate) => ListingItem {
  const { locale, t } = useBlock();
  const cache = useRef({ locale, items: new WeakMap<Estate, ListingItem>() });
  if (cache.current.locale !== locale) cache.current = { locale, items: new WeakMap() };
  return useMemo(() => {
    const noPrice = t('listing.price_on_request');
    const items = cache.current.items;
    // A unit listed under its project links to the project's unit route (spec §2).
    return (estate: Estate, project?: Estate) => {
      let item = items.get(estate);
      if (!item) {
        item = toListingItem(estate, { href: (e) => estateLink(e, locale, { parent: project }), noPrice });
        items.set(estate, item);
      }
      return item;
    };
  }, [locale, t]);
}

/** A row's item; a project also counts the units the search returned with it (spec §1, §3 children). */
export type ListingCardItem = ListingItem & { unitCount?: number };

const withUnits = new WeakMap<ListingItem, ListingCardItem>();

/** Listing items for every row (galleries: pages of 20). */
export function useListingItems(rows: readonly EstateRow[]): ListingCardItem[] {
  const itemOf = useListingItemFactory();
  return useMemo(
    () =>
      rows.map((row) => {
        const item = itemOf(row.estate);
        if (!row.children.length) return item;
        let counted = withUnits.get(item);
        if (counted?.unitCount !== row.children.length) {
          counted = { ...item, unitCount: row.children.length };
          withUnits.set(item, counted);
        }
        return counted;
      }),
    [rows, itemOf],
  );
}
