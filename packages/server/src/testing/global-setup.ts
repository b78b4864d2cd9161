import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { connect } from '@mbo/db/client';
import { ensureDatabase, startEmbedded, type EmbeddedServer } from '@mbo/db/embedded';
import { applyMigrations } from '@mbo/db/migrate';

export const TEMPLATE_DB = 'mbo_template';
const DATA_DIR = '.test-data/pg';
const PORT = Number(process.env.TEST_PG_PORT ?? 54391);

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
    server = await startEmbedded(DATA_DIR, PORT);
    adminUrl = server.url('postgres');
  }
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  const admin = connect(adminUrl, 1);
  await admin.$client.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.$client.end();
  await ensureDatabase(adminUrl, TEMPLATE_DB);
  const template = connect(templateUrl.toString(), 1);
  await applyMigrations(template);
  await template.$client.end();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', TEMPLATE_DB);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
