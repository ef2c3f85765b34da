import type Database from 'better-sqlite3';
import { BROKER_SOLD_TRANSACTIONS } from '../../core/status/listing-status';
import { CLOSED_SORT_FIELD, CLOSED_STATUSES } from '../../core/status/closed-rank';
import { haversineKm } from './geo';
import { SORT_INDEX_COLUMNS } from '../db/estate-schema';
import { COLUMN_OF_FIELD } from './search-fields';
import { tableAccess, whereOf, type CompiledSearch } from './search-query';

/** A project's units in a result without them: how many match, the lowest price of those still available. */
export interface UnitSummary {
  count: number;
  priceFrom: number | null;
}

export interface SearchHits {
  total: number;
  /** Per result: the main record's id first, then its matching units' ids when the body asked for units. */
  results: number[][];
  /** Per result: a project's unit summary when the body did not ask for units, else null. */
  summaries: (UnitSummary | null)[];
}

const STATEMENT_CACHE = 256;
const SORT_INDEXED = new Set(SORT_INDEX_COLUMNS);
/** Rows a page may expect to walk in a sort index before reading the matches and sorting them is cheaper. */
const SORT_WALK_LIMIT = 4000;
const ANSWER_CACHE = 2000;

/** Prepared statements by SQL text: clients send a few shapes of body, each prepared once. */
export function statementCache(sqlite: Database.Database) {
  const cache = new Map<string, Database.Statement>();
  return (sql: string): Database.Statement => {
    let statement = cache.get(sql);
    if (!statement) {
      if (cache.size >= STATEMENT_CACHE) cache.delete(cache.keys().next().value!);
      cache.set(sql, (statement = sqlite.prepare(sql)));
    }
    return statement;
  };
}

const SOLD = `coalesce(u.tx IN (${BROKER_SOLD_TRANSACTIONS.join(', ')}), 0)`;

/**
 * A result's price as the result shows it (DESIGN §3): a project's is the lowest price of the units
 * it stands for that are still available — its matching units, or all of them when only the project
 * matched — so under a price filter it lies within the filter. Through the owner index, per project.
 */
function shownPrice(search: CompiledSearch, alias: string): { sql: string; params: unknown[] } {
  const matching = whereOf(search.conditions, 'm');
  const unit = whereOf(search.conditions, 'u');
  const lowest = (where: string) =>
    `(SELECT min(u.price) FROM estate_search u INDEXED BY estate_search_owner WHERE u.owner = ${alias}.id AND u.top = 0 AND ${SOLD} = 0${where})`;
  // EXISTS first, once per project, rather than a "no unit matches" test repeated for every unit.
  return {
    sql: `CASE WHEN ${alias}.project = 1 THEN CASE WHEN EXISTS (SELECT 1 FROM estate_search m INDEXED BY estate_search_owner WHERE m.owner = ${alias}.id AND m.top = 0 AND ${matching.sql})
      THEN ${lowest(` AND ${unit.sql}`)} ELSE ${lowest('')} END ELSE ${alias}.price END`,
    params: [...matching.params, ...unit.params],
  };
}

/**
 * The sort keys of a row of alias `alias` as SQL expressions, one per sort clause. A project's price
 * under criteria is its shown price; everything else is the stored column.
 */
function sortKeys(search: CompiledSearch, alias: string, projects: boolean): { keys: string[]; params: unknown[] } {
  const params: unknown[] = [];
  const keys = search.sort.map(({ field }) => {
    // Closed estates last (core/status/closed-rank.ts): 1 for a closed status, 0 for any other.
    if (field === CLOSED_SORT_FIELD) return `(${alias}.status IS NOT NULL AND ${alias}.status IN (${CLOSED_STATUSES.map(Number).join(', ')}))`;
    // Without criteria every unit counts and a project's stored price is already its lowest available
    // one (seeding), so the plain column serves; a record that is not a project shows its own price.
    if (field !== 'general.price.value' || !search.conditions.length || !projects) return `${alias}.${COLUMN_OF_FIELD[field]}`;
    const price = shownPrice(search, alias);
    params.push(...price.params);
    return `(${price.sql})`;
  });
  return { keys, params };
}

