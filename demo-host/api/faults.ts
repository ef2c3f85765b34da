import { badRequest } from './errors';

/** A planned failure: the next `times` calls of `method` whose path matches `pathPattern` answer `status`. */
export interface Fault {
  method: string;
  pathPattern: string;
  status: number;
  times: number;
}

interface ArmedFault extends Fault {
  regex: RegExp;
}

/**
 * Test-only fault switch (POST /api/__test/faults): lets browser tests make one call fail.
 * `pathPattern` is a regular expression matched against the path after /api (query string excluded).
 */
export function createFaults() {
  let faults: ArmedFault[] = [];
  return {
    add(input: unknown): Fault {
      const f = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
      const method = typeof f.method === 'string' && f.method ? f.method.toUpperCase() : '*';
      if (typeof f.pathPattern !== 'string' || !f.pathPattern) throw badRequest('pathPattern', 'expected a regular expression string');
      let regex: RegExp;
      try {
        regex = new RegExp(f.pathPattern);
      } catch {
        throw badRequest('pathPattern', 'not a valid regular expression');
      }
      const status = f.status === undefined ? 500 : Number(f.status);
      if (!Number.isInteger(status) || status < 400 || status > 599) throw badRequest('status', 'expected an HTTP error status 400–599');
      const times = f.times === undefined ? 1 : Number(f.times);
      if (!Number.isInteger(times) || times < 1) throw badRequest('times', 'expected a positive integer');
      const fault = { method, pathPattern: f.pathPattern, status, times, regex };
      faults.push(fault);
      return { method, pathPattern: fault.pathPattern, status, times };
    },
    /** The status to fail with, consuming one use of the first matching fault; undefined when none applies. */
    take(method: string, path: string): number | undefined {
      const fault = faults.find((f) => (f.method === '*' || f.method === method) && f.regex.test(path));
      if (!fault) return undefined;
      fault.times -= 1;
      if (fault.times <= 0) faults = faults.filter((f) => f !== fault);
      return fault.status;
    },
    list: (): Fault[] => faults.map(({ method, pathPattern, status, times }) => ({ method, pathPattern, status, times })),
    reset() {
      faults = [];
    },
  };
}

export type Faults = ReturnType<typeof createFaults>;
