import { GoalMessages } from '@shared/schemas/goals';
import { paths } from '../../../config/paths';
import type { AdminGoalScope } from '../api/admin-goal-scope';

/** What differs between the district and the school goal screens: words and links. */
export const adminGoalText = {
  district: {
    caption: 'District goals',
    emptyMessage: GoalMessages.noDistrictGoals,
    savedMessage: GoalMessages.districtGoalSaved,
    readPath: paths.districtGoals,
    managePath: paths.manageDistrictGoals,
    formPath: paths.createDistrictGoal,
  },
  school: {
    caption: 'School goals',
    emptyMessage: GoalMessages.noSchoolGoals,
    savedMessage: GoalMessages.schoolGoalSaved,
    readPath: paths.schoolGoals,
    managePath: paths.manageSchoolGoals,
    formPath: paths.createSchoolGoal,
  },
} as const satisfies Record<AdminGoalScope, object>;
