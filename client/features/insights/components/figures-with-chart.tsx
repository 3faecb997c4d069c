import Grid from '@mui/material/Grid';
import type { InsightFigures } from '@shared/schemas/insights';
import { FiguresTable, type FiguresTableProps } from './figures-table';
import type { InsightsUrlState } from './insights-url-state';
import { TasksChartPanel } from './tasks-chart-panel';

/** The table's props, but its order comes from the screen's URL state. */
type FiguresWithChartProps<F extends InsightFigures> = Omit<FiguresTableProps<F>, 'sort' | 'onSortChange'> & {
  state: InsightsUrlState;
};

/** The teams' (or schools') figures table, in the order the URL keeps, with their tasks chart beside it. */
export function FiguresWithChart<F extends InsightFigures>({
  title,
  nameHeading,
  rows,
  totals,
  columns,
  state,
}: FiguresWithChartProps<F>) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, xl: 8 }} sx={{ minWidth: 0 }}>
        <FiguresTable
          title={title}
          nameHeading={nameHeading}
          rows={rows}
          totals={totals}
          columns={columns}
          sort={state.sort}
          onSortChange={state.setSort}
        />
      </Grid>
      <Grid size={{ xs: 12, xl: 4 }} sx={{ minWidth: 0 }}>
        <TasksChartPanel
          nameHeading={nameHeading}
          rows={rows.map((row) => ({
            key: row.key,
            name: row.name,
            completed: row.figures.TasksCompleted,
            overdue: row.figures.TasksOverdue,
          }))}
        />
      </Grid>
    </Grid>
  );
}
