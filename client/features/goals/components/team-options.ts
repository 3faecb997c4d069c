import type { Option } from '@shared/schemas/common';
import type { TeamGoal } from '@shared/schemas/goals';
import { useTeamsForGoals } from '../api/get-teams-for-goals';

/**
 * The Team Assignment choices: the teams the server lets the caller give a goal. An edited goal keeps its
 * team in the list even when the caller may not choose it anew, so the select never shows an unknown value.
 */
export function useTeamOptions(goal: TeamGoal | null) {
  const teams = useTeamsForGoals();
  const current: Option | null = goal ? { Id: goal.GoalTeam.TeamId, Name: goal.TeamName } : null;
  const options =
    teams.data && current && !teams.data.some((team) => team.Id === current.Id)
      ? [...teams.data, current]
      : teams.data;
  return { options, error: teams.error, isError: teams.isError };
}
