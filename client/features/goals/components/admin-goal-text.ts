import { GoalMessages } from '@shared/schemas/goals';
import AddIcon from '@mui/icons-material/Add';
import { createElement } from 'react';
import type { PageAction } from '../../../components/page-action';
import { href, paths } from '../../../config/paths';
import type { AdminGoalScope } from '../api/admin-goal-scope';

/** Add Goal: the manage screen's action, and the next step from an empty list for admins. */
export const addGoalAction = (scope: AdminGoalScope): PageAction => ({
  label: 'Add Goal',
  to: href(adminGoalText[scope].formPath, { goalId: '0' }),
  icon: createElement(AddIcon),
});

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
