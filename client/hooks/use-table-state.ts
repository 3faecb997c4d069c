import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import type { DataTablePaging, DataTableSort } from '../components/data-table';

/**
 * Page, page size and sort of a server-paged, sortable DataTable. A new sort or page size starts again at
 * the first page; `paging(totalCount)` is the table's paging prop.
 */
export function useTableState(initialSort: DataTableSort) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState(initialSort);

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
