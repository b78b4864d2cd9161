import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { withPage, withSort, type PagedQuery, type SortType } from './paged-query.ts';
import { readQuery, writeQuery } from './url-query.ts';

/**
 * A paged list's query: the default until the user searches, pages or sorts, then theirs — kept in the URL's query
 * string (`url-query.ts`), so that coming back from a detail page, a reload or back/forward shows the same filters
 * and page (the spec's keepAlive). Each choice is a history entry. Until the user chooses, the default follows what
 * it is built from (the daily summary's currency list arriving, the merchant's today), but keeps its identity while
 * its value is the same: the filter forms copy the query into their fields whenever it changes, so a fresh object
 * on every render would wipe what the user is typing. Reset drops the query from the URL and builds a fresh
 * default, which clears the form.
 */
/** Fields a paged query may hold beyond its default's. */
const OPTIONAL: Partial<PagedQuery> = { sortType: 2 };

export function usePagedQuery<Q extends PagedQuery>(defaultQuery: () => Q) {
  const [params, setParams] = useSearchParams();
  const [resets, setResets] = useState(0);
  const fresh = defaultQuery();
  const text = JSON.stringify(readQuery(params, fresh, OPTIONAL) ?? fresh);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a reset must give a new object even for the same value
  const query = useMemo(() => JSON.parse(text) as Q, [text, resets]);
  const choose = (next: Q) => setParams((current) => writeQuery(current, next, fresh, OPTIONAL));
  return {
    query,
    search: choose,
    reset: () => {
      setParams((current) => writeQuery(current, null, fresh, OPTIONAL));
      setResets((count) => count + 1);
    },
    setPage: (page: number) => choose(withPage(query, page)),
    setSort: (sortType: SortType) => choose(withSort(query, sortType)),
  };
}
