// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePagedQuery } from './use-paged-query.ts';

interface Query {
  currency: number;
  page: number;
  sortType?: 1 | 2;
}

const inRouter =
  (url = '/list') =>
  ({ children }: { children: ReactNode }) =>
    createElement(MemoryRouter, { initialEntries: [url] }, children);

describe('usePagedQuery', () => {
  it('keeps the default the same object while its value is the same (the filter form keeps what is typed)', () => {
    const { result, rerender } = renderHook(({ currency }) => usePagedQuery<Query>(() => ({ currency, page: 1 })), {
      initialProps: { currency: 1 },
      wrapper: inRouter(),
    });
    const first = result.current.query;
    rerender({ currency: 1 });
    expect(result.current.query).toBe(first);
  });

  it('follows the default until the user chooses, then keeps the choice', () => {
    const { result, rerender } = renderHook(({ currency }) => usePagedQuery<Query>(() => ({ currency, page: 1 })), {
      initialProps: { currency: 1 },
      wrapper: inRouter(),
    });
    rerender({ currency: 2 });
    expect(result.current.query).toEqual({ currency: 2, page: 1 });
    act(() => result.current.setPage(3));
    rerender({ currency: 5 });
    expect(result.current.query).toEqual({ currency: 2, page: 3 });
    act(() => result.current.setSort(1));
    expect(result.current.query).toEqual({ currency: 2, page: 1, sortType: 1 });
  });

  it('resets to a fresh default', () => {
    const { result } = renderHook(() => usePagedQuery<Query>(() => ({ currency: 1, page: 1 })), {
      wrapper: inRouter(),
    });
    const first = result.current.query;
    act(() => result.current.search({ currency: 3, page: 1 }));
    expect(result.current.query).toEqual({ currency: 3, page: 1 });
    act(() => result.current.reset());
    expect(result.current.query).toEqual({ currency: 1, page: 1 });
    expect(result.current.query).not.toBe(first);
  });

  it('keeps the choice in the query string, beside the parameters it does not own, and reads it back', () => {
    const { result } = renderHook(
      () => ({ paged: usePagedQuery<Query>(() => ({ currency: 1, page: 1 })), location: useLocation() }),
      { wrapper: inRouter('/list?filter_data=2026-11-01&page=4&currency=2') },
    );
    expect(result.current.paged.query).toEqual({ currency: 2, page: 4 });
    act(() => result.current.paged.setPage(5));
    expect(new URLSearchParams(result.current.location.search).get('page')).toBe('5');
    expect(new URLSearchParams(result.current.location.search).get('filter_data')).toBe('2026-11-01');
  });
});
