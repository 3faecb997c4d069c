import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { UserType } from '@shared/constants';
import type { ListQuery } from '@shared/schemas/lists';
import type { StudentNotesQuery } from '@shared/schemas/student-notes';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/like';
import { teams, userNoteComments, userNotes, users, userTeams } from '../../db/schema';
import { preparedPerDatabase, preparedVariants } from '../../db/prepared';
import { nextVersion, stillAtVersion } from '../../db/version';
import { sharesTeam, usersId } from '../../db/membership-sql';

const author = alias(users, 'author');
const student = alias(users, 'student');

const userNotesUserId = sql`${sql.identifier('user_notes')}.${sql.identifier('user_id')}`;

// ---------------------------------------------------------------------------------------------------
// Teams and students.

export async function findTeamName(db: Db, teamId: string, locationId: string) {
  const [row] = await db
    .select({ name: teams.name })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.locationId, locationId)))
    .limit(1);
  return row?.name;
}

export async function teamHoldsStudent(db: Db, teamId: string, studentId: string, locationId: string) {
  const [row] = await db
    .select({ id: userTeams.id })
    .from(userTeams)
    .where(
      and(
        eq(userTeams.teamId, teamId),
        eq(userTeams.userId, studentId),
        eq(userTeams.locationId, locationId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

function studentsOfTeamFilter(teamId: string, locationId: string, query: ListQuery) {
  const search = query.Search ? containsPattern(query.Search) : undefined;
  return and(
    eq(userTeams.teamId, teamId),
    eq(userTeams.locationId, locationId),
    eq(users.locationId, locationId),
    eq(users.userTypeId, UserType.Student),
    // Deleted students vanish from lists; their notes stay readable for the school's admins.
    isNull(users.deletedAt),
    search ? or(ilike(users.firstName, search), ilike(users.lastName, search)) : undefined,
  );
}

/** One page of a team's students, by last then first name, in one query (total via count(*) over()). */
export async function listStudentsOfTeam(db: Db, teamId: string, locationId: string, query: ListQuery) {
  const order = query.SortDirection === 'desc' ? desc : asc;
  return db
    .select({
      id: users.id,
      userTeamId: userTeams.id,
      firstName: users.firstName,
      lastName: users.lastName,
      graduationYear: users.graduationYear,
      thirdPartyId: users.thirdPartyId,
      totalCount: sql<number>`cast(count(*) over() as integer)`,
    })
    .from(userTeams)
    .innerJoin(users, eq(users.id, userTeams.userId))
    .where(studentsOfTeamFilter(teamId, locationId, query))
    .orderBy(order(users.sortKey), order(users.id))
    .limit(query.PageSize)
    .offset(query.Page * query.PageSize);
}

/** How many students a team has (only asked when a page past the end came back empty). */
export async function countStudentsOfTeam(db: Db, teamId: string, locationId: string, query: ListQuery) {
  const [row] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(userTeams)
    .innerJoin(users, eq(users.id, userTeams.userId))
    .where(studentsOfTeamFilter(teamId, locationId, query));
  return row?.count ?? 0;
}

const studentStatement = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      graduationYear: users.graduationYear,
      callerSharesTeam: sharesTeam(usersId, sql.placeholder('callerId')),
    })
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('studentId')),
        eq(users.locationId, sql.placeholder('locationId')),
        eq(users.userTypeId, UserType.Student),
      ),
    )
    .limit(1)
    .prepare('find_student'),
);

/** A student of the caller's school and whether the caller shares a team with them. */
export async function findStudent(db: Db, studentId: string, locationId: string, callerId: string) {
  const [row] = await studentStatement(db).execute({ studentId, locationId, callerId });
  return row;
}

// ---------------------------------------------------------------------------------------------------
// Notes.

