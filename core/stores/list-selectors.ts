/**
 * Selectors over the estate list store. Each returns the same reference while its inputs are
 * unchanged, so they are safe for useSyncExternalStore.
 */
import type { EstateResult } from '../api/types';
import { groupEstates, type ListGroup } from '../grouping/group-estates';
import type { Estate, GroupOptions } from '../model';
import { isHiddenStatus } from '../status/hidden-status';
import { countLoaded, type EstateListState, type EstateResultPage } from './estate-list-store';

/** One list row: the main record (first child of a result) and its other children (units). */
export interface EstateRow {
  id: number;
  estate: Estate;
  children: Estate[];
}

export function selectLoadedCount(state: EstateListState): number {
  return countLoaded(state.estates);
}

/** spec §4: more pages remain while the count of loaded estates is below the total. */
export function selectHasMore(state: EstateListState): boolean {
  return countLoaded(state.estates) < state.total;
}

const resultsCache = new WeakMap<EstateResultPage[], EstateResult[]>();
export function selectResults(state: EstateListState): EstateResult[] {
  let results = resultsCache.get(state.estates);
  if (!results) {
    results = state.estates.flatMap((page) => page.results);
    resultsCache.set(state.estates, results);
  }
  return results;
}

const rowsCache = new WeakMap<EstateResultPage[], { hidden: number[]; rows: EstateRow[] }>();
/** Rows in load order; estates whose status the site hides are left out (spec §4). */
export function selectRows(state: EstateListState): EstateRow[] {
  const cached = rowsCache.get(state.estates);
  if (cached && cached.hidden === state.hiddenStatus) return cached.rows;
  const settings = { hiddenStatus: state.hiddenStatus };
  const rows: EstateRow[] = [];
  for (const result of selectResults(state)) {
    const [estate, ...children] = result.children ?? [];
    if (!estate || isHiddenStatus(estate.status?.id, settings)) continue;
    rows.push({ id: estate.id, estate, children: children.filter((c) => !isHiddenStatus(c.status?.id, settings)) });
  }
  rowsCache.set(state.estates, { hidden: state.hiddenStatus, rows });
  return rows;
}

/** Main records of the visible rows (e.g. for map markers). */
const estatesCache = new WeakMap<EstateRow[], Estate[]>();
export function selectMainEstates(state: EstateListState): Estate[] {
  const rows = selectRows(state);
  let estates = estatesCache.get(rows);
  if (!estates) {
    estates = rows.map((row) => row.estate);
    estatesCache.set(rows, estates);
  }
  return estates;
}

const groupsCache = new WeakMap<EstateRow[], { options: GroupOptions | null | undefined; groups: ListGroup<EstateRow>[] }>();
/** Rows grouped by the node's groupOptions (spec §3, §9); one unlabeled-by-key group when not grouped. */
export function selectGroups(state: EstateListState): ListGroup<EstateRow>[] {
  const rows = selectRows(state);
  const options = state.node?.groupOptions;
  const cached = groupsCache.get(rows);
  if (cached && cached.options === options) return cached.groups;
  const groups = groupEstates(rows, options, (row) => row.estate);
  groupsCache.set(rows, { options, groups });
  return groups;
}
