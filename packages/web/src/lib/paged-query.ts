/**
 * The state every server-paged list keeps: the filters as applied by Search, the page and, where the list can be
 * ordered, the sort type of the call (1 oldest first, 2 newest first).
 */
export type SortType = 1 | 2;
export interface PagedQuery {
  page: number;
  sortType?: SortType;
}

/** Two queries asking for the same rows (they are plain data: strings, numbers, arrays, null). */
export const isSameQuery = <Q extends PagedQuery>(a: Q, b: Q): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Another page of the same filters. */
export const withPage = <Q extends PagedQuery>(query: Q, page: number): Q => ({ ...query, page });

/** Another order starts again on page 1: page 3 of the old order is not page 3 of the new one. */
export const withSort = <Q extends PagedQuery>(query: Q, sortType: SortType): Q => ({ ...query, sortType, page: 1 });

/** A column sorter's order as the call's sort type; a cleared order reads as the default, newest first. */
export const sortTypeOf = (order: 'ascend' | 'descend' | null | undefined): SortType => (order === 'ascend' ? 1 : 2);

/** The call's sort type as the column's order. */
export const sortOrderOf = (sortType: SortType | undefined): 'ascend' | 'descend' =>
  sortType === 1 ? 'ascend' : 'descend';
