import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { callMetaPlugin } from './packages/web/call-meta-plugin.ts';

/**
 * Two projects: `unit` (pure code and components, no database) and `api` (files named *.api.test.ts, each against
 * its own fresh PostgreSQL database cloned from a migrated template; see packages/server/test/support/).
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [callMetaPlugin()],
        test: {
          name: 'unit',
          include: ['packages/*/{src,test}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['packages/*/{src,test}/**/*.api.test.ts'],
          globalSetup: ['packages/server/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Vitest's default leaves a core free (one fork on 2 cores); a file's work is partly waiting on PostgreSQL, a
          // process of its own, so two forks on 2 cores ran the suite in 0.8 of the time (docs/performance.md).
          maxWorkers: Math.max(2, availableParallelism() - 1),
          // A fork keeps the modules it loaded from one file to the next: each file still starts its own server on
          // its own database, but the server's module graph is imported once per fork, not once per file (import
          // time summed over the files: 152 s isolated, 22 s shared; docs/performance.md). No API test mocks modules
          // or changes process.env, which is what sharing them would leak.
          isolate: false,
        },
      },
    ],
  },
});
