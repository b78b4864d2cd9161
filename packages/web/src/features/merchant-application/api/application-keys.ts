/** Query keys of the merchant application: the person's own applications, draft and lookups. */
export const applicationKeys = {
  all: ['merchant-application'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (page: number) => [...applicationKeys.lists(), page] as const,
  detail: (id: number) => [...applicationKeys.all, 'detail', id] as const,
  draft: () => [...applicationKeys.all, 'draft'] as const,
  lookup: (name: string, ...args: (string | number)[]) => [...applicationKeys.all, 'lookup', name, ...args] as const,
};
