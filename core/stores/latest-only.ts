/**
 * Runs one request at a time: starting a new one aborts the previous one, and an answer that
 * arrives after a newer request started resolves to `superseded`, so a stale response never
 * overwrites a newer one (DESIGN §4).
 */
export const superseded = Symbol('superseded');

export function createLatestOnly() {
  let sequence = 0;
  let controller: AbortController | null = null;
  return {
    async run<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T | typeof superseded> {
      controller?.abort();
      const own = new AbortController();
      controller = own;
      const mine = ++sequence;
      try {
        const answer = await call(own.signal);
        return mine === sequence ? answer : superseded;
      } catch (error) {
        if (mine !== sequence) return superseded;
        throw error;
      } finally {
        if (mine === sequence) controller = null;
      }
    },
    abort() {
      sequence++;
      controller?.abort();
      controller = null;
    },
  };
}
