import type { ListQuery } from '@shared/schemas/lists';
import type { AdminGoalScope } from './admin-goal-scope';

/** Every goals query lives under ['goals'], so each mutation invalidates them all at once. */
export const goalKeys = {
  all: ['goals'] as const,
  adminList: (scope: AdminGoalScope, query: ListQuery) => ['goals', 'admin-list', scope, query] as const,
  adminGoal: (goalId: string) => ['goals', 'admin-goal', goalId] as const,
  teamList: (query: ListQuery) => ['goals', 'team-list', query] as const,
  teamGoal: (goalId: string) => ['goals', 'team-goal', goalId] as const,
  teamOptions: () => ['goals', 'team-options'] as const,
};
