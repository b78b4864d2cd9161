import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResult, QueryResultRow } from 'pg';

/** A database or a transaction of it (anything drizzle runs statements through). */
export interface StatementRunner {
  readonly _: { readonly session: { prepareQuery(query: Query, fields: undefined, name: string, isResponseInArrayMode: false): { execute(): Promise<unknown> } } };
}

const dialect = new PgDialect();

/**
 * Runs a statement as a named prepared statement: each pooled connection parses and plans its text once and then
 * only binds and executes it (PostgreSQL's planning of a multi-CTE statement costs as much as running it). The
 * name is a digest of the text, so the same text always maps to the same statement and different texts never
 * collide. For hot statements whose text is fixed (values are parameters): every distinct text becomes a prepared
 * statement on each connection that runs it, so never use it for text built from open-ended input. Answers what
 * `db.execute` answers (timestamps as strings, as drizzle reads them).
 */
export async function executePrepared<T extends QueryResultRow = Record<string, unknown>>(runner: StatementRunner, statement: SQL): Promise<QueryResult<T>> {
  const query = dialect.sqlToQuery(statement);
  const name = `q_${createHash('sha1').update(query.sql).digest('base64url')}`;
  return (await runner._.session.prepareQuery(query, undefined, name, false).execute()) as QueryResult<T>;
}
