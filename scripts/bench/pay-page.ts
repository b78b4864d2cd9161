// The customer pay page's first load (npm run bench): the gzipped JS of the pay.html entry and everything it
// imports statically, from the Vite manifest. It must carry none of the back-office (antd, i18next, the shell).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export const PAY_PAGE_ENTRY = 'pay.html';
/** Markers of back-office code that must not reach the pay page. */
const BACK_OFFICE_MARKERS = ['ant-design', 'i18next'];

export interface PayPageLoad {
  gzipBytes: number;
  /** Back-office code found in the pay page's first load (empty when none). */
  leaks: string[];
}

export function payPageFirstLoad(distDir: string): PayPageLoad {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  if (!manifest[PAY_PAGE_ENTRY]) throw new Error(`${PAY_PAGE_ENTRY} is not an entry of the build`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  visit(PAY_PAGE_ENTRY);
  let gzipBytes = 0;
  const leaks: string[] = [];
  for (const key of seen) {
    const file = manifest[key]!.file;
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(distDir, file));
    gzipBytes += gzipSync(code).length;
    const text = code.toString('utf8');
    for (const marker of BACK_OFFICE_MARKERS) if (text.includes(marker)) leaks.push(`${file} (${marker})`);
  }
  return { gzipBytes, leaks };
}

// Run alone: `npx tsx scripts/bench/pay-page.ts <dist>` prints the figure of an existing build.
if (import.meta.url === `file://${process.argv[1]}`) {
  const load = payPageFirstLoad(process.argv[2] ?? 'packages/web/dist');
  console.log(
    `pay page first load: ${(load.gzipBytes / 1024).toFixed(1)} kB gzipped JS (target ≤ 150 kB)${load.leaks.length ? `; back-office code: ${load.leaks.join(', ')}` : ''}`,
  );
}
