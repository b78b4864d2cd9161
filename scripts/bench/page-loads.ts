// How many page loads a minute one client address can make (npm run bench): the dashboard's page and every file
// it fetches (entry, the home route, the dashboard and their imports, styles), against a server with the default
// rate limits. Static files are never counted by the limiter (issue 16), so the figure is the server's speed, not a
// limit; it reports any refusal (429) it meets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const ROUTES = ['src/features/dashboard/pages/home-page.tsx', 'src/features/dashboard/dashboard.tsx'];
/** A browser's parallel connections to one host. */
const CONNECTIONS = 6;

/** The files a dashboard load asks for: the entry's closure, then the home route's and the dashboard's. */
export function dashboardFiles(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const route of ROUTES) visit(route);
  return ['load-check.js', ...files].filter((file) => file !== 'index.html').map((file) => `/${file}`);
}

export interface PageLoads {
  filesPerLoad: number;
  perMinute: number;
  refused: number;
}

/** Loads `/home` and its files over and over from one address for `seconds`, `CONNECTIONS` requests at a time. */
export async function benchPageLoads(base: string, distDir: string, seconds: number): Promise<PageLoads> {
  const paths = ['/home', ...dashboardFiles(distDir)];
  const until = performance.now() + seconds * 1000;
  let loads = 0;
  let refused = 0;
  while (performance.now() < until) {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < paths.length) {
          const response = await fetch(`${base}${paths[next++]}`);
          await response.arrayBuffer();
          if (response.status === 429) refused += 1;
        }
      }),
    );
    loads += 1;
  }
  return { filesPerLoad: paths.length, perMinute: Math.round((loads * 60) / seconds), refused };
}
