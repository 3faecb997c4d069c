import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { PAGE_SIZES } from '@shared/constants';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { LoadingScreen } from './loading-screen';
import type { PaginationBarProps } from './pagination-bar';
import type { PageAction } from './page-action';

export type SortDirection = 'asc' | 'desc';

export interface DataTableColumn<Row> {
  id: string;
  label: string;
  /** One row's cell; `rows` is the page, for actions that keep their place on every row (ActionSlot). */
  render: (row: Row, rows: readonly Row[]) => ReactNode;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  /** Hidden below the sm breakpoint, so phone tables keep their key columns. */
  hideOnPhone?: boolean;
  /** A value that must not wrap inside itself: a date, a time. */
  noWrap?: boolean;
  /** Typed text that may hold a long unbroken run (a pasted URL): it wraps anywhere rather than widen the table. */
  longText?: boolean;
}

export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

export interface DataTablePaging {
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  /** Absent for a list whose page size the server fixes: no rows-per-page choice then. */
  onPageSizeChange?: (pageSize: number) => void;
}

interface DataTableProps<Row> {
  /** Names the table for assistive technology. */
  caption: string;
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  getRowKey: (row: Row) => string;
  isLoading: boolean;
  /** The spec's empty-state message for this list. */
  emptyMessage: string;
  /** The next step from an empty list, for those allowed to take it. */
  emptyAction?: PageAction;
  /** Why the rows could not be loaded; shown instead of the table, so a failure never reads as an empty list. */
  error?: unknown;
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  /** Server-side paging; without it every row shows. */
  paging?: DataTablePaging;
}

const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } } as const;

const cellSx = (column: Pick<DataTableColumn<unknown>, 'hideOnPhone' | 'noWrap'>) => ({
  ...(column.hideOnPhone ? phoneHidden : {}),
  ...(column.noWrap ? { whiteSpace: 'nowrap' } : {}),
});

/**
 * A body cell: words stay whole ("Informatio-n" at a phone's width is no way to read a list), while typed
 * text that may hold a long unbroken run (longText) wraps anywhere instead of making the table a scrolling
 * region a keyboard cannot reach; dates and times (noWrap, NoWrap) never break.
 */
const bodyCellSx = (column: Pick<DataTableColumn<unknown>, 'hideOnPhone' | 'noWrap' | 'longText'>) => ({
  ...cellSx(column),
  overflowWrap: column.longText ? 'anywhere' : 'break-word',
});

/** The pagination bar's code, loaded the first time a list is longer than a page (pagination-bar.tsx). */
const PaginationBar = lazy(() => import('./pagination-bar'));

/**
 * The pagination bar's height, held while its code loads so the page below does not jump: one line from sm
 * up, two on a phone, where the page buttons wrap under the rows-per-page choice (measured: 52 and 96 px).
 */
const PAGINATION_HEIGHT = { xs: 96, sm: 52 };

/**
 * The rows-per-page choice and page buttons (first, previous, next, last) of a server-paged list; none while
 * every row fits on the first page of the smallest size (or of the fixed size, without a choice).
 */
export function ListPagination({ paging, rowsLabel }: PaginationBarProps) {
  const smallestPage = paging.onPageSizeChange ? PAGE_SIZES[0] : paging.pageSize;
  if (paging.page === 0 && paging.totalCount <= smallestPage) return null;
  return (
    <Suspense fallback={<Box sx={{ minHeight: PAGINATION_HEIGHT }} />}>
      <PaginationBar paging={paging} rowsLabel={rowsLabel} />
    </Suspense>
  );
}

/**
 * The list of every list screen: sortable headers, 10/20/30 rows per page, loading and empty states (with
 * the next step).
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowKey,
  isLoading,
  emptyMessage,
  emptyAction,
  error,
  sort,
  onSortChange,
  paging,
}: DataTableProps<Row>) {
  // Deleting the last row of the last page leaves an empty page: step back to one that has rows.
  const isPastLastPage = Boolean(paging && paging.page > 0 && rows?.length === 0 && !isLoading);
  useEffect(() => {
    if (isPastLastPage && paging) paging.onPageChange(paging.page - 1);
  }, [isPastLastPage, paging]);

  if (error) return <LoadError error={error} />;
  if (isLoading && !rows) return <LoadingScreen label={`Loading ${caption}`} />;
  if (isPastLastPage) return <LoadingScreen label={`Loading ${caption}`} />;
  if (!rows || rows.length === 0) return <EmptyState message={emptyMessage} action={emptyAction} />;

  const toggleSort = (columnId: string) => {
    if (!onSortChange) return;
    const direction = sort?.columnId === columnId && sort.direction === 'asc' ? 'desc' : 'asc';
    onSortChange({ columnId, direction });
  };

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={caption} aria-busy={isLoading}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sx={cellSx(column)}
                  sortDirection={sort?.columnId === column.id ? sort.direction : false}
                >
                  {column.sortable && onSortChange ? (
                    <TableSortLabel
                      active={sort?.columnId === column.id}
                      direction={sort?.columnId === column.id ? sort.direction : 'asc'}
                      onClick={() => toggleSort(column.id)}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={getRowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align} sx={bodyCellSx(column)}>
                    {column.render(row, rows)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {paging && <ListPagination paging={paging} />}
    </Paper>
  );
}

/** Text that must not wrap inside itself, such as one time of a range ("3:30 PM – 4:30 PM" wraps at the dash). */
export function NoWrap({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}
