import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

/** The superuser password of clusters made before passwords were generated; such a cluster is moved to a new one. */
export const LEGACY_PASSWORD = 'embedded';

/** Where the password of the cluster in `pgDir` is kept: beside it (DATA_DIR/pg → DATA_DIR/pg-password), mode 0600. */
export const passwordFile = (pgDir: string) => `${pgDir.replace(/\/+$/, '')}-password`;
/** A new password written before the cluster takes it, so a crash between the two loses neither. */
const pendingFile = (pgDir: string) => `${passwordFile(pgDir)}.next`;

export const newPassword = () => randomBytes(24).toString('base64url');

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined);

/** The stored password of `pgDir`'s cluster, if any (tools reaching a running embedded server read it). */
export const storedPassword = (pgDir: string) => read(passwordFile(pgDir));

/** The passwords the cluster may have, most likely first: stored, pending, legacy. */
export function candidatePasswords(pgDir: string): string[] {
  return [
    ...new Set(
      [read(passwordFile(pgDir)), read(pendingFile(pgDir)), LEGACY_PASSWORD].filter(
        (value): value is string => !!value,
      ),
    ),
  ];
}

function writePending(pgDir: string, password: string): void {
  writeFileSync(pendingFile(pgDir), password, { mode: 0o600 });
  chmodSync(pendingFile(pgDir), 0o600);
}

export function storePassword(pgDir: string, password: string): void {
  writePending(pgDir, password);
  renameSync(pendingFile(pgDir), passwordFile(pgDir));
}

/**
 * Moves the cluster to a fresh password: written to the pending file first, then set with `setPassword`, then
 * made the stored one. `setPassword` runs on a connection opened with the password that works today.
 */
export async function rotatePassword(pgDir: string, setPassword: (password: string) => Promise<void>): Promise<string> {
  const password = newPassword();
  writePending(pgDir, password);
  await setPassword(password);
  renameSync(pendingFile(pgDir), passwordFile(pgDir));
  return password;
}
