import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { LoadingScreen } from '../../../components/loading-screen';

/** One bar pair of the chart. */
export interface TasksChartRow {
  key: string;
  name: string;
  completed: number;
  overdue: number;
}

/** The chart's code (@mui/x-charts), loaded after the figures so they never wait for it. */
const TasksChart = lazy(() => import('./tasks-chart'));

const CHART_TITLE = 'Tasks completed and overdue';

interface TasksChartPanelProps {
  /** Team or School: the table's first heading. */
  nameHeading: string;
  rows: readonly TasksChartRow[];
}

/**
 * The chart beside the figures, with its numbers as a table a screen reader (or anyone) can open: the
 * drawing itself is hidden from assistive technology.
 */
export function TasksChartPanel({ nameHeading, rows }: TasksChartPanelProps) {
  const headingId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id={headingId} component="h2" variant="h3">
          {CHART_TITLE}
        </Typography>
        <Button
          size="small"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? 'Hide data table' : 'Show data table'}
        </Button>
      </Stack>
      <Box aria-hidden>
        <Suspense fallback={<LoadingScreen label="Loading the chart" />}>
          <TasksChart rows={rows} />
        </Suspense>
      </Box>
      {/* MUI's table style would show it despite `hidden`: display decides. */}
      <Table
        id={tableId}
        size="small"
        hidden={!showTable}
        sx={{ mt: 1, display: showTable ? 'table' : 'none' }}
      >
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{CHART_TITLE}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{nameHeading}</TableCell>
            <TableCell align="right">Completed</TableCell>
            <TableCell align="right">Overdue</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                {row.name}
              </TableCell>
              <TableCell align="right">{row.completed}</TableCell>
              <TableCell align="right">{row.overdue}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
