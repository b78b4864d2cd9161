import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const HERE = import.meta.dirname;
const SHARED = join(HERE, '../../../contracts/src/i18n');

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;

describe('translations', () => {
  it('has the same namespaces in en and zh_CN', () => {
    expect(readdirSync(join(HERE, 'zh_CN')).sort()).toEqual(readdirSync(join(HERE, 'en')).sort());
  });

  for (const file of readdirSync(join(HERE, 'en'))) {
    it(`zh_CN/${file} has exactly the keys of en/${file}, none empty`, () => {
      const en = read(join(HERE, 'en', file));
      const zh = read(join(HERE, 'zh_CN', file));
      expect(keysOf(zh).sort()).toEqual(keysOf(en).sort());
      for (const catalogue of [en, zh]) {
        const flat = JSON.stringify(catalogue);
        expect(flat).not.toMatch(/:""/);
      }
    });
  }

  it('the shared (server) catalogue has the same keys in both languages', () => {
    expect(keysOf(read(join(SHARED, 'zh_CN.json'))).sort()).toEqual(keysOf(read(join(SHARED, 'en.json'))).sort());
  });

  for (const file of readdirSync(join(SHARED, 'areas')).filter((name) => name.endsWith('.en.json'))) {
    const area = file.replace('.en.json', '');
    it(`the shared catalogue of ${area} has the same keys in both languages, each prefixed with the area`, () => {
      const en = keysOf(read(join(SHARED, 'areas', file)));
      expect(keysOf(read(join(SHARED, 'areas', `${area}.zh_CN.json`))).sort()).toEqual([...en].sort());
      for (const key of en) expect(key === '' || key.startsWith(`${area}.`)).toBe(true);
    });
  }
});
