import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The server secret (code digests, sign-in links): APP_SECRET when set (required when several servers share a
 * database), otherwise a random key created once and kept in DATA_DIR/app-secret (mode 600).
 */
export function loadSecret(appSecret: string | undefined, dataDir: string): Buffer {
  if (appSecret) {
    if (appSecret.length < 32) throw new Error('APP_SECRET must be at least 32 characters');
    return Buffer.from(appSecret, 'utf8');
  }
  const file = join(dataDir, 'app-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}
