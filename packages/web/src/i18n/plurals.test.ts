import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

const HERE = import.meta.dirname;

type Catalogue = Record<string, unknown>;
const read = (language: string, file: string) =>
  JSON.parse(readFileSync(join(HERE, language, file), 'utf8')) as Catalogue;

/** Every string of a catalogue by its dotted key. */
function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Catalogue).flatMap(([key, inner]) =>
    entries(inner, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * English strings with a count whose words do not change with it: a position, a count after a colon, a count in
 * brackets, or a count of something that is not named after it.
 */
const UNINFLECTED = new Set([
  'home-n.json carousel.position',
  'reseller-portfolio.json total',
  'two-factor.json section.on_text',
  'console.json queues.waiting',
  'console.json queues.total',
  'remittance-batch.json rows.filter_all',
  'remittance-batch.json rows.filter_errors',
  'remittance-batch.json rows.filter_valid',
]);

const FILES = readdirSync(join(HERE, 'en'));
/** What the strings with a count also name. */
const VALUES = { total: 'AUD 1.00', currency: 'AUD', minutes: 5 };

describe('counts in English', () => {
  // Issue 13 §5: "1 transactions" no more. Every English string naming a count of things comes as the catalogue's
  // pair (`_one`, `_other`), which i18next picks by `count`.
  it('name one thing in the singular and more in the plural, everywhere', () => {
    const single: string[] = [];
    for (const file of FILES)
      for (const [key, text] of entries(read('en', file)))
        if (text.includes('{{count}}') && !/_(one|other)$/.test(key) && !UNINFLECTED.has(`${file} ${key}`))
          single.push(`${file} ${key}: ${text}`);
    expect(single).toEqual([]);
  });

  it('resolve every pair by its count, in English and in Chinese', async () => {
    const resources: Record<string, Record<string, Catalogue>> = { en: {}, zh_CN: {} };
    for (const file of FILES)
      for (const language of ['en', 'zh_CN']) resources[language]![file.replace('.json', '')] = read(language, file);
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources });
    const textOf = (language: string, file: string) => new Map(entries(read(language, file)));
    const fill = (text: string, count: number) =>
      text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String({ ...VALUES, count }[name]));
    let pairs = 0;
    for (const file of FILES) {
      const [en, zh] = [textOf('en', file), textOf('zh_CN', file)];
      const ns = file.replace('.json', '');
      for (const key of [...en.keys()].filter(
        (name) => name.endsWith('_one') && en.has(`${name.slice(0, -4)}_other`),
      )) {
        const base = key.slice(0, -'_one'.length);
        pairs += 1;
        expect(i18n.getFixedT('en', ns)(base, { ...VALUES, count: 1 }), `${ns}:${base}`).toBe(fill(en.get(key)!, 1));
        expect(i18n.getFixedT('en', ns)(base, { ...VALUES, count: 2 }), `${ns}:${base}`).toBe(
          fill(en.get(`${base}_other`)!, 2),
        );
        // Chinese has one form: i18next reads `_other` for every count.
        expect(i18n.getFixedT('zh_CN', ns)(base, { ...VALUES, count: 1 }), `${ns}:${base}`).toBe(
          fill(zh.get(`${base}_other`)!, 1),
        );
      }
    }
    expect(pairs).toBeGreaterThan(30);
  });

  it('read as they should in a few lists', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: {
        en: { payouts: read('en', 'payouts.json'), transactions: read('en', 'transactions.json') },
        zh_CN: { transactions: read('zh_CN', 'transactions.json') },
      },
    });
    const t = i18n.getFixedT('en');
    expect(t('transactions:table.total', { count: 1 })).toBe('1 transaction');
    expect(t('transactions:table.total', { count: 2 })).toBe('2 transactions');
    expect(t('payouts:table.total', { count: 1 })).toBe('1 payout');
    expect(t('payouts:detail.total', { count: 1 })).toBe('1 transaction');
    expect(t('payouts:daily.total', { count: 1 })).toBe('1 day');
    expect(t('payouts:daily.total', { count: 7 })).toBe('7 days');
    expect(i18n.getFixedT('zh_CN')('transactions:table.total', { count: 1 })).toBe('共 1 笔交易');
  });
});
