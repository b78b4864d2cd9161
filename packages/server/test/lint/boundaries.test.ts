import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js bite: each forbidden import, linted with the project's own config as if it
 * sat at the given path, gives the rule's error; the allowed neighbour of each gives none. The fixture files need not
 * exist (lintText), the files they import do.
 */
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

const RESTRICTED = /^import-x\/no-restricted-paths: /;

/**
 * A relative import of a fixture names a file that exists: an import the resolver cannot find is never refused, so
 * a fixture left behind by a move would pass for the wrong reason.
 */
function expectTargetExists(filePath: string, code: string) {
  const spec = /from '(\.{1,2}\/[^']+)'/.exec(code)?.[1];
  if (spec) expect(existsSync(join(root, dirname(filePath), spec)), `${spec} from ${filePath}`).toBe(true);
}

describe('lint refuses imports across the boundaries', { timeout: 60_000 }, () => {
  it.each([
    [
      'the web → the server',
      'packages/web/src/lib/fixture.ts',
      "export { AppError } from '@mbo/server/lib/app-error';",
    ],
    [
      'the web → the database package',
      'packages/web/src/lib/fixture.ts',
      "export { refunds } from '@mbo/db/schema-money';",
    ],
    [
      'an area → another area’s repository',
      'packages/server/src/modules/dashboard/fixture.ts',
      "export { createRefundsRepository } from '../refunds/refunds.repository.ts';",
    ],
    [
      'an area → another area’s service',
      'packages/server/src/modules/api-keys/fixture.ts',
      "export { createRefundRules } from '../refunds/refunds.service.ts';",
    ],
    [
      'an area’s test → another area’s internals',
      'packages/server/src/modules/payouts/fixture.api.test.ts',
      "export { createRefundsRepository } from '../refunds/refunds.repository.ts';",
    ],
    [
      'the seed → an area’s internals',
      'packages/server/src/seed/fixture.ts',
      "export { createRefundsRepository } from '../modules/refunds/refunds.repository.ts';",
    ],
    [
      'the money core → a module, even its public surface',
      'packages/server/src/money/ledger/fixture.ts',
      "export { createRefundRulesFor } from '../../modules/transactions/transactions.public.ts';",
    ],
    [
      'an area → the money core’s internals',
      'packages/server/src/modules/transactions/fixture.ts',
      "export { createRefundPath } from '../../money/recording/record-refund.ts';",
    ],
    [
      'the seed → the money core’s internals',
      'packages/server/src/seed/fixture.ts',
      "export { STAT_SLOTS } from '../money/aggregates/stat-slots.ts';",
    ],
    ['lib → a module', 'packages/server/src/lib/fixture.ts', "export { storeScope } from '../modules/store-scope.ts';"],
    [
      'production code → a test kit',
      'packages/server/src/modules/transactions/fixture.ts',
      "export { shop } from '../../../test/kits/transactions-test-kit.ts';",
    ],
    [
      'production code → the test harness',
      'packages/server/src/http/fixture.ts',
      "export { startTestServer } from '../../test/support/harness.ts';",
    ],
  ])('%s', async (_name, filePath, code) => {
    expectTargetExists(filePath, code);
    expect(await problems(filePath, code)).toEqual([expect.stringMatching(RESTRICTED)]);
  });

  it.each([
    ['the web → contracts', 'packages/web/src/lib/fixture.ts', "export { ROLE } from '@mbo/contracts/access';"],
    [
      'an area → its own repository',
      'packages/server/src/modules/refunds/fixture.ts',
      "export { createRefundsRepository } from './refunds.repository.ts';",
    ],
    [
      'an area → another area’s public surface',
      'packages/server/src/modules/dashboard/fixture.ts',
      "export { createRefundRulesFor } from '../refunds/refunds.public.ts';",
    ],
    [
      'an area → the shared files of modules/',
      'packages/server/src/modules/dashboard/fixture.ts',
      "export { storeScope } from '../store-scope.ts';",
    ],
    [
      'the money core → lib',
      'packages/server/src/money/ledger/fixture.ts',
      "export { AppError } from '../../lib/app-error.ts';",
    ],
    [
      'an area → the money core’s public surface',
      'packages/server/src/modules/transactions/fixture.ts',
      "export { createRefundPath } from '../../money/money.public.ts';",
    ],
    [
      'the money core → its own internals',
      'packages/server/src/money/bulk/fixture.ts',
      "export { STAT_SLOTS } from '../aggregates/stat-slots.ts';",
    ],
    [
      'a test → a test kit',
      'packages/server/src/modules/transactions/fixture.api.test.ts',
      "export { shop } from '../../../test/kits/transactions-test-kit.ts';",
    ],
    [
      'a test kit → an area’s internals',
      'packages/server/test/kits/fixture-test-kit.ts',
      "export { createRefundsRepository } from '../../src/modules/refunds/refunds.repository.ts';",
    ],
  ])('but allows %s', async (_name, filePath, code) => {
    expectTargetExists(filePath, code);
    expect(await problems(filePath, code)).toEqual([]);
  });

  it('refuses a file name that is not kebab-case', async () => {
    expect(await problems('packages/server/src/lib/storeScope.ts', 'export const x = 1;')).toEqual([
      expect.stringMatching(/^check-file\/filename-naming-convention: /),
    ]);
  });
});
