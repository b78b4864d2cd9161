// The web app's first load (npm run bench): gzipped JS the sign-in route needs before it renders, and whether any
// of it is dashboard or ECharts code (which must load only on the dashboard).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** What must stay out of the first load: the dashboard's module and the chart library's code. */
const DASHBOARD_MODULE = 'src/features/dashboard/';
const CHART_LIBRARY_MARKERS = ['echarts', 'zrender'];

export interface FirstLoad {
  gzipBytes: number;
  /** Dashboard modules or chart code found in the first load (empty when none). */
  leaks: string[];
}

/** The entry's static closure plus the route's chunk and its static closure. */
export function firstLoad(distDir: string, routeSource: string): FirstLoad {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  // The back-office entry only: the customer pay page (pay.html) is an entry of its own (scripts/bench/pay-page.ts).
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry && key !== 'pay.html') visit(key);
  visit(routeSource);
  let gzipBytes = 0;
  const leaks: string[] = [];
  for (const key of seen) {
    const file = manifest[key]!.file;
    if (key.startsWith(DASHBOARD_MODULE)) leaks.push(key);
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(distDir, file));
    gzipBytes += gzipSync(code).length;
    const text = code.toString('utf8');
    for (const marker of CHART_LIBRARY_MARKERS) if (text.includes(marker)) leaks.push(`${file} (${marker})`);
  }
  return { gzipBytes, leaks };
}
