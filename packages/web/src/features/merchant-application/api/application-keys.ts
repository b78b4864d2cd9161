/** Query keys of the merchant application: the person's own applications and draft. */
export const applicationKeys = {
  all: ['merchant-application'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (page: number) => [...applicationKeys.lists(), page] as const,
  detail: (id: number) => [...applicationKeys.all, 'detail', id] as const,
  draft: () => [...applicationKeys.all, 'draft'] as const,
};
