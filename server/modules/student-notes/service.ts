import type { ListQuery } from '@shared/schemas/lists';
import type {
  NoteWithComments,
  StudentNoteComment,
  StudentNoteCreateEditVM,
  StudentNotesQuery,
  StudentNoteVM,
  StudentsOfTeam,
} from '@shared/schemas/student-notes';
import { pageTotal } from '../../db/page-total';
import { badRequest, notFound, staleOrNotFound } from '../../errors';
import { hasVisibleText, sanitizeRichText } from '../../lib/sanitize-html';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import { allowWithoutRecord, authorizeAccess } from '../../plugins/record-access';
import { canEditTeam, canViewTeam, loadTeamAccess } from '../teams';
import { noticeNoteComment } from '../notifications';
import { canAccessStudentNotes, canChangeOwnWriting } from './policy';
import {
  presentComment,
  presentNewNoteForm,
  presentNoteForm,
  presentNoteListItem,
  presentNoteWithComments,
  presentStudentHeader,
  presentStudentsOfTeam,
  UNNAMED_STUDENT,
} from './presenter';
import * as repo from './repository';

/** Answers 404 for another school's student (or no student), 403 for one the caller shares no team with. */
async function loadStudent(ctx: ServiceContext, studentId: string) {
  const { db, auth } = ctx;
  const student = await repo.findStudent(db, studentId, auth.locationId, auth.userId);
  if (!student) throw notFound();
  authorizeAccess(auth, 'teamMember', canAccessStudentNotes(auth, student.callerSharesTeam));
  return student;
}

async function loadNote(ctx: ServiceContext, noteId: string) {
  const { db, auth } = ctx;
  const note = await repo.findNote(db, noteId, auth.locationId, auth.userId);
  if (!note) throw notFound();
  authorizeAccess(auth, 'teamMember', canAccessStudentNotes(auth, note.callerSharesTeam));
  return note;
}

async function loadComment(ctx: ServiceContext, commentId: string) {
  const { db, auth } = ctx;
  const comment = await repo.findComment(db, commentId, auth.locationId, auth.userId);
  if (!comment) throw notFound();
  authorizeAccess(auth, 'teamMember', canAccessStudentNotes(auth, comment.callerSharesTeam));
  return comment;
}

/**
 * The students of a team its members (and the school's admins) may see, with whether the caller may remove
 * them (userteam/delete's own rule, from the teams policy).
 */
export async function getStudentsOfTeam(
  ctx: ServiceContext,
  teamId: string,
  query: ListQuery,
): Promise<StudentsOfTeam> {
  const { db, auth } = ctx;
  const access = await loadTeamAccess(db, auth, teamId);
  authorizeAccess(auth, 'teamMember', canViewTeam(auth, access));
  const teamName = await repo.findTeamName(db, teamId, auth.locationId);
  if (teamName === undefined) throw notFound();
  const rows = await repo.listStudentsOfTeam(db, teamId, auth.locationId, query);
  const total = await pageTotal(rows, query.Page, () =>
    repo.countStudentsOfTeam(db, teamId, auth.locationId, query),
  );
  return presentStudentsOfTeam({ id: teamId, name: teamName }, rows, total, {
    removeStudents: canEditTeam(auth, access),
  });
}

/** The student and one page of every note written about them, whichever team it was written from. */
export async function getStudentNotes(
  ctx: ServiceContext,
  studentId: string,
  query: StudentNotesQuery,
): Promise<StudentNoteVM> {
  const { db, auth } = ctx;
  const student = await loadStudent(ctx, studentId);
  if (query.TeamId && !(await repo.findTeamName(db, query.TeamId, auth.locationId))) throw notFound();
  const rows = await repo.listNotesOfStudent(db, studentId, auth.locationId, query);
  return {
    ...presentStudentHeader(student),
    UserNotes: {
      TotalCount: await pageTotal(rows, query.Page, () =>
        repo.countNotesOfStudent(db, studentId, auth.locationId),
      ),
      Items: rows.map((row) => presentNoteListItem(auth, student.callerSharesTeam, row)),
    },
  };
}

/**
 * The note form's data: an existing note, or (id null) an empty note about the student in `studentId`.
 * The spec's call for a new note names no student: the form is blank and about the spec's empty student
 * id; the spec's screen knows its student from its route and names it in usernote/Save, which checks it.
 */
export async function getNoteForm(
  ctx: ServiceContext,
  noteId: string | null,
  studentId: string | undefined,
): Promise<StudentNoteCreateEditVM> {
  if (noteId === null) {
    if (!studentId) allowWithoutRecord(ctx.auth);
    const student = studentId ? await loadStudent(ctx, studentId) : UNNAMED_STUDENT;
    return presentNewNoteForm(student);
  }
  const note = await loadNote(ctx, noteId);
  return presentNoteForm(note, {
    edit: canChangeOwnWriting(ctx.auth, note.callerSharesTeam, note.createdByUserId),
  });
}

