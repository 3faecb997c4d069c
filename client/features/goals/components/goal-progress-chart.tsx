import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const SIZE = 96;

interface GoalProgressChartProps {
  goalName: string;
  /** Floored on the server, 0 to 100. */
  percentCompleted: number;
}

/**
 * A goal's completion out of 100 as a two-slice pie, with the number as text beside it. The chart is one
 * image to assistive technology, named with the goal and its percentage.
 */
export function GoalProgressChart({ goalName, percentCompleted }: GoalProgressChartProps) {
  const theme = useTheme();
  const remaining = 100 - percentCompleted;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box role="img" aria-label={`${goalName} goal: ${percentCompleted}% complete`} sx={{ width: SIZE }}>
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
      <Box>
        <Typography component="p" variant="h5" sx={{ fontWeight: 700 }} aria-hidden>
          {percentCompleted}%
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-hidden>
          complete
        </Typography>
      </Box>
    </Box>
  );
}
