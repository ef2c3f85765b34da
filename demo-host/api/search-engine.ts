import type { CompiledSearch, SortKey } from './search-query';
import type { SearchIndex } from './search-index';

export interface SearchHits {
  total: number;
  /** Per result: the main row first, then its matching unit rows. */
  results: number[][];
}

/** Bit mask of the criteria each row fails (0: the row matches everything). */
export function failureMasks(ix: SearchIndex, search: CompiledSearch): Uint32Array {
  const masks = new Uint32Array(ix.size);
  for (const { bit, test } of search.conditions) {
    for (let row = 0; row < ix.size; row++) if (!test(row)) masks[row] |= bit;
  }
  return masks;
}

/**
 * A top-level record is a result when it matches, or when it is a project and one of its units matches.
 * A project's children are its matching units, or all of them when only the project itself matched.
 */
export function runSearch(ix: SearchIndex, search: CompiledSearch): SearchHits {
  const masks = failureMasks(ix, search);
  const unitHit = new Uint8Array(ix.size);
  for (let row = 0; row < ix.size; row++) if (masks[row] === 0 && ix.parent[row] >= 0) unitHit[ix.parent[row]] = 1;

  const candidates: number[] = [];
  for (const row of ix.topLevel) if (masks[row] === 0 || unitHit[row]) candidates.push(row);

  const compare = comparator(ix, search.sort);
  const top = topK(candidates, search.from + search.size, compare).slice(search.from);
  const results = top.map((row) => {
    const units = ix.units.get(row);
    if (!units) return [row];
    const matching = unitHit[row] ? Array.from(units).filter((u) => masks[u] === 0) : Array.from(units);
    return [row, ...matching];
  });
  return { total: candidates.length, results };
}

/** Orders rows by the sort keys, nulls last in both directions, then by id. */
export function comparator(ix: SearchIndex, sort: SortKey[]): (a: number, b: number) => number {
  const keys = sort.map(({ field, desc }) => ({ ranks: ix.ranks.get(field)!, sign: desc ? -1 : 1 }));
  return (a, b) => {
    for (const { ranks, sign } of keys) {
      const ra = ranks[a];
      const rb = ranks[b];
      if (ra !== rb) {
        if (ra < 0) return 1;
        if (rb < 0) return -1;
        return (ra - rb) * sign;
      }
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
