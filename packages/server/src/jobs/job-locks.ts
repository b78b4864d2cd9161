import pg from 'pg';
import type { Database } from '@mbo/db/client';
import { LOCK_NAMESPACE } from './advisory-locks.ts';

/** The session-level advisory locks of the jobs, held on one connection of their own. */
export interface JobLocks {
  /** Takes the job's lock unless another session holds it; true when taken. */
  tryLock(key: number): Promise<boolean>;
  unlock(key: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * One connection outside the pool holds every job lock of this process: a job holding a pooled connection for its
 * lock while its task needed more from the same pool deadlocked once several jobs ran at start (five jobs on the
 * test server's pool of five). Locks are per session and re-entrant, so one process's jobs must not share a key
 * (the registry checks). When the connection is lost its locks go with it (PostgreSQL releases them) and the next
 * run opens a new one; a run in progress goes on, which is safe since every task may be repeated.
 */
export function createJobLocks(db: Database): JobLocks {
  let session: Promise<pg.Client> | null = null;
  // One statement at a time on the connection (pg deprecates queueing on a busy client).
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work, work);
    turn = result.catch(() => {});
    return result;
  };

  function connect(): Promise<pg.Client> {
    if (session) return session;
    const client = new pg.Client(db.$client.options);
    const opened = client.connect().then(() => client);
    session = opened;
    const forget = () => {
      if (session === opened) session = null;
    };
    client.on('error', forget);
    client.on('end', forget);
    opened.catch(forget);
    return opened;
  }

  return {
    tryLock: (key) =>
      inTurn(async () => {
        const client = await connect();
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [
          LOCK_NAMESPACE.job,
          key,
        ]);
        return rows[0]?.locked === true;
      }),
    unlock: (key) =>
      inTurn(async () => {
        if (!session) return;
        const client = await session;
        await client.query('select pg_advisory_unlock($1, $2)', [LOCK_NAMESPACE.job, key]);
      }),
    async close() {
      const open = session;
      session = null;
      if (open) await open.then((client) => client.end()).catch(() => {});
    },
  };
}
