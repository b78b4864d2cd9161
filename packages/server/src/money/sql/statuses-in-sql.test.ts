import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as STATUSES from '@mbo/contracts/statuses';
import { MONEY_SQL_DIR } from './money-sql-dir.ts';

/**
 * The .sql functions cannot import the contract, so a status there is a number with its constant's name beside it:
 * `1 /* REFUND_STATUS.succeeded *\/`. This test holds every such number to the contract and refuses a status
 * compared or written without its name.
 */
const files = readdirSync(MONEY_SQL_DIR)
  .filter((name) => name.endsWith('.sql'))
  .map((name) => ({ name, sql: readFileSync(join(MONEY_SQL_DIR, name), 'utf8') }));

const NAMED = /(-?\d+)\s*\/\*\s*([A-Z_]+)\.(\w+)\s*\*\//g;
const BARE_STATUS = /\bstatus\s*(?:=|<>|!=|<|>|in\s*\()\s*\d+(?!\s*\/\*)/gi;

const statusValue = (group: string, key: string): unknown =>
  (STATUSES as Record<string, Record<string, unknown> | undefined>)[group]?.[key];

describe('statuses in the money SQL', () => {
  it('name a status of contracts/statuses.ts beside every number, with its value', () => {
    const named = files.flatMap(({ name, sql }) =>
      [...sql.matchAll(NAMED)].map(([, value, group, key]) => ({ name, group, key, value: Number(value) })),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const use of named)
      expect(use, `${use.name}: ${use.group}.${use.key}`).toMatchObject({
        value: statusValue(use.group!, use.key!),
      });
  });

  it('never compare a status with a bare number', () => {
    expect(
      files.flatMap(({ name, sql }) => [...sql.matchAll(BARE_STATUS)].map(([found]) => `${name}: ${found}`)),
    ).toEqual([]);
  });

  it('would catch a wrong or bare status', () => {
    const wrong = '2 /* REFUND_STATUS.succeeded */';
    const [, value, group, key] = [...wrong.matchAll(NAMED)][0]!;
    expect(Number(value)).not.toBe(statusValue(group!, key!));
    expect('where status = 1 and'.match(BARE_STATUS)).toHaveLength(1);
    expect('where status = 1 /* REFUND_STATUS.succeeded */'.match(BARE_STATUS)).toBeNull();
  });
});
