import type { AdminGoalKind } from '@shared/schemas/goals';

/**
 * District and school goals share one shape and one set of screens; only their endpoints differ.
 * The scope picks the endpoint, so the api files stay one per endpoint pair instead of two copies.
 */
export type AdminGoalScope = 'district' | 'school';

export const adminGoalEndpoints = {
  district: { list: '/goal/getDistrictGoals', save: '/goal/saveDistrictGoal', kind: 'District' },
  school: { list: '/goal/getSchoolGoals', save: '/goal/saveSchoolGoal', kind: 'School' },
} as const satisfies Record<AdminGoalScope, { list: string; save: string; kind: AdminGoalKind }>;
