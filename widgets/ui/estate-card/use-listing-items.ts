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
export function useListingItemFactory(): (estate: Estate) => ListingItem {
  const { locale, t } = useBlock();
  const cache = useRef({ locale, items: new WeakMap<Estate, ListingItem>() });
  if (cache.current.locale !== locale) cache.current = { locale, items: new WeakMap() };
  return useMemo(() => {
    const ctx = { href: (e: Estate) => estateLink(e, locale), noPrice: t('listing.price_on_request') };
    const items = cache.current.items;
    return (estate: Estate) => {
      let item = items.get(estate);
      if (!item) {
        item = toListingItem(estate, ctx);
        items.set(estate, item);
      }
      return item;
    };
  }, [locale, t]);
}

/** Listing items for every row (galleries: pages of 20). */
export function useListingItems(rows: readonly EstateRow[]): ListingItem[] {
  const itemOf = useListingItemFactory();
  return useMemo(() => rows.map((row) => itemOf(row.estate)), [rows, itemOf]);
}
