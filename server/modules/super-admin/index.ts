/** What other modules may use of super-admin; everything else in the folder is its own. */
export { createSuperAdmin, describeResult, listSchoolChoices } from './create-super-admin';
