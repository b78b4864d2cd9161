import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRepeatable, repeatableDrift, runRepeatable } from '@mbo/db/repeatable';
import { startTestServer, type TestServer } from '../../../test/support/harness.ts';
import { MONEY_SQL_DIR } from './money-sql-dir.ts';

/**
 * Functions created by a migration and kept there: the audit logs' guards (the audit area's and the provider
 * console's), the batcher's item reader (lib/batcher.ts) and public_number, whose body holds a key drawn once per
 * database (a file would replace it). Not money: a new area's function joins this list, a money function gets a file.
 */
const MIGRATION_ONLY = ['audit_log_append_only', 'batch_items', 'provider_audit_log_append_only', 'public_number'];

describe("the money core's database functions", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const withClient = async <T>(run: (client: PoolClient) => Promise<T>) => {
    const client = await server.db.$client.connect();
    try {
      return await run(client);
    } finally {
      client.release();
    }
  };

  it('equal their .sql files in money/sql', async () => {
    expect(await withClient((client) => repeatableDrift(client, [MONEY_SQL_DIR]))).toEqual([]);
  });

  it('are every function of the database but the few a migration keeps', async () => {
    const { rows } = await server.db.$client.query<{ name: string }>(`
      select distinct p.proname as name from pg_proc p
      where p.pronamespace = 'public'::regnamespace
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by 1`);
    const fromFiles = await withClient(async (client) => {
      await client.query('begin');
      try {
        await client.query('create schema files_only');
        await client.query('set local search_path = files_only, public');
        await runRepeatable(client, [MONEY_SQL_DIR]);
        const listed = await client.query<{ name: string }>(
          `select proname as name from pg_proc where pronamespace = 'files_only'::regnamespace`,
        );
        return listed.rows.map((row) => row.name);
      } finally {
        await client.query('rollback');
      }
    });
    expect(fromFiles.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.name)).toEqual([...fromFiles, ...MIGRATION_ONLY].sort());
  });

  it('a function changed in the database is found, and the next migrate puts the file back', async () => {
    await server.db.$client.query(`
      create or replace function refund_refusal(p_gross bigint, p_refunded bigint, p_amount bigint)
      returns text language plpgsql immutable as $$ begin return null; end $$`);
    expect(await withClient((client) => repeatableDrift(client, [MONEY_SQL_DIR]))).toEqual([
      'refund_refusal(p_gross bigint, p_refunded bigint, p_amount bigint)',
    ]);
    await withClient((client) => applyRepeatable(client, [MONEY_SQL_DIR]));
    expect(await withClient((client) => repeatableDrift(client, [MONEY_SQL_DIR]))).toEqual([]);
  });
});
