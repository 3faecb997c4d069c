import type { ListQuery } from '@shared/schemas/lists';
import type { AdminGoalScope } from './admin-goal-scope';
import { QueryRoot } from '../../../lib/query-roots';

/** Every goals query lives under [QueryRoot.goals], so each mutation invalidates them all at once. */
export const goalKeys = {
  all: [QueryRoot.goals] as const,
  adminList: (scope: AdminGoalScope, query: ListQuery) =>
    [QueryRoot.goals, 'admin-list', scope, query] as const,
  adminGoal: (goalId: string) => [QueryRoot.goals, 'admin-goal', goalId] as const,
  teamList: (query: ListQuery) => [QueryRoot.goals, 'team-list', query] as const,
  teamGoal: (goalId: string) => [QueryRoot.goals, 'team-goal', goalId] as const,
  teamOptions: () => [QueryRoot.goals, 'team-options'] as const,
};
