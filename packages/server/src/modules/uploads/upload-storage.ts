import { chmodSync, mkdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const TOKEN = /^[\w-]{16,64}$/;

/**
 * Onboarding files on disk, DATA_DIR/uploads/<token> (the folder 0700, files 0600: only the server's user reads
 * them), as the download links' files are. Only the server writes names here: tokens it made itself.
 */
export function createUploadStorage(dataDir: string) {
  const root = join(dataDir, 'uploads');
  mkdirSync(root, { recursive: true, mode: 0o700 });
  chmodSync(root, 0o700);
  const pathOf = (token: string) => {
    if (!TOKEN.test(token)) throw new Error('unsafe upload token');
    return join(root, token);
  };
  return {
    root,
    pathOf,
    write: (token: string, bytes: Buffer) => writeFile(pathOf(token), bytes, { mode: 0o600, flag: 'wx' }),
    read: (token: string) => readFile(pathOf(token)),
    remove: (token: string) => rm(pathOf(token), { force: true }),
  };
}
export type UploadStorage = ReturnType<typeof createUploadStorage>;
