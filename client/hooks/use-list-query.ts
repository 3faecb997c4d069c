import { useEffect, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import type { ListQuery } from '@shared/schemas/lists';
import type { DataTablePaging } from '../components/data-table';

const SEARCH_DELAY_MS = 300;

/**
 * Page, page size, sort direction and the (debounced) search text of a server-paged list;
 * `paging(totalCount)` is the DataTable's paging prop.
 */
export function useListQuery(initialSortDirection: ListQuery['SortDirection'] = 'asc') {
  const [searchText, setSearchText] = useState('');
  const [query, setQuery] = useState<ListQuery>({
    Page: 0,
    PageSize: DEFAULT_PAGE_SIZE,
    SortDirection: initialSortDirection,
  });

  useEffect(() => {
    const timer = setTimeout(() => {
      const search = searchText.trim() || undefined;
      setQuery((current) => (current.Search === search ? current : { ...current, Search: search, Page: 0 }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const setPage = (page: number) => setQuery((current) => ({ ...current, Page: page }));
  const setPageSize = (pageSize: number) =>
    setQuery((current) => ({ ...current, PageSize: pageSize, Page: 0 }));
  const paging = (totalCount: number): DataTablePaging => ({
    page: query.Page,
    pageSize: query.PageSize,
    totalCount,
    onPageChange: setPage,
    onPageSizeChange: setPageSize,
  });

  return {
    query,
    searchText,
    setSearchText,
    setPage,
    setPageSize,
    paging,
    setSortDirection: (direction: ListQuery['SortDirection']) =>
      setQuery((current) => ({ ...current, SortDirection: direction, Page: 0 })),
  };
}
