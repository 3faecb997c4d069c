import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZES } from '@shared/constants';
import type { DataTablePaging } from './data-table';

export interface PaginationBarProps {
  paging: DataTablePaging;
  rowsLabel?: string;
}

/**
 * MUI's pagination: the rows-per-page choice and page buttons (first, previous, next, last). Its own module
 * because it brings MUI's select menu (with its popover and modal, about 15 KB gzipped), which only a list
 * longer than a page needs (ListPagination loads it then).
 */
export default function PaginationBar({ paging, rowsLabel }: PaginationBarProps) {
  return (
    <TablePagination
      component="div"
      count={paging.totalCount}
      page={paging.page}
      rowsPerPage={paging.pageSize}
      // A page size the server fixes offers no choice (MUI shows none for a single option).
      rowsPerPageOptions={paging.onPageSizeChange ? [...PAGE_SIZES] : [paging.pageSize]}
      labelRowsPerPage={rowsLabel}
      showFirstButton
      showLastButton
      onPageChange={(_event, page) => paging.onPageChange(page)}
      onRowsPerPageChange={(event) => paging.onPageSizeChange?.(Number(event.target.value))}
      // Phones: let the page controls wrap under the rows-per-page choice instead of clipping.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5, px: { xs: 1, sm: 2 } } }}
    />
  );
}
