/** What other modules may use of student-notes; everything else in the folder is its own. */
export { canAccessStudentNotes } from './policy';
