/**
 * A call's body as a key of its meaning: the same JSON with every object's keys in one order, so two
 * bodies built by different code (the loader's early search, a block's store) match when they ask the
 * same thing, whatever order their keys were written in.
 */
export function queryKey(body: unknown): string {
  return JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, (value as Record<string, unknown>)[k]]))
      : value,
  );
}
