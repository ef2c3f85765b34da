import { STATUS, STATUS_CODES, statusOfBrokerTransaction, type StatusCode } from '../model/status';

export interface TransactionOption {
  /** The broker transaction ids of one status, comma-separated ('2,4,8' for "to rent"). */
  value: string;
  label: string;
}

/**
 * The transaction select of the search and of keep-me-informed: one option per status (spec §3 status
 * enumeration, in its order), each standing for all the transaction ids of that status — "Te huur" once,
 * not for 2, 4 and 8 apiece. Statuses the site hides (spec §4 hiddenStatus) are not offered.
 */
export function transactionOptions(
  transactionIds: readonly number[],
  hiddenStatus: readonly number[] | null | undefined,
  statusLabel: (code: StatusCode) => string,
): TransactionOption[] {
  const byStatus = new Map<number, number[]>();
  for (const id of new Set(transactionIds)) {
    const status = statusOfBrokerTransaction(id);
    if (status === undefined || hiddenStatus?.includes(status)) continue;
    byStatus.set(status, [...(byStatus.get(status) ?? []), id]);
  }
  return STATUS_CODES.filter((code) => byStatus.has(STATUS[code])).map((code) => ({
    value: byStatus.get(STATUS[code])!.sort((a, b) => a - b).join(','),
    label: statusLabel(code),
  }));
}

/** The option a filter's transaction ids select: the one holding its first id ('' for none). */
export function selectedTransaction(options: readonly TransactionOption[], ids: readonly number[] | null | undefined): string {
  const first = ids?.[0];
  if (first === undefined) return '';
  return options.find((o) => o.value.split(',').map(Number).includes(first))?.value ?? String(first);
}

/** Transaction ids of an option value ('2,4,8' → [2, 4, 8]); undefined for ''. */
export function transactionIdsOf(value: string): number[] | undefined {
  const ids = value.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return ids.length ? ids : undefined;
}

/**
 * transactionOptions from a filter answer's named transactions (`{ id, name }` per broker or notary
 * id): each status is labelled with the name of its first id, for editors that have no translator.
 */
export function namedTransactionOptions(
  named: readonly { id: number | string; name: string }[],
  hiddenStatus?: readonly number[] | null,
): TransactionOption[] {
  const ids = named.map((o) => Number(o.id));
  const label = (code: StatusCode) => named.find((o) => statusOfBrokerTransaction(Number(o.id)) === STATUS[code])?.name ?? code;
  return transactionOptions(ids, hiddenStatus, label);
}