/**
 * ORDER BY over the given key expressions in the sort's directions, nulls last both ways (written
 * `(k IS NULL), k` so that the sort indexes of estate-schema.ts, built on the same expressions,
 * give the order of the first key), then by id.
 */
function orderOf(search: CompiledSearch, keys: string[], id: string): string {
  return [...search.sort.flatMap(({ desc }, i) => [`(${keys[i]} IS NULL)`, `${keys[i]} ${desc ? 'DESC' : 'ASC'}`]), id].join(', ');
}

/**
 * Estate search in SQL over estate_search. A top-level record is a result when it matches, or when it
 * is a project and one of its units matches. A project's units are its matching units, or all of
 * them when only the project itself matched: as children when the body asks for units, else counted.
 */
export function createSearchEngine(sqlite: Database.Database, { cache = true }: { cache?: boolean } = {}) {
  sqlite.function('geo_km', { deterministic: true }, (lat1, lon1, lat2, lon2) =>
    lat2 === null || lon2 === null ? null : haversineKm(Number(lat1), Number(lon1), Number(lat2), Number(lon2)));
  const prepare = statementCache(sqlite);
  // The estates never change after seeding, so an aggregate's rows can be kept: the first search
  // page and its filter options (no criteria, or the same few) are asked for again and again.
  const answers = new Map<string, unknown[]>();
  const cachedAll = (sql: string, params: unknown[]): unknown[] => {
    if (!cache) return prepare(sql).all(...params);
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    let rows = answers.get(key);
    if (rows) return rows;
    rows = prepare(sql).all(...params);
    if (answers.size >= ANSWER_CACHE) answers.delete(answers.keys().next().value!);
    answers.set(key, rows);
    return rows;
  };

  /**
   * The results: records that match themselves (counted through the indexes of the criteria, or the
   * covering index when none is selective) and projects that do not but have a matching unit (few;
   * looked up among the projects through their partial index). The two sets are disjoint.
   */
  const matches = (search: CompiledSearch): { own: number; viaUnits: number[] } => {
    if (!search.conditions.length) return { own: (cachedAll('SELECT count(*) AS n FROM estate_search t WHERE t.top = 1', [])[0] as { n: number }).n, viaUnits: [] };
    const own = whereOf(search.conditions, 't');
    const project = whereOf(search.conditions, 'p');
    const unit = whereOf(search.conditions, 'u');
    const viaUnits = (cachedAll(`SELECT p.id FROM estate_search p INDEXED BY estate_search_projects WHERE p.project = 1 AND p.top = 1 AND coalesce((${project.sql}), 0) = 0
      AND EXISTS (SELECT 1 FROM estate_search u WHERE u.owner = p.id AND u.top = 0 AND ${unit.sql})`, [...project.params, ...unit.params]) as { id: number }[]).map((r) => r.id);
    const count = cachedAll(`SELECT count(*) AS n FROM estate_search t ${tableAccess(search.conditions)} WHERE t.top = 1 AND (${own.sql})`, own.params)[0] as { n: number };
    return { own: count.n, viaUnits };
  };

  /** Results that are not projects, and how many distinct values a sort column has among them (fixed after seeding, kept apart from the bounded cache). */
  const stats = new Map<string, number>();
  const stat = (sql: string) => {
    let n = stats.get(sql);
    if (n === undefined) stats.set(sql, (n = (prepare(sql).get() as { n: number }).n));
    return n;
  };
  const plainCount = () => stat('SELECT count(*) AS n FROM estate_search WHERE top = 1 AND project = 0');
  const distinct = (column: string) => stat(`SELECT count(DISTINCT ${column}) AS n FROM estate_search WHERE top = 1 AND project = 0`);

  /**
   * The sort index to walk for a page, when walking it costs less than reading every match: about
   * (from + size) × results / matches rows, plus with further sort keys the rows that tie on the
   * first (read whole and sorted on the rest). Otherwise the matches are read (covering index or the
   * criteria's own indexes) into SQLite's bounded top-N sort.
   */
  const sortIndex = (search: CompiledSearch, matched: number): string | undefined => {
    const column = COLUMN_OF_FIELD[search.sort[0].field];
    if (!SORT_INDEXED.has(column) || !matched) return undefined;
    const rows = plainCount();
    const walked = ((search.from + search.size) * rows) / matched + (search.sort.length > 1 ? rows / Math.max(1, distinct(column)) : 0);
    return walked <= SORT_WALK_LIMIT ? `estate_sort_${column}_${search.sort[0].desc ? 'desc' : 'asc'}` : undefined;
  };

  /**
   * One page of results, sorted, in two parts merged by SQL: records that are not projects, whose
   * sort keys are stored columns (walked in the order of a sort index and stopped after from + size,
   * when that is cheaper); and projects (about 1% of the results, through their partial index), which
   * match themselves or through a unit, with their shown price computed per project.
   */
  const pageOf = (search: CompiledSearch, viaUnits: number[], matched: number) => {
    const own = whereOf(search.conditions, 't');
    const plain = sortKeys(search, 't', false);
    const project = sortKeys(search, 't', true);
    const columns = (keys: string[]) => keys.map((k, i) => `, ${k} AS k${i}`).join('');
    const names = search.sort.map((_, i) => `k${i}`);
    const needed = search.from + search.size;
    const index = sortIndex(search, matched);
    const access = index ? `INDEXED BY ${index}` : tableAccess(search.conditions);
    const projectsMatch = viaUnits.length ? `(coalesce((${own.sql}), 0) OR t.id IN (SELECT value FROM json_each(?)))` : `(${own.sql})`;
    const sql = `SELECT id, project FROM (
        SELECT * FROM (SELECT t.id AS id, 0 AS project${columns(plain.keys)} FROM estate_search t ${access}
          WHERE t.top = 1 AND t.project = 0 AND (${own.sql}) ORDER BY ${orderOf(search, plain.keys, 't.id')} LIMIT ?)
        UNION ALL
        SELECT * FROM (SELECT t.id AS id, 1 AS project${columns(project.keys)} FROM estate_search t INDEXED BY estate_search_projects
          WHERE t.top = 1 AND t.project = 1 AND ${projectsMatch} ORDER BY ${orderOf(search, names, 't.id')} LIMIT ?))
      ORDER BY ${orderOf(search, names, 'id')} LIMIT ? OFFSET ?`;
    return prepare(sql).all(...plain.params, ...own.params, needed, ...project.params, ...own.params,
      ...(viaUnits.length ? [JSON.stringify(viaUnits)] : []), needed, search.size, search.from) as { id: number; project: number }[];
  };

  return {
    prepare,
    /** The rows of a read-only aggregate, from a bounded cache. */
    cachedAll,
    run(search: CompiledSearch): SearchHits {
      const { own, viaUnits } = matches(search);
      const total = own + viaUnits.length;
      if (search.from >= total) return { total, results: [], summaries: [] };
      const page = pageOf(search, viaUnits, total);
      if (search.mode === 'geo') return { total, results: page.map((r) => [r.id]), summaries: page.map(() => null) };
      const unit = whereOf(search.conditions, 'u');
      const units = prepare(`SELECT u.id, u.price, u.tx IN (${BROKER_SOLD_TRANSACTIONS.join(', ')}) AS sold, (${unit.sql}) AS m
        FROM estate_search u WHERE u.owner = ? AND u.top = 0 ORDER BY u.unit_order, u.id`);
      const results: number[][] = [];
      const summaries: (UnitSummary | null)[] = [];
      for (const { id, project } of page) {
        const rows = project ? (units.all(...unit.params, id) as { id: number; price: number | null; sold: number; m: number }[]) : [];
        const matching = rows.filter((r) => r.m);
        const shown = matching.length ? matching : rows;
        if (search.units || !project) {
          results.push([id, ...shown.map((r) => r.id)]);
          summaries.push(null);
        } else {
          const prices = shown.filter((r) => !r.sold && r.price !== null).map((r) => r.price!);
          results.push([id]);
          summaries.push({ count: shown.length, priceFrom: prices.length ? Math.min(...prices) : null });
        }
      }
      return { total, results, summaries };
    },
  };
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;
