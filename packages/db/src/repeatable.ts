import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';

/** The .sql files of the folders, each folder's in name order (a file may call a function of an earlier one). */
export function repeatableFiles(dirs: readonly string[]): { path: string; sql: string }[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => ({ path: join(dir, name), sql: readFileSync(join(dir, name), 'utf8') })),
  );
}

/** Runs the files in the caller's transaction; a failure names its file. */
export async function runRepeatable(client: pg.ClientBase, dirs: readonly string[]): Promise<void> {
  for (const file of repeatableFiles(dirs)) {
    try {
      await client.query(file.sql);
    } catch (error) {
      throw new Error(`repeatable SQL ${file.path} failed: ${(error as Error).message}`, { cause: error });
    }
  }
}

/**
 * Runs every repeatable file in one transaction: each must be idempotent (`CREATE OR REPLACE FUNCTION`), so running
 * them on every migrate leaves the database's functions equal to their files; a file that fails rolls all of them
 * back and the start fails with its name.
 */
export async function applyRepeatable(client: pg.ClientBase, dirs: readonly string[]): Promise<void> {
  await client.query('begin');
  try {
    await runRepeatable(client, dirs);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

const CHECK_SCHEMA = 'repeatable_check';

/**
 * The functions whose definition in the database differs from their file's: the files are run into a scratch
 * schema (first on the search path, so unqualified tables still resolve to public's) and PostgreSQL's own rendering
 * of each (`pg_get_functiondef`) is compared with the live function's, so spacing in the files does not matter but
 * any change of arguments, options or body does. A file's function missing from the database counts as different.
 * Nothing is kept: the transaction is rolled back.
 */
export async function repeatableDrift(client: pg.ClientBase, dirs: readonly string[]): Promise<string[]> {
  await client.query('begin');
  try {
    await client.query(`create schema ${CHECK_SCHEMA}`);
    await client.query(`set local search_path = ${CHECK_SCHEMA}, public`);
    await runRepeatable(client, dirs);
    const { rows } = await client.query<{ name: string; file: string; live: string | null }>(`
      select f.proname || '(' || pg_get_function_identity_arguments(f.oid) || ')' as name,
        replace(pg_get_functiondef(f.oid), 'FUNCTION ${CHECK_SCHEMA}.', 'FUNCTION public.') as file,
        (select pg_get_functiondef(l.oid) from pg_proc l
          where l.pronamespace = 'public'::regnamespace and l.proname = f.proname
            and pg_get_function_identity_arguments(l.oid) = pg_get_function_identity_arguments(f.oid)) as live
      from pg_proc f where f.pronamespace = '${CHECK_SCHEMA}'::regnamespace order by 1`);
    return rows.filter((row) => row.file !== row.live).map((row) => row.name);
  } finally {
    await client.query('rollback');
  }
}
