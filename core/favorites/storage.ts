/** Why favorites cannot be kept between visits: storage blocked/absent, or full. */
export type StorageProblem = 'unavailable' | 'quota';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PROBE = 'estate-blocks:probe';

/**
 * The page's localStorage if it can be read and written, else null. Reading `window.localStorage`
 * itself throws a SecurityError when the visitor blocks site data, so every step is guarded.
 */
export function probeStorage(get: () => KeyValueStorage | null | undefined): KeyValueStorage | null {
  try {
    const storage = get();
    if (!storage) return null;
    storage.setItem(PROBE, '1');
    storage.removeItem(PROBE);
    return storage;
  } catch {
    return null;
  }
}

export function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** Parses a stored id list; anything malformed counts as empty. */
export function parseIds(raw: string | null, max: number): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((v) => (typeof v === 'string' && v !== '') || typeof v === 'number').map(String);
    return [...new Set(ids)].slice(0, max);
  } catch {
    return [];
  }
}
