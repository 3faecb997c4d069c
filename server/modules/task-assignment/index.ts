/** What other modules may use of task-assignment; everything else in the folder is its own. */
export { teamsForAssigningTo } from './policy';
export { presentPersonOption } from './presenter';
