/** Deterministic PRNG (mulberry32): a fixed seed gives the same dataset on every run and machine. */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  round(value: number, step: number): number;
  hex(bytes: number): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    weighted(items) {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return items[items.length - 1][0];
    },
    round: (value, step) => Math.round(value / step) * step,
    hex(bytes) {
      let out = '';
      for (let i = 0; i < bytes; i++) out += int(0, 255).toString(16).padStart(2, '0');
      return out;
    },
  };
}

/** The generator of one record: its data depends on the dataset seed and its id only, not on the records before it. */
export function recordRandom(seed: number, id: number): Random {
  return createRandom((Math.imul(seed, 0x9e3779b1) ^ Math.imul(id, 0x85ebca6b)) >>> 0);
}
