/**
 * The first element of every query key of the features whose numbers depend on each other (a goal's
 * completion and a meeting's task counts count tasks; a team's members include its students). One list,
 * so a feature can mark another's queries stale without importing it.
 */
export const QueryRoot = { goals: 'goals', meetings: 'meetings', tasks: 'tasks', teams: 'teams' } as const;
