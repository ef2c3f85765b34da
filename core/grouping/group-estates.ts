/**
 * List grouping (spec §9): group-by TYPE, SUBTYPE, STATUS, CITY, PRICE.
 * TYPE groups follow head type order 1,3,7,2,4,6,10,5,9; STATUS groups follow transaction order
 * 1,3,2,4,10,5,6; any other group sorts alphabetically by key; estates without a group key go
 * under 'Projecten', placed last. Items keep their order inside a group.
 * A STATUS group is one displayed name: transactions 2, 4 and 8 all read "Te huur", so they form one
 * group, placed where the first of them stands in the order (a visitor sees one heading per name).
 */
import type { Estate, GroupBy, GroupOptions } from '../model';
import { STATUS_CODES, statusOfBrokerTransaction, type StatusCode } from '../model/status';
import { estatePrice } from '../view-models/listing-price';
import { dutchOrder } from './collators';

export const TYPE_GROUP_ORDER: readonly number[] = [1, 3, 7, 2, 4, 6, 10, 5, 9];
export const STATUS_GROUP_ORDER: readonly number[] = [1, 3, 2, 4, 10, 5, 6];
export const NO_GROUP_LABEL = 'Projecten';
/** Key of the 'Projecten' group. */
export const NO_GROUP_KEY = '';
export const DEFAULT_PRICE_STEP = 100_000;
/** PRICE bands of rents (per period): a rent of € 900 a month is not in "€ 0 – € 100.000". */
export const DEFAULT_RENT_STEP = 500;

/**
 * PRICE group keys: sale bands, then rent bands, then sold/rented estates (by transaction), each set
 * ascending — the prefix letters sort in that order and the padded amounts ascending within a set.
 */
const PRICE_KEY = { sale: 'p', rent: 'r', closed: 'x' } as const;
const padded = (n: number) => String(n).padStart(15, '0');

export interface ListGroup<T> {
  /** '' for the 'Projecten' group. */
  key: string;
  /** Display name from the data (head type / transaction / sub-type / city name); NO_GROUP_LABEL for no key. */
  label: string;
  /** PRICE groups: the band, min inclusive, max exclusive; `period` for a band of rents (e.g. 'MONTH'). */
  price?: PriceBand;
  /** STATUS groups of estates whose transaction has no name: the listing status, to show its localized name. */
  status?: StatusCode;
  items: T[];
}

export interface PriceBand {
  min: number;
  max: number;
  period?: string;
}

interface KeyOf {
  key: string;
  label: string;
  price?: PriceBand;
  status?: StatusCode;
  /** Place in the spec §9 order (TYPE, STATUS); a group takes its first member's place. */
  rank?: number;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const id = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined);

/** The group an estate belongs to, or null when it has no key for this group-by. */
export function groupKeyOf(estate: Estate, groupBy: GroupBy, priceStep = DEFAULT_PRICE_STEP): KeyOf | null {
  const g = estate.general ?? ({} as Estate['general']);
  switch (groupBy) {
    case 'TYPE': {
      const key = id(g.headType?.id);
      return key ? { key, label: text(g.headType?.name) ?? text(g.headType?.code) ?? key, rank: rankIn(TYPE_GROUP_ORDER, g.headType?.id) } : null;
    }
    case 'STATUS':
      return statusKeyOf(g.transaction);
    case 'SUBTYPE': {
      const key = text(g.subType?.name) ?? text(g.subType?.code) ?? id(g.subType?.id);
      return key ? { key, label: key } : null;
    }
    case 'CITY': {
      const key = text(g.address?.city?.name);
      return key ? { key, label: key } : null;
    }
    case 'PRICE': {
      // The price the row shows decides its band: a sold or rented estate shows its transaction, not its
      // (hidden) price; a rent is banded per period; a project by its "price from"; price on request: no key.
      const shown = estatePrice(estate);
      if (shown.kind === 'closed') {
        const transaction = id(g.transaction?.id) ?? '';
        return { key: `${PRICE_KEY.closed}${transaction.padStart(4, '0')}`, label: text(shown.name) ?? transaction };
      }
      if (shown.kind === 'none') return null;
      const period = shown.kind === 'amount' ? shown.period?.toUpperCase() : undefined;
      const step = period ? DEFAULT_RENT_STEP : priceStep > 0 ? priceStep : DEFAULT_PRICE_STEP;
      const min = Math.floor(shown.amount / step) * step;
      const band: PriceBand = period ? { min, max: min + step, period } : { min, max: min + step };
      return { key: `${period ? PRICE_KEY.rent : PRICE_KEY.sale}${padded(min)}`, label: `${min}–${min + step}`, price: band };
    }
    default:
      return null;
  }
}

/** STATUS: the displayed transaction name is the group (case and spaces aside); without a name, its listing status. */
function statusKeyOf(transaction: { id?: number | null; name?: string | null } | null | undefined): KeyOf | null {
  const transactionId = id(transaction?.id);
  if (!transactionId) return null;
  const rank = rankIn(STATUS_GROUP_ORDER, transaction?.id);
  const name = text(transaction?.name);
  if (name) return { key: `name:${name.toLocaleLowerCase('nl').replace(/\s+/g, ' ')}`, label: name, rank };
  const statusId = statusOfBrokerTransaction(Number(transactionId));
  const status = statusId ? STATUS_CODES[statusId - 1] : undefined;
  return status ? { key: `status:${status}`, label: '', status, rank } : { key: transactionId, label: transactionId, rank };
}

const UNRANKED = Number.MAX_SAFE_INTEGER - 1;
function rankIn(order: readonly number[], value: number | null | undefined): number {
  const index = typeof value === 'number' ? order.indexOf(value) : -1;
  return index === -1 ? UNRANKED : index;
}

export function groupEstates<T>(
  items: readonly T[],
  options: GroupOptions | null | undefined,
  estateOf: (item: T) => Estate = (item) => item as Estate,
): ListGroup<T>[] {
  if (!options?.groupBy) return [{ key: NO_GROUP_KEY, label: NO_GROUP_LABEL, items: [...items] }];
  const groups = new Map<string, ListGroup<T>>();
  const ranks = new Map<string, number>();
  for (const item of items) {
    const found: KeyOf = groupKeyOf(estateOf(item), options.groupBy, options.priceStep) ?? { key: NO_GROUP_KEY, label: NO_GROUP_LABEL, rank: Number.MAX_SAFE_INTEGER };
    let group = groups.get(found.key);
    if (!group) {
      group = { key: found.key, label: found.label, items: [] };
      if (found.price) group.price = found.price;
      if (found.status) group.status = found.status;
      groups.set(found.key, group);
    }
    ranks.set(found.key, Math.min(ranks.get(found.key) ?? Number.MAX_SAFE_INTEGER, found.rank ?? UNRANKED));
    group.items.push(item);
  }
  const rank = (group: ListGroup<T>) => ranks.get(group.key) ?? UNRANKED;
  return [...groups.values()].sort((a, b) => rank(a) - rank(b) || alphabetical(a.key, b.key));
}

function alphabetical(a: string, b: string): number {
  return dutchOrder().compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
