/**
 * The list node a content editor configures on a listing block (spec §3 "Estate list state":
 * node holding query, collections and groupOptions).
 */
import type { EstateQuery } from './search';

/** Group-by fields of spec §9. */
export type GroupBy = 'TYPE' | 'SUBTYPE' | 'STATUS' | 'CITY' | 'PRICE';

export const GROUP_BY_FIELDS: readonly GroupBy[] = ['TYPE', 'SUBTYPE', 'STATUS', 'CITY', 'PRICE'];

export interface GroupOptions {
  groupBy: GroupBy;
  /** PRICE groups: width of one price band in euro. Default 100000. */
  priceStep?: number;
}

export interface EstateNode {
  /** A fixed query the editor set (merged under the visitor's filters). */
  query?: EstateQuery;
  /** Collection ids; become terms['children.collections']. */
  collections?: string[];
  groupOptions?: GroupOptions | null;
  /** In the default order, closed estates (sold, rented, taken over) after the available ones; default true. */
  closedLast?: boolean;
}
