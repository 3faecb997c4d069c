import Stack from '@mui/material/Stack';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { HistoryPanel } from '../../features/audit/components/history-panel';
import { useTeamGoal } from '../../features/goals/api/get-team-goal';
import { TeamGoalForm } from '../../features/goals/components/team-goal-form';
import { backTo } from '../../hooks/use-return-to';
import { useRouteTitle } from '../route-handle';

/** /createGoal/{goalId}: goal id 0 is a new team goal. */
export default function CreateGoalRoute() {
  const { goalId = '0' } = useParams();
  // Opened from a team's home: the form starts with that team chosen.
  const [search] = useSearchParams();
  const goal = useTeamGoal(goalId, goalId !== '0');
  return (
    <Stack spacing={3}>
      <PageHeader title={useRouteTitle() ?? ''} back={backTo(paths.teamGoals.path)} />
      <TeamGoalForm key={goalId} goalId={goalId} initialTeamId={search.get('teamId')} />
      {goal.data?.AllowedToSeeHistory && <HistoryPanel key={`history-${goalId}`} kind="goal" id={goalId} />}
    </Stack>
  );
}
