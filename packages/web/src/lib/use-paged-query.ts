import { useState } from 'react';
import { withPage, withSort, type PagedQuery, type SortType } from './paged-query.ts';

/**
 * A paged list's query: the default until the user searches, then what they searched for. The default is read on
 * every render, so one built from data that arrives later (the daily summary's currency) follows it until a search;
 * Reset returns to it.
 */
export function usePagedQuery<Q extends PagedQuery>(defaultQuery: () => Q) {
  const [chosen, setChosen] = useState<Q | null>(null);
  const query = chosen ?? defaultQuery();
  return {
    query,
    search: (next: Q) => setChosen(next),
    reset: () => setChosen(null),
    setPage: (page: number) => setChosen(withPage(query, page)),
    setSort: (sortType: SortType) => setChosen(withSort(query, sortType)),
  };
}
