import type { Option } from '@shared/schemas/common';
import type { TeamGoal } from '@shared/schemas/goals';
import { useLocationTeams } from '../api/get-location-teams';
import { useMyTeamOptions } from '../api/get-my-team-options';

/**
 * The teams a goal may be assigned to: every team of the school for an admin, the caller's own teams
 * otherwise (the server refuses the rest). An edited goal keeps its team in the list even when the
 * caller is not on it, so the select never shows an unknown value.
 */
export function useTeamOptions(isAdmin: boolean, goal: TeamGoal | null) {
  const locationTeams = useLocationTeams(isAdmin);
  const myTeams = useMyTeamOptions(!isAdmin);
  const teams = isAdmin ? locationTeams : myTeams;
  const current: Option | null = goal ? { Id: goal.GoalTeam.TeamId, Name: goal.TeamName } : null;
  const options =
    teams.data && current && !teams.data.some((team) => team.Id === current.Id)
      ? [...teams.data, current]
      : teams.data;
  return { options, error: teams.error, isError: teams.isError };
}
