/**
 * The drizzle schema and the committed migrations agree: drizzle-kit, run against a copy of the migrations,
 * finds nothing to generate. A schema change without its migration fails here (and says which SQL is missing).
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './migrate.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const DRIZZLE_KIT = join(ROOT, 'node_modules/drizzle-kit/bin.cjs');
const SCHEMA = 'packages/db/src/schema*.ts';
const scratch = mkdtempSync(join(tmpdir(), 'mbo-migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every file under `dir` with its content, by relative path. */
function snapshot(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [relative(dir, path), readFileSync(path, 'utf8')];
    }),
  );
}

/** Runs `drizzle-kit generate` into `out`; returns its output and the files it added or changed. */
async function generate(out: string): Promise<{ output: string; changed: Map<string, string> }> {
  const before = snapshot(out);
  // drizzle-kit prefixes "./" to --out, so it must be relative to the working directory.
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [DRIZZLE_KIT, 'generate', '--dialect', 'postgresql', '--schema', SCHEMA, '--out', relative(ROOT, out)],
    { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' }, timeout: 30_000 },
  );
  const after = snapshot(out);
  const changed = new Map([...after].filter(([path, content]) => before.get(path) !== content));
  return { output: `${stdout}${stderr}`, changed };
}

describe('migrations', () => {
  it('match the schema: drizzle-kit has nothing to generate', async () => {
    const out = join(scratch, 'committed');
    cpSync(MIGRATIONS_DIR, out, { recursive: true });
    const { output, changed } = await generate(out);
    const missing = [...changed]
      .filter(([path]) => path.endsWith('.sql'))
      .map(([, sql]) => sql)
      .join('\n');
    expect(missing, 'the schema has changes without a migration: run npm run db:generate').toBe('');
    expect(changed.size).toBe(0);
    expect(output).toMatch(/No schema changes/);
  }, 30_000);

  it('would notice a missing migration (the check can fail)', async () => {
    const out = join(scratch, 'empty');
    cpSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), join(out, 'meta/_journal.json'), { recursive: true });
    const journal = JSON.parse(readFileSync(join(out, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    writeFileSync(join(out, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: [] }));
    const { changed } = await generate(out);
    const sql = [...changed]
      .filter(([path]) => path.endsWith('.sql'))
      .map(([, text]) => text)
      .join('\n');
    expect(sql).toMatch(/CREATE TABLE "merchants"/);
  }, 30_000);
});
