import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { GoalStatus, NEW_ID_STRING } from '@shared/constants';
import { HomeSection } from '../../../components/home-section';
import { LoadError } from '../../../components/load-error';
import { href, paths } from '../../../config/paths';
import { TEAM_FILTER_PARAM } from '../../../hooks/use-team-filter';
import { useMyTeamGoals } from '../api/get-my-team-goals';

const SHOWN = 10;

/** A team's goals on its home, each with its progress; Create a Goal (the form starts on this team). */
export function TeamGoalsSection({ teamId, canCreate }: { teamId: string; canCreate: boolean }) {
  const goals = useMyTeamGoals({ Page: 0, PageSize: SHOWN, SortDirection: 'asc', TeamId: teamId });
  const forTeam = `?${TEAM_FILTER_PARAM}=${encodeURIComponent(teamId)}`;
  const create = canCreate && (
    <Button
      variant="outlined"
      startIcon={<AddIcon />}
      component={RouterLink}
      to={`${href(paths.createGoal, { goalId: NEW_ID_STRING })}${forTeam}`}
    >
      Create a Goal
    </Button>
  );
  return (
    <HomeSection title="Goals" action={create}>
      {goals.isError && <LoadError error={goals.error} />}
      {goals.data?.Items.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>No goals yet.</Typography>
      )}
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {(goals.data?.Items ?? []).map((goal) => (
          <li key={goal.GoalId}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={href(paths.teamTasks, { goalId: goal.GoalId })}>
                {goal.GoalName}
              </Link>
              {goal.GoalStatusId === GoalStatus.Closed && (
                <Chip label="Completed" size="small" color="success" variant="outlined" />
              )}
            </Stack>
            <LinearProgress
              variant="determinate"
              value={goal.GoalPercentageCompleted}
              aria-label={`${goal.GoalName}: ${goal.GoalPercentageCompleted}% of its tasks done`}
              sx={{ my: 0.5, height: 8, borderRadius: 1 }}
            />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {goal.TasksCompleted} of {goal.TotalTasks} tasks done · {goal.GoalPercentageCompleted}%
            </Typography>
          </li>
        ))}
      </Stack>
      {goals.data && goals.data.TotalCount > 0 && (
        <Link component={RouterLink} to={`${paths.teamGoals.path}${forTeam}`}>
          {goals.data.TotalCount > SHOWN ? `All ${goals.data.TotalCount} goals` : 'Team goals'}
        </Link>
      )}
    </HomeSection>
  );
}
