// npm start: build the web app when its sources are newer than the last build, then run the server (TypeScript
// through tsx's loader) with the embedded PostgreSQL unless DATABASE_URL is set. `--dev` skips the build and
// serves no SPA (use `npm run dev -w @mbo/web` beside it for Vite's dev server).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { register } from 'tsx/esm/api';

const root = resolve(import.meta.dirname, '..');
const webDist = join(root, 'packages/web/dist');
const isDev = process.argv.includes('--dev');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function webIsStale() {
  const built = join(webDist, 'index.html');
  if (!existsSync(built)) return true;
  const sources = [
    'packages/web/src',
    'packages/web/index.html',
    'packages/web/vite.config.ts',
    'packages/contracts/src',
  ];
  const newest = Math.max(
    ...sources.map((path) => {
      const full = join(root, path);
      return statSync(full).isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    }),
  );
  return newest > statSync(built).mtimeMs;
}

// A WEB_DIST given by the caller is served as it is (the caller built it).
if (!isDev && !process.env.WEB_DIST && webIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@mbo/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!isDev) process.env.WEB_DIST ??= webDist;
// npm start is the demo: demo data, the development outbox, the sandbox channels and private notify targets, each
// still switchable off by its own setting (README, Configuration). Never with NODE_ENV=production.
if (process.env.NODE_ENV !== 'production') process.env.DEMO ??= '1';
register();
await import(join(root, 'packages/server/src/main.ts'));
