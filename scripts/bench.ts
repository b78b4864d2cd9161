// npm run bench: prints each figure beside its target. Figures only: nothing here passes or fails a build.
// Starts its own embedded PostgreSQL in a temporary folder with the demo data and a real server on loopback.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEMO_PASSWORD } from '@mbo/db/seed/demo-accounts';
import { seedDemoIfEmpty } from '@mbo/db/seed/demo';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/database.ts';
import { hashPassword } from '../packages/server/src/modules/auth/passwords.ts';
import { createNotifier } from '../packages/server/src/notify/notifier.ts';
import { randomBytes } from 'node:crypto';

const root = resolve(import.meta.dirname, '..');
const rows: { figure: string; value: string; target: string }[] = [];
const report = (figure: string, value: string, target = '—') => rows.push({ figure, value, target });

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  src?: string;
}

/** Gzipped bytes of the JS a route loads first: the entry's static closure plus the route's lazy chunk closure. */
function firstLoadGzip(manifest: Record<string, ManifestChunk>, routeSource: string): number {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  visit(routeSource);
  let bytes = 0;
  for (const key of seen) {
    const file = manifest[key]!.file;
    if (file.endsWith('.js')) bytes += gzipSync(readFileSync(join(root, 'packages/web/dist', file))).length;
  }
  return bytes;
}

async function timeCalls(label: string, count: number, run: () => Promise<void>, target?: string): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]!;
  report(`${label} (median / p99 over ${count})`, `${median.toFixed(1)} ms / ${p99.toFixed(1)} ms`, target);
}

async function main(): Promise<void> {
  const build = spawnSync('npm', ['run', 'build', '-w', '@mbo/web'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('web build failed');
  const manifest = JSON.parse(readFileSync(join(root, 'packages/web/dist/.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const loginKb = firstLoadGzip(manifest, 'src/features/auth/pages/login-page.tsx') / 1024;
  report('web first load, sign-in route (gzipped JS)', `${loginKb.toFixed(1)} kB`, '≤ 350 kB');

  const dataDir = mkdtempSync(join(tmpdir(), 'mbo-bench-'));
  // As root the embedded PostgreSQL runs as the postgres user, who must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const config = loadConfig({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: '54397', RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_PER_MINUTE: '1000000' });
  const database = await openDatabase(config, () => {});
  try {
    await seedDemoIfEmpty(database.db, hashPassword);
    const notifier = createNotifier(database.db, { smtpUrl: undefined, mailFrom: config.mailFrom });
    const app = await buildApp({ config, db: database.db, notifier, secret: randomBytes(32) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const post = async (name: string, body: Record<string, unknown>) => {
      const response = await fetch(`${base}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const json = (await response.json()) as { success: boolean; data?: { token: string } };
      if (!json.success) throw new Error(`${name} failed`);
      return json;
    };
    let token = '';
    await timeCalls('login with password (argon2id)', 20, async () => {
      token = (await post('login', { AccountType: 1, Account: 'owner@demo.test', Password: DEMO_PASSWORD })).data!.token;
    });
    await timeCalls('tokenLogin', 300, async () => {
      await post('tokenLogin', { token });
    });
    await timeCalls('ChooseMerchantRequest (membership + page check)', 300, async () => {
      await post('ChooseMerchantRequest', { token, merchantid: 1 });
    });
    await app.close();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const width = Math.max(...rows.map((row) => row.figure.length));
  console.log('\nBenchmarks (this machine, loopback)\n');
  for (const row of rows) console.log(`  ${row.figure.padEnd(width)}  ${row.value.padStart(22)}   target ${row.target}`);
  console.log('');
}

await main();
