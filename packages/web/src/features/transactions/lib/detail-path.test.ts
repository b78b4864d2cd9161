import { describe, expect, it } from 'vitest';
import { detailPath, parseDetailParams } from './detail-path.ts';

describe('the detail route', () => {
  it('carries the id and the type in the query, and reads them back', () => {
    expect(detailPath(42, 2)).toBe('/transactionDetail?id=42&type=2');
    expect(parseDetailParams(new URLSearchParams('id=42&type=2'))).toEqual({ id: 42, turnoverType: 2 });
    expect(parseDetailParams(new URLSearchParams('id=42'))).toEqual({ id: 42, turnoverType: 1 });
  });

  it('refuses what is not a positive id and type 1 or 2', () => {
    for (const query of ['', 'id=0', 'id=-3', 'id=1.5', 'id=abc', 'id=4&type=3'])
      expect(parseDetailParams(new URLSearchParams(query)), query).toBeNull();
  });
});
