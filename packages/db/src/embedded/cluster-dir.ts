import { createHash } from 'node:crypto';
import { chownSync, lstatSync, mkdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { relocationRoot } from './binaries.ts';
import { canEnter, type RunAs } from './os-user.ts';

export interface ClusterDir {
  dir: string;
  /**
   * A relocated cluster whose DATA_DIR no longer points at it (the folder was deleted to start over): its data
   * belongs to nobody and is to be removed before a new cluster is made there.
   */
  isOrphan: boolean;
}

const linkTarget = (path: string) => {
  try {
    return lstatSync(path).isSymbolicLink() ? readlinkSync(path) : 'not a link';
  } catch {
    return null;
  }
};

/**
 * The folder the cluster lives in: `pgDir` itself when the user PostgreSQL runs as can reach it; otherwise (root,
 * clone in a folder only root enters) a folder of its own under the relocation root, named after `pgDir`'s
 * absolute path, with `pgDir` made a symbolic link to it, so every start over the same DATA_DIR finds the same data
 * and deleting DATA_DIR starts over as it does without relocation.
 */
export function clusterDir(pgDir: string, user: RunAs): ClusterDir {
  const wanted = resolve(pgDir);
  mkdirSync(dirname(wanted), { recursive: true });
  if (canEnter(user, dirname(wanted))) return { dir: wanted, isOrphan: false };
  const dir = join(relocationRoot(), `data-${createHash('sha256').update(wanted).digest('hex').slice(0, 16)}`);
  const link = linkTarget(wanted);
  let isOrphan = false;
  try {
    lstatSync(dir);
    isOrphan = link === null;
  } catch {
    // Not made yet.
  }
  return { dir, isOrphan };
}

/** Makes the cluster folder (owned by the user PostgreSQL runs as, 0700) and, when relocated, the link to it. */
export function prepareClusterDir(pgDir: string, dir: string, user: RunAs): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid ?? user.uid);
  const wanted = resolve(pgDir);
  if (dir !== wanted && linkTarget(wanted) === null) symlinkSync(dir, wanted);
}
