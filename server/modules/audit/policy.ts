import type { AuthContext } from '../../plugins/auth';
import { canAccessStudentNotes } from '../student-notes';
import type { HistoryRecord } from './repository';

/**
 * Who reads the audit log. A record's History: the admins of its school and the leads of its team (a
 * meeting's teams, a goal's teams, a person's teams); a district goal's, the district's admins. The
 * school's audit screen: its admins (the route's declared access). A student note's words: whoever may
 * read the note (student-notes' rule); anyone else sees that it changed, not what it says.
 */

/** The record is the caller's school's (or, a district goal, their district's); anything else is not found. */
export const isCallersRecord = (auth: AuthContext, record: HistoryRecord) =>
  record.districtId === auth.districtId &&
  (record.locationId === auth.locationId || record.locationId === null);

/** A record's History (AllowedToSeeHistory): teams' rule, since it follows the record's team. */
export { canReadHistory } from '../teams';

export const canReadNoteWords = (auth: AuthContext, callerSharesTeamWithStudent: boolean) =>
  canAccessStudentNotes(auth, callerSharesTeamWithStudent);

/** Admins read every note of their school: no need to ask which students the caller shares a team with. */
export const readsEveryNote = (auth: AuthContext) => canAccessStudentNotes(auth, false);
