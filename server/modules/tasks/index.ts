/** What other modules may use of tasks; everything else in the folder is its own. */
export { canEditTask } from './policy';
export { listOpenMeetingTasksOfTeam, moveTasksOfAgendaItems } from './repository';
export type { TaskRow } from './repository';
export { loadVisibleTask } from './service';
