import type { ListQuery } from '@shared/schemas/lists';

/** Every users query starts with this key, so one invalidation refreshes lists, forms and checks. */
export const usersQueryKey = ['users'] as const;

export function listSearchParams(query: ListQuery): string {
  const params = new URLSearchParams({
    Page: String(query.Page),
    PageSize: String(query.PageSize),
    SortDirection: query.SortDirection,
  });
  if (query.Search) params.set('Search', query.Search);
  return params.toString();
}
