import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg, { type QueryConfig, type QueryResult, type QueryResultRow } from 'pg';

/** A database or a transaction of it (anything drizzle runs statements through). */
export interface StatementRunner {
  readonly _: { readonly session: object };
}
/** What a node-postgres session holds: a pool, or the pooled client of a transaction. */
type Queryable = { query<T extends QueryResultRow>(config: QueryConfig, values?: unknown[]): Promise<QueryResult<T>> };

const dialect = new PgDialect();

// Dates, times and intervals (and their arrays) as the text PostgreSQL sends, as drizzle's own sessions read them.
const RAW_TYPE_IDS = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const raw = (value: string) => value;
const types = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    RAW_TYPE_IDS.has(typeId) ? raw : pg.types.getTypeParser(typeId, format as 'text')) as typeof pg.types.getTypeParser,
};

/** Statement names by text: a digest of the text, computed once per text. */
const names = new Map<string, string>();

/**
 * Runs a statement as a named prepared statement: each pooled connection parses and plans its text once and then
 * only binds and executes it (PostgreSQL's planning of a multi-CTE statement costs as much as running it). The
 * name is a digest of the text, so the same text always maps to the same statement and different texts never
 * collide. For hot statements whose text is fixed (values are parameters): every distinct text becomes a prepared
 * statement on each connection that runs it, so never use it for text built from open-ended input. Answers what
 * `db.execute` answers (timestamps as strings, as drizzle reads them); goes to node-postgres directly (drizzle's
 * prepared-query objects and tracing spans cost a hot path more than the statement's own bookkeeping).
 */
export async function executePrepared<T extends QueryResultRow = Record<string, unknown>>(
  runner: StatementRunner,
  statement: SQL,
): Promise<QueryResult<T>> {
  const query = dialect.sqlToQuery(statement);
  let name = names.get(query.sql);
  if (!name) {
    name = `q_${createHash('sha1').update(query.sql).digest('base64url')}`;
    names.set(query.sql, name);
  }
  return (runner._.session as { client: Queryable }).client.query<T>({ name, text: query.sql, types }, query.params);
}
