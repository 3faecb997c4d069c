import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { PAGE_SIZES } from '@shared/constants';
import { LoadError } from './load-error';
import { LoadingScreen } from './loading-screen';

export type SortDirection = 'asc' | 'desc';

export interface DataTableColumn<Row> {
  id: string;
  label: string;
  render: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  /** Hidden below the sm breakpoint, so phone tables keep their key columns. */
  hideOnPhone?: boolean;
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
  onPageSizeChange: (pageSize: number) => void;
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
  /** Why the rows could not be loaded; shown instead of the table, so a failure never reads as an empty list. */
  error?: unknown;
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  /** Server-side paging; without it every row shows. */
  paging?: DataTablePaging;
}

const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The list of every list screen: sortable headers, 10/20/30 rows per page, loading and empty states. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowKey,
  isLoading,
  emptyMessage,
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
  if (!rows || rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>{emptyMessage}</Typography>
      </Paper>
    );
  }

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
                  sx={column.hideOnPhone ? phoneHidden : undefined}
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
          {/* A long unbroken word (a pasted URL) wraps instead of making the table a scrolling region a keyboard cannot reach. */}
          <TableBody sx={{ '& td': { overflowWrap: 'anywhere' } }}>
            {rows.map((row) => (
              <TableRow key={getRowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={column.hideOnPhone ? phoneHidden : undefined}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {paging && (
        <TablePagination
          component="div"
          count={paging.totalCount}
          page={paging.page}
          rowsPerPage={paging.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, page) => paging.onPageChange(page)}
          onRowsPerPageChange={(event) => paging.onPageSizeChange(Number(event.target.value))}
          // Phones: let the page controls wrap under the rows-per-page choice instead of clipping.
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5 } }}
        />
      )}
    </Paper>
  );
}
