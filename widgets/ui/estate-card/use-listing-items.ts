import { useMemo, useRef } from 'react';
import type { Estate } from '../../../core/model';
import type { EstateRow } from '../../../core/stores';
import { estateLink } from '../../../core/routes';
import { useBlock } from '../../runtime/block-context';
import { toListingItem, type ListingItem } from './listing-item';

/**
 * Listing items for store rows. Items are cached per estate object, so an appended page creates
 * items (and, through memo, renders rows) only for the new estates.
 */
export function useListingItems(rows: readonly EstateRow[]): ListingItem[] {
  const { locale, t } = useBlock();
  const cache = useRef({ locale, items: new WeakMap<Estate, ListingItem>() });
  if (cache.current.locale !== locale) cache.current = { locale, items: new WeakMap() };
  return useMemo(() => {
    const ctx = { href: (e: Estate) => estateLink(e, locale), noPrice: t('listing.price_on_request') };
    return rows.map((row) => {
      let item = cache.current.items.get(row.estate);
      if (!item) {
        item = toListingItem(row.estate, ctx);
        cache.current.items.set(row.estate, item);
      }
      return item;
    });
  }, [rows, locale, t]);
}
