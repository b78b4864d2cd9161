import { spawn } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunAs } from './os-user.ts';
import { explainPostgresExit } from './start-error.ts';

/**
 * Makes a new cluster in `dataDir` with the superuser `user` and `password` (scram-sha-256 over loopback). The
 * password reaches initdb in a file only the user PostgreSQL runs as can read, removed right after.
 */
export async function initCluster(options: {
  binaries: string;
  dataDir: string;
  user: RunAs;
  superuser: string;
  password: string;
  log: (line: string) => void;
}) {
  const secretDir = mkdtempSync(join(tmpdir(), 'mbo-initdb-'));
  const pwfile = join(secretDir, 'pw');
  writeFileSync(pwfile, `${options.password}\n`, { mode: 0o600 });
  if (options.user.uid !== undefined) {
    chownSync(secretDir, options.user.uid, options.user.gid ?? options.user.uid);
    chownSync(pwfile, options.user.uid, options.user.gid ?? options.user.uid);
  }
  const output: string[] = [];
  try {
    const args = [
      `--pgdata=${options.dataDir}`,
      '--auth=scram-sha-256',
      `--username=${options.superuser}`,
      `--pwfile=${pwfile}`,
      '--encoding=UTF8',
      '--lc-messages=C',
    ];
    const code = await new Promise<number | string>((resolve) => {
      const child = spawn(join(options.binaries, 'bin', 'initdb'), args, {
        ...options.user,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, LC_MESSAGES: 'C' },
      });
      const onOutput = (chunk: Buffer) => {
        output.push(chunk.toString('utf8'));
        options.log(chunk.toString('utf8'));
      };
      child.stdout.on('data', onOutput);
      child.stderr.on('data', onOutput);
      child.once('error', (error: NodeJS.ErrnoException) => {
        output.push(`FATAL: could not run initdb: ${error.code ?? error.message}`);
        resolve(error.code ?? 'error');
      });
      child.once('exit', (exitCode, signal) => resolve(signal ?? exitCode ?? 'unknown'));
    });
    if (code !== 0) {
      // An empty folder lets the next start try again.
      for (const entry of readdirSync(options.dataDir))
        rmSync(join(options.dataDir, entry), { recursive: true, force: true });
      throw explainPostgresExit(output, 0, `initdb: ${code}`);
    }
  } finally {
    rmSync(secretDir, { recursive: true, force: true });
  }
}
