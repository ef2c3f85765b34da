import type { CompiledSearch, SortKey } from './search-query';
import type { SearchIndex } from './search-index';

export interface SearchHits {
  total: number;
  /** Per result: the main row first, then its matching unit rows. */
  results: number[][];
}

/** Rows matching every criterion, narrowing the row list criterion by criterion. */
export function matchingRows(ix: SearchIndex, search: CompiledSearch): Uint8Array {
  let rows = ix.allRows;
  let count = ix.size;
  if (search.conditions.length) {
    const next = ix.scratch.rows;
    for (const { test } of search.conditions) {
      let kept = 0;
      for (let i = 0; i < count; i++) {
        const row = rows[i];
        if (test(row)) next[kept++] = row;
      }
      rows = next;
      count = kept;
    }
  }
  const matched = ix.scratch.matched.fill(0);
  for (let i = 0; i < count; i++) matched[rows[i]] = 1;
  return matched;
}

/**
 * A top-level record is a result when it matches, or when it is a project and one of its units matches.
 * A project's children are its matching units, or all of them when only the project itself matched.
 */
export function runSearch(ix: SearchIndex, search: CompiledSearch): SearchHits {
  const matched = matchingRows(ix, search);
  // 1: the record matched; 2: one of its units matched.
  const hit = ix.scratch.hit.fill(0);
  for (let row = 0; row < ix.size; row++) {
    if (!matched[row]) continue;
    const parent = ix.parent[row];
    if (parent >= 0) hit[parent] |= 2;
    else hit[row] |= 1;
  }
  let total = 0;
  for (const row of ix.topLevel) if (hit[row]) total++;

  const page = orderedPage(ix, search.sort, hit, total, search.from, search.size);
  const results = page.map((row) => {
    const units = ix.units.get(row);
    if (!units) return [row];
    const children = hit[row] & 2 ? Array.from(units).filter((u) => matched[u]) : Array.from(units);
    return [row, ...children];
  });
  return { total, results };
}

/**
 * Top-level rows flagged in `hit`, ordered by the sort clauses (then id), rows [from, from + size).
 * Walks the precomputed order of the first clause; only runs of equal first keys are ordered further.
 */
export function orderedPage(ix: SearchIndex, sort: SortKey[], hit: Uint8Array, total: number, from: number, size: number): number[] {
  const k = from + size;
  if (size <= 0 || from >= total) return [];
  const order = ix.sortOrder(sort[0].field, sort[0].desc);
  const out: number[] = [];
  let seen = 0;
  if (sort.length === 1) {
    for (let i = 0; i < order.length && seen < k; i++) {
      const row = order[i];
      if (!hit[row]) continue;
      if (seen >= from) out.push(row);
      seen++;
    }
    return out;
  }
  const first = ix.sortKeys(sort[0].field, sort[0].desc);
  const rest = comparator(ix, sort.slice(1));
  for (let i = 0; i < order.length && seen < k; ) {
    const value = first[order[i]];
    const group: number[] = [];
    for (; i < order.length && first[order[i]] === value; i++) if (hit[order[i]]) group.push(order[i]);
    const sorted = group.length > 1 ? topK(group, k - seen, rest) : group;
    for (const row of sorted) {
      if (seen >= k) break;
      if (seen >= from) out.push(row);
      seen++;
    }
  }
  return out;
}

/** Orders rows by the sort keys, nulls last in both directions, then by id. */
export function comparator(ix: SearchIndex, sort: SortKey[]): (a: number, b: number) => number {
  const keys = sort.map(({ field, desc }) => ix.sortKeys(field, desc));
  return (a, b) => {
    for (const key of keys) {
      const d = key[a] - key[b];
      if (d !== 0) return d;
    }
    return a - b;
  };
}

/** The k smallest rows in order, with a bounded max-heap when k is small against the candidates. */
export function topK(rows: number[], k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  if (k * 4 >= rows.length) return rows.sort(compare).slice(0, k);
  const heap: number[] = [];
  const siftUp = (i: number) => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (compare(heap[i], heap[p]) <= 0) return;
      [heap[i], heap[p]] = [heap[p], heap[i]];
      i = p;
    }
  };
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && compare(heap[l], heap[m]) > 0) m = l;
      if (r < heap.length && compare(heap[r], heap[m]) > 0) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m], heap[i]];
      i = m;
    }
  };
  for (const row of rows) {
    if (heap.length < k) {
      heap.push(row);
      siftUp(heap.length - 1);
    } else if (compare(row, heap[0]) < 0) {
      heap[0] = row;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}
