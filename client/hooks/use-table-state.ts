import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import type { DataTablePaging, DataTableSort } from '../components/data-table';

/** Where a server-paged table starts: its first page, at the default page size, in its first sort. */
export interface TableState {
  page: number;
  pageSize: number;
  sort: DataTableSort;
}

export const firstTableState = (sort: DataTableSort): TableState => ({
  page: 0,
  pageSize: DEFAULT_PAGE_SIZE,
  sort,
});

/**
 * Page, page size and sort of a server-paged, sortable DataTable. A new sort or page size starts again at
 * the first page; `paging(totalCount)` is the table's paging prop.
 */
export function useTableState(initialSort: DataTableSort) {
  const first = firstTableState(initialSort);
  const [page, setPage] = useState(first.page);
  const [pageSize, setPageSize] = useState(first.pageSize);
  const [sort, setSort] = useState(first.sort);

  const onSortChange = (next: DataTableSort) => {
    setSort(next);
    setPage(0);
  };
  const paging = (totalCount: number): DataTablePaging => ({
    page,
    pageSize,
    totalCount,
    onPageChange: setPage,
    onPageSizeChange: (size) => {
      setPageSize(size);
      setPage(0);
    },
  });
  return { page, pageSize, sort, onSortChange, paging };
}
