import { EMPTY_GUID } from '@shared/constants';
import { fInitialLastName, fullName } from '@shared/names';
import type {
  NoteStudent,
  NoteWithComments,
  StudentHeader,
  StudentNoteComment,
  StudentNoteCreateEditVM,
  StudentNoteListItem,
  StudentsOfTeam,
} from '@shared/schemas/student-notes';
import type { AuthContext } from '../../plugins/auth';
import { canChangeOwnWriting } from './policy';
import type { CommentRow, listStudentsOfTeam, NoteRow } from './repository';

/** A student's columns as the presenters take them. */
interface StudentColumns {
  id: string;
  firstName: string;
  lastName: string;
  graduationYear: number | null;
}

export const presentStudentHeader = (student: StudentColumns): StudentHeader => ({
  UserId: student.id,
  FirstName: student.firstName,
  LastName: student.lastName,
  UserFullName: fullName({ FirstName: student.firstName, LastName: student.lastName }),
  GraduationYear: student.graduationYear,
});

/** The student of a note, with the spec's UserFirstName and UserLastName beside our header's names. */
export const presentNoteStudent = (student: StudentColumns): NoteStudent => ({
  ...presentStudentHeader(student),
  UserFirstName: student.firstName,
  UserLastName: student.lastName,
});

/** A new note about no student yet: the spec's empty student id (the all-zero GUID) and empty names. */
export const UNNAMED_STUDENT: StudentColumns = {
  id: EMPTY_GUID,
  firstName: '',
  lastName: '',
  graduationYear: null,
};

/** The student columns of a note row, as presentNoteStudent takes them. */
export const studentOfNote = (note: NoteRow): StudentColumns => ({
  id: note.userId,
  firstName: note.studentFirstName,
  lastName: note.studentLastName,
  graduationYear: note.studentGraduationYear,
});

const postedBy = (row: { authorFirstName: string; authorLastName: string }) =>
  fInitialLastName({ FirstName: row.authorFirstName, LastName: row.authorLastName });

/** A note in the student's list; the caller may read the student's notes (checked before). */
export function presentNoteListItem(
  auth: AuthContext,
  callerSharesTeam: boolean,
  row: {
    id: string;
    userId: string;
    title: string;
    note: string;
    createdAt: Date;
    createdByUserId: string;
    authorFirstName: string;
    authorLastName: string;
    commentCount: number;
  },
): StudentNoteListItem {
  const allowed = canChangeOwnWriting(auth, callerSharesTeam, row.createdByUserId);
  return {
    Id: row.id,
    UserId: row.userId,
    Title: row.title,
    Note: row.note,
    DatePosted: row.createdAt.toISOString(),
    PostedByFInitialLastName: postedBy(row),
    UserNoteCommentCount: Number(row.commentCount),
    AllowedToEdit: allowed,
    AllowedToDelete: allowed,
  };
}

export function presentComment(
  auth: AuthContext,
  callerSharesTeam: boolean,
  row: CommentRow,
): StudentNoteComment {
  const allowed = canChangeOwnWriting(auth, callerSharesTeam, row.createdByUserId);
  return {
    Id: row.id,
    UserNoteId: row.userNoteId,
    Comment: row.comment,
    DateCommented: row.createdAt.toISOString(),
    PostedByFirstName: row.authorFirstName,
    PostedByLastName: row.authorLastName,
    PostedByFInitialLastName: postedBy(row),
    AllowedToEdit: allowed,
    AllowedToDelete: allowed,
    Version: row.version,
  };
}

export function presentNoteWithComments(
  auth: AuthContext,
  note: NoteRow,
  comments: CommentRow[],
): NoteWithComments {
  const allowed = canChangeOwnWriting(auth, note.callerSharesTeam, note.createdByUserId);
  return {
    ...presentNoteStudent(studentOfNote(note)),
    Id: note.id,
    Title: note.title,
    Note: note.note,
    DatePosted: note.createdAt.toISOString(),
    PostedByFInitialLastName: postedBy(note),
    AllowedToEdit: allowed,
    AllowedToDelete: allowed,
    UserNoteComments: comments.map((comment) => presentComment(auth, note.callerSharesTeam, comment)),
  };
}

type StudentOfTeamRow = Awaited<ReturnType<typeof listStudentsOfTeam>>[number];

/** One page of a team's students, and whether the caller may remove students from the team. */
export const presentStudentsOfTeam = (
  team: { id: string; name: string },
  rows: StudentOfTeamRow[],
  totalCount: number,
  rights: { removeStudents: boolean },
): StudentsOfTeam => ({
  TeamId: team.id,
  TeamName: team.name,
  AllowedToRemoveStudents: rights.removeStudents,
  TotalCount: totalCount,
  Items: rows.map((row) => ({
    Id: row.id,
    UserTeamId: row.userTeamId,
    FirstName: row.firstName,
    LastName: row.lastName,
    FullName: `${row.firstName} ${row.lastName}`,
    GraduationYear: row.graduationYear,
    ThirdPartyId: row.thirdPartyId,
  })),
});

/** The form for a new note about `student`: what the caller writes is theirs to edit. */
export const presentNewNoteForm = (student: StudentColumns): StudentNoteCreateEditVM => ({
  ...presentNoteStudent(student),
  Id: null,
  Title: '',
  Note: '',
  TeamId: null,
  AllowedToEdit: true,
  Version: null,
});

/** The form for an existing note, and whether the caller may change it. */
export const presentNoteForm = (note: NoteRow, rights: { edit: boolean }): StudentNoteCreateEditVM => ({
  ...presentNoteStudent(studentOfNote(note)),
  Id: note.id,
  Title: note.title,
  Note: note.note,
  TeamId: note.teamId,
  AllowedToEdit: rights.edit,
  Version: note.version,
});
