/**
 * Default ranking: available estates before closed ones (sold, rented, taken over), as portals rank
 * them. A search body asks for it with a first sort clause on `status.closed` (0 available, 1 closed;
 * docs/api.md), the reference service sorts on it; a node turns it off with `closedLast: false`.
 */
import type { EstateQuery, SortClause } from '../model/search';
import { BROKER_TRANSACTION, STATUS } from '../model/status';

/** Unified status ids (Estate.status.id) of an estate that is no longer available. */
export const CLOSED_STATUSES: readonly number[] = [STATUS.SOLD, STATUS.RENTED, STATUS.TAKEN_OVER];

/** Transaction ids (general.transaction.id, both feeds) of the same closed estates. */
export const CLOSED_TRANSACTIONS: readonly number[] = [BROKER_TRANSACTION.SOLD, BROKER_TRANSACTION.RENTED, BROKER_TRANSACTION.TAKEN_OVER];

/** The sort field of the search body: 1 for a closed status, 0 for any other (also none). */
export const CLOSED_SORT_FIELD = 'status.closed';

export function isClosedStatus(statusId: number | null | undefined): boolean {
  return typeof statusId === 'number' && CLOSED_STATUSES.includes(statusId);
}

/** A query that asks for closed estates only (e.g. the visitor chose "sold"): ranking them last means nothing there. */
function closedOnly(query: EstateQuery | undefined): boolean {
  const only = (values: ReadonlyArray<number | string> | undefined, closed: readonly number[]) =>
    Boolean(values?.length) && values!.every((v) => closed.includes(Number(v)));
  return only(query?.terms?.['general.transaction.id'], CLOSED_TRANSACTIONS) || only(query?.terms?.['status.id'], CLOSED_STATUSES);
}

/**
 * The sort clause that puts closed estates last: when the node keeps the ranking (`closedLast`, default
 * true), the visitor's order is the default one (newest first) and the query does not ask for closed
 * estates only; a chosen order (price, city …) is followed as chosen.
 */
export function closedLastSort(closedLast: boolean | undefined, defaultOrder: boolean, query?: EstateQuery): SortClause[] {
  return closedLast !== false && defaultOrder && !closedOnly(query) ? [{ field: CLOSED_SORT_FIELD, order: 'ASC' }] : [];
}
