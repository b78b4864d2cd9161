import { describe, expect, it } from 'vitest';
import { readQuery, writeQuery } from './url-query.ts';

const defaults = { begin: '2026-11-01', stores: [] as number[], currency: null as number | null, page: 1 };

describe('url-query', () => {
  it('writes a query beside the parameters it does not own and reads it back', () => {
    const query = { begin: '2026-10-01', stores: [3, 4], currency: 2, page: 7 };
    const params = writeQuery(new URLSearchParams('filter_data=2026-10-02&id=9'), query, defaults);
    expect(params.get('filter_data')).toBe('2026-10-02');
    expect(params.get('stores')).toBe('[3,4]');
    expect(readQuery(params, defaults)).toEqual(query);
  });

  it('reads nothing from a URL without the fields, and drops the query on reset', () => {
    expect(readQuery(new URLSearchParams('filter_data=2026-10-02'), defaults)).toBeNull();
    const cleared = writeQuery(new URLSearchParams('page=3&filter_data=x'), null, defaults);
    expect(cleared.toString()).toBe('filter_data=x');
  });

  it('takes the default for a value of the wrong type or broken JSON', () => {
    const read = readQuery(new URLSearchParams('page=%7Bx&stores=%7B%22a%22%3A1%7D&currency=%22AUD%22'), defaults);
    expect(read).toEqual(defaults);
  });
});
