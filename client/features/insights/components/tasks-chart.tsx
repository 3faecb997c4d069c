import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { TasksChartRow } from './tasks-chart-panel';

/** Room for each team's pair of bars, and for the axis and legend around them. */
export const ROW_PX = 44;
export const FRAME_PX = 88;

/**
 * Each team's (or school's) completed and overdue tasks as a pair of horizontal bars, in the order of the
 * rows. Drawn only: the panel around it hides it from assistive technology and offers the same numbers as a
 * table.
 */
export default function TasksChart({ rows }: { rows: readonly TasksChartRow[] }) {
  const theme = useTheme();
  const largest = Math.max(0, ...rows.flatMap((row) => [row.completed, row.overdue]));
  return (
    <BarChart
      layout="horizontal"
      height={FRAME_PX + rows.length * ROW_PX}
      skipAnimation
      disableKeyboardNavigation
      slotProps={{ tooltip: { trigger: 'none' } }}
      margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
      yAxis={[{ scaleType: 'band', data: rows.map((row) => row.name), width: 152 }]}
      // With every bar at zero the axis would span 0 to 0 and label it 0.000000: it spans 0 to 1 instead.
      xAxis={[{ tickMinStep: 1, min: 0, max: largest === 0 ? 1 : undefined }]}
      series={[
        {
          data: rows.map((row) => row.completed),
          label: 'Completed',
          color: theme.palette.primary.main,
        },
        {
          data: rows.map((row) => row.overdue),
          label: 'Overdue',
          color: theme.palette.warning.main,
        },
      ]}
    />
  );
}
