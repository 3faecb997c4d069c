/** goal/exportByTeamId/{id}.csv: all of a team's goals as a download (the session cookie goes with the link). */
export const teamGoalsCsvHref = (teamId: string) =>
  `/api/v1/goal/exportByTeamId/${encodeURIComponent(teamId)}.csv`;
