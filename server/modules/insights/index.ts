/** What other modules may use of insights; everything else in the folder is its own. */
export { canSeeDistrictInsights, canSeeSchoolInsights } from './policy';
