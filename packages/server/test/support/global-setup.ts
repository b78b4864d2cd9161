import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { connect } from '@mbo/db/client';
import { ensureDatabase, startEmbedded, type EmbeddedServer } from '@mbo/db/embedded';
import { passwordFile } from '@mbo/db/embedded/password';
import { applyMigrations } from '@mbo/db/migrate';
import { freePort } from '@mbo/db/free-port';
import { MONEY_SQL_DIR } from '../../src/money/money.public.ts';

export const TEMPLATE_DB = 'mbo_template';
// Per run, so several runs (two terminals, two worktrees) never share a server.
const DATA_DIR = `.test-data/pg-${process.pid}`;

let server: EmbeddedServer | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

/**
 * Starts one embedded PostgreSQL for the API test run (or uses TEST_DATABASE_URL's server) and migrates a
 * template database; each test file clones its own database from it.
 */
export async function setup(project: TestProject): Promise<void> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    rmSync(DATA_DIR, { recursive: true, force: true });
    rmSync(passwordFile(DATA_DIR), { force: true });
    server = await startEmbedded(DATA_DIR, Number(process.env.TEST_PG_PORT) || (await freePort()));
    adminUrl = server.url('postgres');
  }
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  const admin = connect(adminUrl, 1);
  await admin.$client.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.$client.end();
  await ensureDatabase(adminUrl, TEMPLATE_DB);
  const template = connect(templateUrl.toString(), 1);
  await applyMigrations(template, { repeatableDirs: [MONEY_SQL_DIR] });
  await template.$client.end();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', TEMPLATE_DB);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
  rmSync(passwordFile(DATA_DIR), { force: true });
  // As root with the clone where the postgres user cannot enter, the cluster lived elsewhere (relocated).
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
}
