import { describe, expect, it } from 'vitest';
import { isSameQuery, sortOrderOf, sortTypeOf, withPage, withSort } from './paged-query.ts';

describe('paged query', () => {
  const query = { number: 'A1', page: 3, sortType: 2 as const };

  it('changes the page and keeps the filters and order', () => {
    expect(withPage(query, 5)).toEqual({ number: 'A1', page: 5, sortType: 2 });
    expect(query.page).toBe(3);
  });

  it('starts a new order on page 1', () => {
    expect(withSort(query, 1)).toEqual({ number: 'A1', page: 1, sortType: 1 });
  });

  it('maps a column order to the call sort type and back', () => {
    expect(sortTypeOf('ascend')).toBe(1);
    expect(sortTypeOf('descend')).toBe(2);
    expect(sortTypeOf(null)).toBe(2);
    expect(sortOrderOf(1)).toBe('ascend');
    expect(sortOrderOf(2)).toBe('descend');
  });

  it('tells queries apart by value, not identity', () => {
    expect(isSameQuery({ ...query }, query)).toBe(true);
    expect(isSameQuery({ ...query, number: 'A2' }, query)).toBe(false);
    expect(isSameQuery({ page: 1, sortType: 2 }, { page: 1, sortType: 1 })).toBe(false);
  });
});
