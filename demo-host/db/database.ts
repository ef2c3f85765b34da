import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMA_SQL, SCHEMA_VERSION } from './schema';
import { ESTATE_SCHEMA_SQL, ESTATE_SCHEMA_VERSION, ESTATE_TABLES } from './estate-schema';
import { createRepositories, type Repositories } from './repositories';

export const DATABASE_FILE = 'estate-blocks.sqlite';

/** Dataset parameters stored on first start so a restart regenerates the same data. */
export interface SeedInfo {
  seed: number;
  size: number;
}

export const DEFAULT_SEED: SeedInfo = { seed: 20260101, size: 2000 };

export interface ApiDatabase extends Repositories {
  readonly sqlite: Database.Database;
  readonly file: string;
  readonly seedInfo: SeedInfo;
  close(): void;
}

/**
 * Opens (creating on first start) the reference service's database in `dataDir`.
 * WAL mode with synchronous=FULL: a committed write survives a crash or SIGKILL, an interrupted one leaves nothing.
 */
export function openDatabase(dataDir: string, seed: Partial<SeedInfo> = {}): ApiDatabase {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DATABASE_FILE);
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.exec(SCHEMA_SQL);
  ensureEstateSchema(sqlite);
  const seedInfo = sqlite.transaction(() => ensureMeta(sqlite, seed))();
  return { ...createRepositories(sqlite), sqlite, file, seedInfo, close: () => sqlite.close() };
}

function ensureMeta(sqlite: Database.Database, requested: Partial<SeedInfo>): SeedInfo {
  const get = sqlite.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');
  const set = sqlite.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
  const stored = get.get('seed');
  if (stored) {
    return { seed: storedNumber(stored.value, DEFAULT_SEED.seed), size: storedNumber(get.get('size')?.value, DEFAULT_SEED.size) };
  }
  // A parameter the caller left undefined (no env variable) takes the default; spreading it would store "undefined".
  const info: SeedInfo = { seed: requested.seed ?? DEFAULT_SEED.seed, size: requested.size ?? DEFAULT_SEED.size };
  set.run('schema_version', String(SCHEMA_VERSION));
  set.run('seed', String(info.seed));
  set.run('size', String(info.size));
  set.run('created_at', new Date().toISOString());
  return info;
}


/** A stored parameter, or the default when it is missing or not a positive whole number (a file written by an older version). */
function storedNumber(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Estate tables of an older layout are dropped: they are derived from the seed and filled again. */
function ensureEstateSchema(sqlite: Database.Database): void {
  const version = sqlite.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'estate_schema'").get()?.value;
  if (version !== String(ESTATE_SCHEMA_VERSION)) {
    for (const table of ESTATE_TABLES) sqlite.exec(`DROP TABLE IF EXISTS ${table}`);
    sqlite.exec("DELETE FROM meta WHERE key = 'estates'");
  }
  sqlite.exec(ESTATE_SCHEMA_SQL);
  sqlite.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('estate_schema', ?)").run(String(ESTATE_SCHEMA_VERSION));
}