/** Comment counts of one student's notes, grouped once (no query per note). */
const commentCounts = (db: Db) =>
  db
    .select({
      userNoteId: userNoteComments.userNoteId,
      count: sql<number>`cast(count(*) as integer)`.as('comment_count'),
    })
    .from(userNoteComments)
    .innerJoin(userNotes, eq(userNotes.id, userNoteComments.userNoteId))
    .where(
      and(
        eq(userNotes.userId, sql.placeholder('studentId')),
        eq(userNoteComments.locationId, sql.placeholder('locationId')),
      ),
    )
    .groupBy(userNoteComments.userNoteId)
    .as('comment_counts');

type NotesOrder = Pick<StudentNotesQuery, 'Sort' | 'SortDirection'>;

/** The notes list, one prepared statement per sort column and direction. */
const notesStatement = preparedVariants(
  'student_notes',
  ({ Sort, SortDirection }: NotesOrder) => `${Sort}_${SortDirection}`,
  buildNotesStatement,
);

function buildNotesStatement(db: Db, { Sort, SortDirection }: NotesOrder, name: string) {
  const counts = commentCounts(db);
  const order = SortDirection === 'desc' ? desc : asc;
  const sortColumns =
    Sort === 'PostedBy' ? [order(author.sortKey), desc(userNotes.createdAt)] : [order(userNotes.createdAt)];
  return db
    .select({
      id: userNotes.id,
      userId: userNotes.userId,
      title: userNotes.title,
      note: userNotes.note,
      createdAt: userNotes.createdAt,
      createdByUserId: userNotes.createdByUserId,
      authorFirstName: author.firstName,
      authorLastName: author.lastName,
      commentCount: sql<number>`coalesce(${counts.count}, 0)`,
      totalCount: sql<number>`cast(count(*) over() as integer)`,
    })
    .from(userNotes)
    .innerJoin(author, eq(author.id, userNotes.createdByUserId))
    .leftJoin(counts, eq(counts.userNoteId, userNotes.id))
    .where(
      and(
        eq(userNotes.userId, sql.placeholder('studentId')),
        eq(userNotes.locationId, sql.placeholder('locationId')),
      ),
    )
    .orderBy(...sortColumns, asc(userNotes.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/**
 * One page of a student's notes with their authors and comment counts, in one query: the counts come
 * from a grouped join, the total from count(*) over().
 */
export async function listNotesOfStudent(
  db: Db,
  studentId: string,
  locationId: string,
  query: StudentNotesQuery,
) {
  return notesStatement(db, query).execute({
    studentId,
    locationId,
    limit: query.PageSize,
    offset: query.Page * query.PageSize,
  });
}

/** How many notes a student has (only asked when a page past the end came back empty). */
export async function countNotesOfStudent(db: Db, studentId: string, locationId: string) {
  const [row] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(userNotes)
    .where(and(eq(userNotes.userId, studentId), eq(userNotes.locationId, locationId)));
  return row?.count ?? 0;
}

/** A note of the caller's school with its student, its author and the caller's relation to the student. */
export async function findNote(db: Db, noteId: string, locationId: string, callerId: string) {
  const [row] = await db
    .select({
      id: userNotes.id,
      userId: userNotes.userId,
      teamId: userNotes.teamId,
      title: userNotes.title,
      note: userNotes.note,
      createdAt: userNotes.createdAt,
      createdByUserId: userNotes.createdByUserId,
      version: userNotes.version,
      authorFirstName: author.firstName,
      authorLastName: author.lastName,
      studentFirstName: student.firstName,
      studentLastName: student.lastName,
      studentGraduationYear: student.graduationYear,
      callerSharesTeam: sharesTeam(userNotesUserId, callerId),
    })
    .from(userNotes)
    .innerJoin(author, eq(author.id, userNotes.createdByUserId))
    .innerJoin(student, eq(student.id, userNotes.userId))
    .where(and(eq(userNotes.id, noteId), eq(userNotes.locationId, locationId)))
    .limit(1);
  return row;
}
export type NoteRow = NonNullable<Awaited<ReturnType<typeof findNote>>>;

export async function insertNote(
  db: Db,
  values: {
    districtId: string;
    locationId: string;
    userId: string;
    teamId: string | null;
    title: string;
    note: string;
    createdByUserId: string;
  },
) {
  const [row] = await db.insert(userNotes).values(values).returning({ id: userNotes.id });
  return row!.id;
}

/** Changes a note unless it is no longer at `expectedVersion` (when given); false when it did not. */
export async function updateNote(
  db: Db,
  noteId: string,
  locationId: string,
  values: { title: string; note: string; teamId: string | null },
  expectedVersion: number | undefined,
): Promise<boolean> {
  const rows = await db
    .update(userNotes)
    .set({ ...values, updatedAt: new Date(), version: nextVersion(userNotes.version) })
    .where(
      and(
        eq(userNotes.id, noteId),
        eq(userNotes.locationId, locationId),
        stillAtVersion(userNotes.version, expectedVersion),
      ),
    )
    .returning({ id: userNotes.id });
  return rows.length > 0;
}

/** Deletes a note; its comments go with it (on delete cascade). */
export async function deleteNote(db: Db, noteId: string, locationId: string) {
  await db.delete(userNotes).where(and(eq(userNotes.id, noteId), eq(userNotes.locationId, locationId)));
}

// ---------------------------------------------------------------------------------------------------
// Comments.

const commentColumns = {
  id: userNoteComments.id,
  userNoteId: userNoteComments.userNoteId,
  comment: userNoteComments.comment,
  createdAt: userNoteComments.createdAt,
  createdByUserId: userNoteComments.createdByUserId,
  version: userNoteComments.version,
  authorFirstName: author.firstName,
  authorLastName: author.lastName,
};

/** A note's comments with their authors, oldest first, in one query. */
export function listCommentsOfNote(db: Db, noteId: string, locationId: string) {
  return db
    .select(commentColumns)
    .from(userNoteComments)
    .innerJoin(author, eq(author.id, userNoteComments.createdByUserId))
    .where(and(eq(userNoteComments.userNoteId, noteId), eq(userNoteComments.locationId, locationId)))
    .orderBy(asc(userNoteComments.createdAt), asc(userNoteComments.id));
}
export type CommentRow = Awaited<ReturnType<typeof listCommentsOfNote>>[number];

/** A comment of the caller's school, with the student its note is about and the caller's relation to them. */
export async function findComment(db: Db, commentId: string, locationId: string, callerId: string) {
  const [row] = await db
    .select({
      ...commentColumns,
      studentId: userNotes.userId,
      callerSharesTeam: sharesTeam(userNotesUserId, callerId),
    })
    .from(userNoteComments)
    .innerJoin(author, eq(author.id, userNoteComments.createdByUserId))
    .innerJoin(userNotes, eq(userNotes.id, userNoteComments.userNoteId))
    .where(and(eq(userNoteComments.id, commentId), eq(userNoteComments.locationId, locationId)))
    .limit(1);
  return row;
}

export async function insertComment(
  db: Db,
  values: {
    districtId: string;
    locationId: string;
    userNoteId: string;
    comment: string;
    createdByUserId: string;
  },
) {
  const [row] = await db.insert(userNoteComments).values(values).returning({ id: userNoteComments.id });
  return row!.id;
}

/** Changes a comment unless it is no longer at `expectedVersion` (when given); false when it did not. */
export async function updateComment(
  db: Db,
  commentId: string,
  locationId: string,
  comment: string,
  expectedVersion: number | undefined,
): Promise<boolean> {
  const rows = await db
    .update(userNoteComments)
    .set({ comment, updatedAt: new Date(), version: nextVersion(userNoteComments.version) })
    .where(
      and(
        eq(userNoteComments.id, commentId),
        eq(userNoteComments.locationId, locationId),
        stillAtVersion(userNoteComments.version, expectedVersion),
      ),
    )
    .returning({ id: userNoteComments.id });
  return rows.length > 0;
}

export async function deleteComment(db: Db, commentId: string, locationId: string) {
  await db
    .delete(userNoteComments)
    .where(and(eq(userNoteComments.id, commentId), eq(userNoteComments.locationId, locationId)));
}
