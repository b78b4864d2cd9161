import { useState } from 'react';
import { isSameQuery, withPage, withSort, type PagedQuery, type SortType } from './paged-query.ts';

/**
 * A paged list's query: the default until the user searches, pages or sorts, then theirs. Until then the default
 * follows what it is built from (the daily summary's currency list arriving, the merchant's today), but keeps its
 * identity while its value is the same: the filter forms copy the query into their fields whenever it changes, so
 * a fresh object on every render would wipe what the user is typing. Reset builds a fresh default, which clears
 * the form.
 */
export function usePagedQuery<Q extends PagedQuery>(defaultQuery: () => Q) {
  const [state, setState] = useState(() => ({ query: defaultQuery(), isChosen: false }));
  const fresh = state.isChosen ? null : defaultQuery();
  if (fresh && !isSameQuery(fresh, state.query)) setState({ query: fresh, isChosen: false });
  const query = fresh && !isSameQuery(fresh, state.query) ? fresh : state.query;
  const choose = (next: Q) => setState({ query: next, isChosen: true });
  return {
    query,
    search: choose,
    reset: () => setState({ query: defaultQuery(), isChosen: false }),
    setPage: (page: number) => choose(withPage(query, page)),
    setSort: (sortType: SortType) => choose(withSort(query, sortType)),
  };
}
