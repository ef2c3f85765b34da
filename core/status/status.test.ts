import { describe, expect, it } from 'vitest';
import type { Estate, Feed } from '../model';
import { BROKER_TRANSACTION_OF_NOTARY_STATUS, STATUS, statusOfBrokerTransaction, statusOfNotaryStatus } from '../model';
import { isHidden, isHiddenStatus, withoutHidden } from './hidden-status';
import { isForRent, isForRentId, isListingForRent, isListingSold, isSold, isSoldId } from './listing-status';
import { CLOSED_SORT_FIELD, closedLastSort, isClosedStatus } from './closed-rank';

const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const broker = (transaction: number): Estate => ({ id: 1, status: { id: 1 }, general: { id: 1, transaction: { id: transaction } } });
const notary = (statusId: number): Estate => ({
  id: 2, feed: 'notary', notary: { listingId: 2, statusId }, status: { id: 1 },
  general: { id: 2, transaction: { id: BROKER_TRANSACTION_OF_NOTARY_STATUS[statusId] ?? 0 } },
});

describe('spec §4 listing status per feed', () => {
  it.each<[string, Feed, number[], number[]]>([
    ['broker: sold when transaction id is 5 or 6; for rent when 2, 4, 6 or 8', 'broker', [5, 6], [2, 4, 6, 8]],
    ['notary: sold when id is 1, 6 or 7; for rent when 2, 4, 6, 8 or 10', 'notary', [1, 6, 7], [2, 4, 6, 8, 10]],
  ])('%s', (_rule, feed, sold, forRent) => {
    expect(ids.filter((id) => isSoldId(feed, id))).toEqual(sold);
    expect(ids.filter((id) => isForRentId(feed, id))).toEqual(forRent);
  });

  it.each<[string, Estate, boolean, boolean]>([
    ['spec §4 broker transaction 5 → sold, not for rent', broker(5), true, false],
    ['spec §4 broker transaction 6 → sold and for rent (rented)', broker(6), true, true],
    ['spec §4 broker transaction 8 → for rent', broker(8), false, true],
    ['spec §4 broker transaction 1 → neither', broker(1), false, false],
    ['spec §4 mapped notary status 1 → sold (notary rule)', notary(1), true, false],
    ['spec §4 mapped notary status 10 → for rent (notary rule)', notary(10), false, true],
    ['spec §4 mapped notary status 3 → neither', notary(3), false, false],
    ['an estate without a transaction → neither', { id: 3, status: { id: 1 }, general: { id: 3 } }, false, false],
  ])('%s', (_rule, estate, sold, forRent) => {
    expect([isSold(estate), isForRent(estate)]).toEqual([sold, forRent]);
  });

  it.each(ids)('core/model mapping keeps spec §4 sold/for-rent of notary status %i under the broker rule', (id) => {
    const transaction = BROKER_TRANSACTION_OF_NOTARY_STATUS[id];
    expect([isSoldId('broker', transaction), isForRentId('broker', transaction)]).toEqual([isSoldId('notary', id), isForRentId('notary', id)]);
  });

  it.each<[string, number, number | undefined]>([
    ['broker 5 sold → SOLD', 5, STATUS.SOLD],
    ['broker 6 rented → RENTED', 6, STATUS.RENTED],
    ['broker 3 → TAKE_OVER', 3, STATUS.TAKE_OVER],
    ['broker 7 → TAKEN_OVER', 7, STATUS.TAKEN_OVER],
    ['broker 9 → unknown', 9, undefined],
  ])('spec §3 status enumeration: %s', (_rule, transaction, status) => {
    expect(statusOfBrokerTransaction(transaction)).toBe(status);
  });

  it('spec §3 notary status → unified status (7 sold at auction → SOLD)', () => {
    expect([statusOfNotaryStatus(7), statusOfNotaryStatus(2), statusOfNotaryStatus(99)]).toEqual([STATUS.SOLD, STATUS.TO_RENT, undefined]);
  });

  it.each([
    ['notary listing 6 → sold and for rent', 6, true, true],
    ['notary listing 2 → for rent only', 2, false, true],
  ])('spec §4 %s', (_rule, status, sold, forRent) => {
    const listing = { id: 1, status, type: 'HOUSE' };
    expect([isListingSold(listing), isListingForRent(listing)]).toEqual([sold, forRent]);
  });
});

describe('spec §4 hiding by site settings hiddenStatus', () => {
  it.each<[string, number | undefined, { hiddenStatus?: number[] } | null | undefined, boolean]>([
    ['hidden when the status id is in the list', 4, { hiddenStatus: [4, 5] }, true],
    ['shown when the list lacks the id', 1, { hiddenStatus: [4, 5] }, false],
    ['shown when the list is empty', 4, { hiddenStatus: [] }, false],
    ['shown when the list is absent', 4, {}, false],
    ['shown when there are no settings', 4, null, false],
    ['shown when the estate has no status id', undefined, { hiddenStatus: [4] }, false],
  ])('%s', (_rule, statusId, settings, hidden) => {
    expect(isHiddenStatus(statusId, settings)).toBe(hidden);
    expect(isHidden({ status: statusId === undefined ? undefined : { id: statusId } }, settings)).toBe(hidden);
  });

  it('spec §4 estates and markers with a hidden status are removed, order kept', () => {
    const markers = [{ status: { id: 1 }, n: 'a' }, { status: { id: 4 }, n: 'b' }, { status: { id: 2 }, n: 'c' }, { status: { id: 5 }, n: 'd' }];
    expect(withoutHidden(markers, { hiddenStatus: [4, 5] }).map((m) => m.n)).toEqual(['a', 'c']);
  });
});

describe('default ranking: closed estates last', () => {
  it.each<[string, number | null | undefined, boolean]>([
    ['for sale is available', STATUS.FOR_SALE, false],
    ['to rent is available', STATUS.TO_RENT, false],
    ['take-over is available', STATUS.TAKE_OVER, false],
    ['sold is closed', STATUS.SOLD, true],
    ['rented is closed', STATUS.RENTED, true],
    ['taken over is closed', STATUS.TAKEN_OVER, true],
    ['no status is not closed', undefined, false],
    ['null is not closed', null, false],
  ])('%s', (_rule, id, closed) => {
    expect(isClosedStatus(id)).toBe(closed);
  });

  it.each<[string, boolean | undefined, boolean, number]>([
    ['node key absent, default order → one clause', undefined, true, 1],
    ['closedLast true, default order → one clause', true, true, 1],
    ['closedLast false → none', false, true, 0],
    ['a chosen order → none', undefined, false, 0],
  ])('%s', (_rule, closedLast, defaultOrder, n) => {
    const sort = closedLastSort(closedLast, defaultOrder);
    expect(sort).toHaveLength(n);
    if (n) expect(sort[0]).toEqual({ field: CLOSED_SORT_FIELD, order: 'ASC' });
  });
});
