import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ListAltIcon from '@mui/icons-material/ListAlt';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { GoalStatus } from '@shared/constants';
import type { TeamGoalListItem } from '@shared/schemas/goals';
import { href, paths } from '../../../config/paths';
import { GoalProgressChart } from './goal-progress-chart';
import { targetDateText } from './target-date';

interface TeamGoalCardProps {
  goal: TeamGoalListItem;
  onDelete: (goal: TeamGoalListItem) => void;
  onMarkCompleted: (goal: TeamGoalListItem) => void;
  onReopen: (goal: TeamGoalListItem) => void;
  /** The goal whose completion or reopening is being saved, so its button shows progress. */
  isChangingStatus: boolean;
}

/** One goal on /teamGoals: its team, progress and task counts, and the actions the server allows. */
export function TeamGoalCard({
  goal,
  onDelete,
  onMarkCompleted,
  onReopen,
  isChangingStatus,
}: TeamGoalCardProps) {
  const headingId = `goal-${goal.GoalId}`;
  const isClosed = goal.GoalStatusId === GoalStatus.Closed;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
            {goal.GoalName}
          </Typography>
          {isClosed && <Chip size="small" color="success" label="Completed" />}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {goal.TeamName}
        </Typography>
        {goal.GoalDescription && <Typography sx={{ mt: 1.5 }}>{goal.GoalDescription}</Typography>}
        <Stack
          // Side by side only where the card is wide: full-width cards (sm) and two columns on xl.
          direction={{ xs: 'column', sm: 'row', md: 'column', xl: 'row' }}
          spacing={{ xs: 2, sm: 3, md: 2, xl: 3 }}
          sx={{ mt: 2, alignItems: { xs: 'flex-start', sm: 'center', md: 'flex-start', xl: 'center' } }}
        >
          <GoalProgressChart
            goalName={goal.GoalName}
            percentCompleted={goal.GoalPercentageCompleted}
            totalTasks={goal.TotalTasks}
            tasksCompleted={goal.TasksCompleted}
            isClosed={isClosed}
          />
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'max-content auto',
              columnGap: 1,
              rowGap: 0.5,
              '& dd': { m: 0, fontWeight: 600 },
            }}
          >
            <GoalFact label="Target Date" value={targetDateText(goal.TargetDate)} />
            <GoalFact label="Tasks Remaining" value={goal.TasksRemaining} />
            <GoalFact label="Members With Assigned Tasks" value={goal.MemberCountWithAssignedTasks} />
          </Box>
        </Stack>
      </CardContent>
      <CardActions
        sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        <Button
          component={RouterLink}
          to={href(paths.teamTasks, { goalId: goal.GoalId })}
          size="small"
          variant="outlined"
          startIcon={<ListAltIcon />}
          aria-label={`Tasks of ${goal.GoalName}`}
        >
          Tasks
        </Button>
        <GoalStatusButton
          goal={goal}
          onMarkCompleted={onMarkCompleted}
          onReopen={onReopen}
          busy={isChangingStatus}
        />
        {!goal.ReadOnly && (
          <>
            <Button
              component={RouterLink}
              to={href(paths.createGoal, { goalId: goal.GoalId })}
              size="small"
              startIcon={<EditOutlinedIcon />}
              aria-label={`Edit ${goal.GoalName}`}
            >
              Edit
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              aria-label={`Delete ${goal.GoalName}`}
              onClick={() => onDelete(goal)}
            >
              Delete
            </Button>
          </>
        )}
      </CardActions>
    </Card>
  );
}

/**
 * Mark Completed on an open goal, Reopen on a completed one, as the server allows. One button whichever it
 * is, so the focus stays on it when one becomes the other; for that it is never disabled (a disabled button
 * drops the focus), and a click while its change is saving does nothing. Its name starts with its visible
 * text (WCAG 2.5.3).
 */
function GoalStatusButton({
  goal,
  onMarkCompleted,
  onReopen,
  busy,
}: Pick<TeamGoalCardProps, 'goal' | 'onMarkCompleted' | 'onReopen'> & { busy: boolean }) {
  const completes = goal.AllowedToMarkGoalAsCompleted;
  if (!completes && !goal.AllowedToMarkGoalAsOpen) return null;
  const label = completes ? 'Mark Completed' : 'Reopen';
  return (
    <Button
      size="small"
      variant="outlined"
      color={completes ? 'success' : 'primary'}
      startIcon={completes ? <CheckCircleOutlineIcon /> : <ReplayIcon />}
      aria-label={`${label}: ${goal.GoalName}`}
      aria-busy={busy}
      onClick={() => {
        if (busy) return;
        if (completes) onMarkCompleted(goal);
        else onReopen(goal);
      }}
    >
      {label}
    </Button>
  );
}

function GoalFact({ label, value }: { label: string; value: string | number }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}:
      </Typography>
      <Typography component="dd" variant="body2">
        {value}
      </Typography>
    </>
  );
}