export interface SaveNoteInput {
  id: string | null;
  Title: string;
  Note: string;
  UserId: string;
  TeamId?: string | null | undefined;
  Version?: number | undefined;
}

/**
 * Creates or updates a note. The HTML is sanitised before it is stored. An existing note keeps its
 * student (UserId must match); a new TeamId must be a team of the school that holds the student.
 */
export async function saveNote(ctx: ServiceContext, input: SaveNoteInput): Promise<string> {
  const { db, auth } = ctx;
  const note = sanitizeRichText(input.Note);
  if (!hasVisibleText(note)) throw badRequest('Note: A note is required');
  const existing = input.id === null ? null : await loadNote(ctx, input.id);
  if (existing) {
    if (existing.userId !== input.UserId) throw badRequest('UserId: A note cannot move to another student');
    authorizeAccess(
      auth,
      'owner',
      canChangeOwnWriting(auth, existing.callerSharesTeam, existing.createdByUserId),
    );
  } else {
    await loadStudent(ctx, input.UserId);
  }
  const teamId = input.TeamId ?? existing?.teamId ?? null;
  // A note keeps the team it was filed under; a new or changed team must hold the student and, for
  // anyone but an admin, the writer too.
  if (teamId && teamId !== existing?.teamId) {
    if (!(await repo.teamHoldsStudent(db, teamId, input.UserId, auth.locationId))) {
      throw badRequest('TeamId: The student is not a member of this team');
    }
    authorizeAccess(auth, 'teamMember', canViewTeam(auth, await loadTeamAccess(db, auth, teamId)));
  }
  if (existing) {
    const values = { title: input.Title, note, teamId };
    const updated = await withTransaction(ctx, (tx) =>
      repo.updateNote(tx.db, existing.id, auth.locationId, values, input.Version),
    );
    if (!updated) throw staleOrNotFound(input.Version);
    return existing.id;
  }
  return withTransaction(ctx, (tx) =>
    repo.insertNote(tx.db, {
      districtId: auth.districtId,
      locationId: auth.locationId,
      userId: input.UserId,
      teamId,
      title: input.Title,
      note,
      createdByUserId: auth.userId,
    }),
  );
}

export async function deleteNote(ctx: ServiceContext, noteId: string): Promise<string> {
  const note = await loadNote(ctx, noteId);
  authorizeAccess(
    ctx.auth,
    'owner',
    canChangeOwnWriting(ctx.auth, note.callerSharesTeam, note.createdByUserId),
  );
  await withTransaction(ctx, (tx) => repo.deleteNote(tx.db, note.id, ctx.auth.locationId));
  return note.id;
}

export async function getNoteWithComments(ctx: ServiceContext, noteId: string): Promise<NoteWithComments> {
  const note = await loadNote(ctx, noteId);
  const comments = await repo.listCommentsOfNote(ctx.db, noteId, ctx.auth.locationId);
  return presentNoteWithComments(ctx.auth, note, comments);
}

export async function getComment(ctx: ServiceContext, commentId: string): Promise<StudentNoteComment> {
  const comment = await loadComment(ctx, commentId);
  return presentComment(ctx.auth, comment.callerSharesTeam, comment);
}

export interface SaveCommentInput {
  Id: string | null;
  Comment: string;
  UserNoteId: string;
  Version?: number | undefined;
}

/** Creates or updates a plain-text comment; an existing comment stays on its note. */
export async function saveComment(ctx: ServiceContext, input: SaveCommentInput): Promise<string> {
  const { auth } = ctx;
  if (input.Id === null) {
    const note = await loadNote(ctx, input.UserNoteId);
    return withTransaction(ctx, async (tx) => {
      const commentId = await repo.insertComment(tx.db, {
        districtId: auth.districtId,
        locationId: auth.locationId,
        userNoteId: note.id,
        comment: input.Comment,
        createdByUserId: auth.userId,
      });
      await noticeNoteComment(tx, { id: commentId, noteId: note.id }, auth.userId);
      return commentId;
    });
  }
  const existing = await loadComment(ctx, input.Id);
  if (existing.userNoteId !== input.UserNoteId) {
    throw badRequest('UserNoteId: A comment cannot move to another note');
  }
  authorizeAccess(
    auth,
    'owner',
    canChangeOwnWriting(auth, existing.callerSharesTeam, existing.createdByUserId),
  );
  const updated = await withTransaction(ctx, (tx) =>
    repo.updateComment(tx.db, existing.id, auth.locationId, input.Comment, input.Version),
  );
  if (!updated) throw staleOrNotFound(input.Version);
  return existing.id;
}

export async function deleteComment(ctx: ServiceContext, commentId: string): Promise<string> {
  const comment = await loadComment(ctx, commentId);
  authorizeAccess(
    ctx.auth,
    'owner',
    canChangeOwnWriting(ctx.auth, comment.callerSharesTeam, comment.createdByUserId),
  );
  await withTransaction(ctx, (tx) => repo.deleteComment(tx.db, comment.id, ctx.auth.locationId));
  return comment.id;
}
