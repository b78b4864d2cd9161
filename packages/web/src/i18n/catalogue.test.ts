import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@mbo/contracts/constants';
import { sharedCatalogue } from '@mbo/contracts/i18n';

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

  // The server's messages: one file per area and language, keys prefixed by the area (snake case); `common` holds the
  // messages of no area (validation, errors, the notifier's).
  const COMMON_PREFIXES = ['validation', 'errors', 'notify'];
  it('the shared (server) catalogue has the same area files in both languages', () => {
    expect(readdirSync(join(SHARED, 'zh_CN')).sort()).toEqual(readdirSync(join(SHARED, 'en')).sort());
  });

  for (const file of readdirSync(join(SHARED, 'en'))) {
    const area = file.replace('.json', '');
    it(`the shared catalogue of ${area} has the same keys in both languages, each prefixed with the area`, () => {
      const en = keysOf(read(join(SHARED, 'en', file)));
      expect(keysOf(read(join(SHARED, 'zh_CN', file))).sort()).toEqual([...en].sort());
      const prefixes = area === 'common' ? COMMON_PREFIXES : [area.replaceAll('-', '_')];
      for (const key of en) expect(prefixes).toContain(key.split('.')[0]);
    });
  }

  it('the shared catalogue holds every area file (none forgotten in i18n-first-load.ts or i18n-areas.ts)', () => {
    for (const language of LANGUAGES)
      for (const file of readdirSync(join(SHARED, language)))
        for (const key of keysOf(read(join(SHARED, language, file))))
          expect(sharedCatalogue[language][key], `${language}/${file}: ${key}`).toBeDefined();
  });

  // One vocabulary of areas (issue 10): a translation file is named after an area of its side.
  const foldersOf = (path: string) =>
    readdirSync(path, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  // A part of an area may keep its own file, named `<area>-<part>` (remittance-receipt: the remittance area's payment
  // side, written beside the area's core on another branch), its keys prefixed `<area>_<part>`.
  it('names each server message file after a server area (modules/<area>/) or a part of one, but common', () => {
    const areas = foldersOf(join(HERE, '../../../server/src/modules'));
    for (const file of readdirSync(join(SHARED, 'en')).filter((name) => name !== 'common.json')) {
      const name = file.replace('.json', '');
      expect(
        areas.some((area) => name === area || name.startsWith(`${area}-`)),
        name,
      ).toBe(true);
    }
  });
  it('names each web namespace after a web area (features/<area>/), but common and the shell', () => {
    const areas = foldersOf(join(HERE, '../features'));
    for (const file of readdirSync(join(HERE, 'en')).filter((name) => !['common.json', 'shell.json'].includes(name)))
      expect(areas).toContain(file.replace('.json', ''));
  });
});
