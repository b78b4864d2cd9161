import { execFileSync, spawnSync } from 'node:child_process';
import { StartError } from './start-error.ts';

/** Who PostgreSQL runs as: the current user, or (as root, which PostgreSQL refuses) the `postgres` user. */
export interface RunAs {
  uid?: number;
  gid?: number;
}

export const isRoot = () => process.getuid?.() === 0;

function idOf(flag: '-u' | '-g'): number | null {
  try {
    return Number(
      execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
  } catch {
    return null;
  }
}

/** As root, the `postgres` user (created with its group when missing); otherwise nobody to switch to. */
export function postgresUser(): RunAs {
  if (!isRoot()) return {};
  let uid = idOf('-u');
  if (uid === null) {
    try {
      spawnSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
      execFileSync(
        'useradd',
        ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
        { stdio: 'pipe' },
      );
    } catch (error) {
      throw new StartError(
        `PostgreSQL cannot run as root and the "postgres" user could not be created (${String(error)})`,
        'create a "postgres" user (useradd --system postgres), or run npm start as an ordinary user',
      );
    }
    uid = idOf('-u');
  }
  return { uid: uid ?? undefined, gid: idOf('-g') ?? undefined };
}

/**
 * Whether `user` can enter `dir` (and so reach what is below it): asked of the system as that user, so every
 * ancestor's mode, ACL and group counts. The current user can always reach what it made.
 */
export function canEnter(user: RunAs, dir: string): boolean {
  if (user.uid === undefined) return true;
  const probe = spawnSync('/bin/sh', ['-c', 'cd "$1"', 'sh', dir], { uid: user.uid, gid: user.gid, stdio: 'ignore' });
  return probe.status === 0;
}
