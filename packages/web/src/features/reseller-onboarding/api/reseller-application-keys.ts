/** Query keys of the reseller's add-merchant applications: its lists (by filter), details, draft, floors. */
export const resellerApplicationKeys = {
  all: ['reseller-onboarding'] as const,
  lists: () => [...resellerApplicationKeys.all, 'list'] as const,
  list: (query: object) => [...resellerApplicationKeys.lists(), query] as const,
  detail: (id: number) => [...resellerApplicationKeys.all, 'detail', id] as const,
  draft: () => [...resellerApplicationKeys.all, 'draft'] as const,
};
