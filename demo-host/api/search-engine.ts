import type Database from 'better-sqlite3';
import { BROKER_SOLD_TRANSACTIONS } from '../../core/status/listing-status';
import { haversineKm } from './geo';
import { COLUMN_OF_FIELD } from './search-fields';
import { whereOf, type CompiledSearch } from './search-query';

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

/** Orders by the sort clauses, nulls last in both directions, then by id. */
export function orderBy(search: CompiledSearch, alias: string): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const column = (field: string) => {
    // Without criteria every unit counts and a project's stored price is already its lowest available
    // one (seeding), so the plain column keeps the (top, price) index usable for the first page.
    if (field !== 'general.price.value' || !search.conditions.length) return `${alias}.${COLUMN_OF_FIELD[field]}`;
    const price = shownPrice(search, alias);
    params.push(...price.params);
    return `(${price.sql})`;
  };
  const sql = [...search.sort.map(({ field, desc }) => `${column(field)} ${desc ? 'DESC' : 'ASC'} NULLS LAST`), `${alias}.id`].join(', ');
  return { sql, params };
}

/**
 * Estate search in SQL over estate_search. A top-level record is a result when it matches, or when it
 * is a project and one of its units matches. A project's units are its matching units, or all of
 * them when only the project itself matched: as children when the body asks for units, else counted.
 */
export function createSearchEngine(sqlite: Database.Database) {
  sqlite.function('geo_km', { deterministic: true }, (lat1, lon1, lat2, lon2) =>
    lat2 === null || lon2 === null ? null : haversineKm(Number(lat1), Number(lon1), Number(lat2), Number(lon2)));
  const prepare = statementCache(sqlite);
  // The estates never change after seeding, so an aggregate's rows can be kept: the first search
  // page and its filter options (no criteria, or the same few) are asked for again and again.
  const answers = new Map<string, unknown[]>();
  const cachedAll = (sql: string, params: unknown[]): unknown[] => {
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    let rows = answers.get(key);
    if (rows) return rows;
    rows = prepare(sql).all(...params);
    if (answers.size >= ANSWER_CACHE) answers.delete(answers.keys().next().value!);
    answers.set(key, rows);
    return rows;
  };

  /**
   * The results (rows of alias t): records that match themselves, found through the indexes of the
   * criteria, and projects that do not but have a matching unit (few; looked up among the projects).
   * The two sets are disjoint, so their counts add up. (A UNION, not an OR: SQLite 3.53's planner
   * fails on some OR of IN-subqueries.)
   */
  const resultSet = (search: CompiledSearch) => {
    if (!search.conditions.length) return { from: 'estate_search t WHERE t.top = 1', params: [] as unknown[], extra: 0 };
    const own = whereOf(search.conditions, 't');
    const project = whereOf(search.conditions, 'p');
    const unit = whereOf(search.conditions, 'u');
    const viaUnits = (cachedAll(`SELECT p.id FROM estate_search p WHERE p.project = 1 AND p.top = 1 AND coalesce((${project.sql}), 0) = 0
      AND EXISTS (SELECT 1 FROM estate_search u WHERE u.owner = p.id AND u.top = 0 AND ${unit.sql})`, [...project.params, ...unit.params]) as { id: number }[]).map((r) => r.id);
    const from = `estate_search t WHERE t.top = 1 AND (${own.sql})`;
    if (!viaUnits.length) return { from, params: own.params, extra: 0 };
    return {
      from: `(SELECT t.* FROM ${from} UNION ALL SELECT t.* FROM estate_search t WHERE t.id IN (SELECT value FROM json_each(?))) t`,
      params: [...own.params, JSON.stringify(viaUnits)],
      extra: viaUnits.length,
      ownFrom: from,
      ownParams: own.params,
    };
  };

  return {
    prepare,
    /** The rows of a read-only aggregate, from a bounded cache. */
    cachedAll,
    run(search: CompiledSearch): SearchHits {
      const where = resultSet(search);
      const counted = where.extra ? { from: where.ownFrom!, params: where.ownParams! } : where;
      const total = (cachedAll(`SELECT count(*) AS n FROM ${counted.from}`, counted.params)[0] as { n: number }).n + where.extra;
      if (search.from >= total) return { total, results: [], summaries: [] };
      const order = orderBy(search, 't');
      const page = prepare(`SELECT t.id, t.project FROM ${where.from} ORDER BY ${order.sql} LIMIT ? OFFSET ?`)
        .all(...where.params, ...order.params, search.size, search.from) as { id: number; project: number }[];
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
