/** task/exportByTeamId/{id}.csv: all of a team's tasks as a download (the session cookie goes with the link). */
export const teamTasksCsvHref = (teamId: string) =>
  `/api/v1/task/exportByTeamId/${encodeURIComponent(teamId)}.csv`;
