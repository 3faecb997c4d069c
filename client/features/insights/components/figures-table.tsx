import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { InsightFigures } from '@shared/schemas/insights';
import { sortRows } from '../../../lib/sort-rows';
import { FigureText } from './figure-cell';
import type { FigureColumn } from './figures';
import { type FiguresSort, NAME_SORT } from './insights-url-state';

/** One team's (or school's) row: its name, where the name leads, and its figures. */
export interface FiguresRow<F> {
  key: string;
  name: string;
  /** A screen with more about the row (a team's insights); none for a plain name. */
  to?: string;
  figures: F;
}

const NAME_COLUMN = NAME_SORT.columnId;

export interface FiguresTableProps<F extends InsightFigures> {
  /** The table's visible title (a heading above it), which also names it for assistive technology. */
  title: string;
  /** The first column's heading: Team or School. */
  nameHeading: string;
  rows: readonly FiguresRow<F>[];
  totals: F;
  columns: readonly FigureColumn<F>[];
  /** The order (kept in the URL by the screen); a column the table does not have sorts by name. */
  sort: FiguresSort;
  onSortChange: (next: FiguresSort) => void;
}

/** The names stay in view while a phone scrolls the figures sideways. */
const stickyName = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: { xs: 112, sm: 128 },
  overflowWrap: 'break-word',
} as const;
/**
 * Ten columns fit beside the menu at 1366 px when the headings wrap word by word: narrow padding, a smaller
 * heading and a sort arrow with little margin.
 */
const lastColumn = { '&:last-of-type': { pr: 2 } } as const;
const figureCell = { px: 0.75, whiteSpace: 'nowrap', ...lastColumn } as const;
const figureHeading = {
  px: 0.75,
  ...lastColumn,
  verticalAlign: 'bottom',
  fontSize: '0.8125rem',
  lineHeight: 1.3,
  '& .MuiTableSortLabel-icon': { fontSize: 16, mx: 0.25 },
} as const;
const totalsCell = { color: 'text.primary', fontWeight: 700, fontSize: '0.875rem' } as const;

/**
 * The figures of several teams or schools with their total: every column sorts (names A to Z first, figures
 * largest first); the total stays last.
 */
export function FiguresTable<F extends InsightFigures>({
  title,
  nameHeading,
  rows,
  totals,
  columns,
  sort: asked,
  onSortChange,
}: FiguresTableProps<F>) {
  const titleId = useId();
  const column = columns.find((each) => each.id === asked.columnId);
  const sort = column ? asked : { columnId: NAME_COLUMN, direction: asked.direction };
  const sorted = useMemo(
    () =>
      column
        ? sortRows(rows, (row) => column.sortValue(row.figures), sort.direction)
        : sortRows(rows, (row) => row.name, sort.direction),
    [column, rows, sort.direction],
  );

  const toggle = (columnId: string) => {
    if (sort.columnId === columnId) {
      onSortChange({ columnId, direction: sort.direction === 'asc' ? 'desc' : 'asc' });
      return;
    }
    // Who has the most comes first; names start at A.
    onSortChange({ columnId, direction: columnId === NAME_COLUMN ? 'asc' : 'desc' });
  };
  const directionOf = (columnId: string) => (sort.columnId === columnId ? sort.direction : false);
  const sortLabel = (columnId: string, label: string) => (
    <TableSortLabel
      active={sort.columnId === columnId}
      direction={sort.columnId === columnId ? sort.direction : columnId === NAME_COLUMN ? 'asc' : 'desc'}
      onClick={() => toggle(columnId)}
    >
      {label}
    </TableSortLabel>
  );

  return (
    <Paper variant="outlined">
      {/* Above the scrolling part, so a phone shows the whole title, not the table's first screenful of it. */}
      <Typography id={titleId} component="h2" variant="h3" sx={{ px: 2, pt: 2, pb: 1 }}>
        {title}
      </Typography>
      {/* A focusable region, so a keyboard can scroll the figures sideways on a narrow screen. */}
      {/* Positioned, so the visually hidden words in its cells scroll with it instead of widening the page. */}
      <TableContainer tabIndex={0} role="region" aria-labelledby={titleId} sx={{ position: 'relative' }}>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell
                sortDirection={directionOf(NAME_COLUMN)}
                sx={[stickyName, { verticalAlign: 'bottom' }]}
              >
                {sortLabel(NAME_COLUMN, nameHeading)}
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align="right"
                  sortDirection={directionOf(column.id)}
                  sx={figureHeading}
                >
                  {sortLabel(column.id, column.label)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.map((row) => (
              <TableRow key={row.key} hover>
                <TableCell component="th" scope="row" sx={stickyName}>
                  {row.to ? (
                    <Link component={RouterLink} to={row.to} sx={{ fontWeight: 600 }}>
                      {row.name}
                    </Link>
                  ) : (
                    row.name
                  )}
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.id} align="right" sx={figureCell}>
                    <FigureText text={column.text(row.figures)} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" sx={[stickyName, totalsCell]}>
                Total
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.id} align="right" sx={[figureCell, totalsCell]}>
                  <FigureText text={column.text(totals)} />
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Paper>
  );
}
