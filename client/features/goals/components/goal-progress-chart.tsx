import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const SIZE = 96;

interface GoalProgressChartProps {
  goalName: string;
  /** Floored on the server, 0 to 100. */
  percentCompleted: number;
  totalTasks: number;
  tasksCompleted: number;
  /** Completed (closed to new tasks): a goal without tasks then has none, not "none yet". */
  isClosed: boolean;
}

/** What the chart says in words: the percentage with the task figures, or that there is nothing to count. */
function progressText({ percentCompleted, totalTasks, tasksCompleted, isClosed }: GoalProgressChartProps) {
  if (totalTasks === 0) {
    const noTasks = isClosed ? 'No tasks' : 'No tasks yet';
    return { headline: noTasks, detail: null, spoken: noTasks.toLowerCase() };
  }
  const figures = `${tasksCompleted} of ${totalTasks} ${totalTasks === 1 ? 'task' : 'tasks'} done`;
  return {
    headline: `${percentCompleted}%`,
    detail: figures,
    spoken: `${percentCompleted}% complete, ${figures}`,
  };
}

/**
 * A goal's completion out of 100 as a two-slice pie, with the number and the task figures as text beside it;
 * a goal without tasks shows an empty ring and says so instead of "0%". The chart is one image to assistive
 * technology, named with the goal and the same words.
 */
export function GoalProgressChart(props: GoalProgressChartProps) {
  const { goalName, percentCompleted } = props;
  const theme = useTheme();
  const text = progressText(props);
  const remaining = 100 - percentCompleted;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box role="img" aria-label={`${goalName} goal: ${text.spoken}`} sx={{ width: SIZE }}>
        {/* Decorative inside the named image: no tooltip, no focus, no legend. */}
        <Box aria-hidden>
          <PieChart
            width={SIZE}
            height={SIZE}
            margin={0}
            hideLegend
            skipAnimation
            disableKeyboardNavigation
            slotProps={{ tooltip: { trigger: 'none' } }}
            series={[
              {
                data: [
                  { id: 'completed', value: percentCompleted, color: theme.palette.primary.main },
                  { id: 'remaining', value: remaining, color: theme.palette.grey[300] },
                ],
                innerRadius: SIZE / 4,
                outerRadius: SIZE / 2,
              },
            ]}
          />
        </Box>
      </Box>
      <Box aria-hidden>
        <Typography component="p" variant={text.detail ? 'h5' : 'body1'} sx={{ fontWeight: 700 }}>
          {text.headline}
        </Typography>
        {text.detail && (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              complete
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {text.detail}
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
}
