import { AUDIT_PAGE_SIZE, type AuditKind, type AuditPage } from '@shared/schemas/audit';
import { notFound } from '../../errors';
import { authorizeAccess } from '../../plugins/record-access';
import type { ServiceContext } from '../../plugins/service-context';
import { findSchool } from '../school-calendar';
import { namedIds, rowImagesOf } from './fields';
import { canReadHistory, canReadNoteWords, isCallersRecord, readsEveryNote } from './policy';
import { presentEntry } from './presenter';
import * as repo from './repository';

const NOTE_KINDS = new Set(['student-note', 'student-note-comment']);

/** audit/getHistory/{kind}/{id}: a record's entries, newest first. */
export async function getHistory(
  ctx: ServiceContext,
  kind: AuditKind,
  id: string,
  page: number,
): Promise<AuditPage> {
  const { db, auth } = ctx;
  const record = await repo.findHistoryRecord(db, kind, id, auth.userId);
  if (!record || !isCallersRecord(auth, record)) throw notFound();
  authorizeAccess(auth, 'teamLead', canReadHistory(auth, record.callerLeadsTeam));
  return presentPage(ctx, await repo.listHistory(db, kind, id, auth.districtId, page));
}

export interface SchoolAuditQuery {
  personId?: string | undefined;
  kind?: AuditKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

/** audit/getSchool: the caller's school's entries, newest first, filtered. */
export async function getSchoolAudit(ctx: ServiceContext, query: SchoolAuditQuery): Promise<AuditPage> {
  const { db, auth } = ctx;
  const school = await findSchool(db, auth.locationId);
  if (!school) throw notFound();
  const { page, ...filter } = query;
  const rows = await repo.listSchoolEntries(
    db,
    { ...filter, locationId: auth.locationId, timeZone: school.timeZone },
    page,
  );
  return presentPage(ctx, rows);
}

/** The entries with their names, the words of student notes the caller may not read left out. */
async function presentPage({ db, auth }: ServiceContext, fetched: repo.EntryRow[]): Promise<AuditPage> {
  // The page's rows; one more was read only to tell whether older entries follow.
  const rows = fetched.slice(0, AUDIT_PAGE_SIZE);
  const ids = rows.flatMap((row) => [
    ...namedIds(rowImagesOf(row.changes)),
    ...[row.actorUserId, row.impersonatorUserId, row.recordId].filter((value) => value !== null),
  ]);
  const noteRows = readsEveryNote(auth) ? [] : rows.filter((row) => NOTE_KINDS.has(row.recordKind));
  const [names, studentOfNote] = await Promise.all([
    repo.findNames(db, [...new Set(ids)]),
    repo.findNoteStudents(
      db,
      noteRows.flatMap((row) =>
        row.recordKind === 'student-note-comment' && row.subjectId ? [row.subjectId] : [],
      ),
    ),
  ]);
  const studentOf = (row: repo.EntryRow) =>
    row.recordKind === 'student-note' ? row.subjectId : studentOfNote.get(row.subjectId ?? '');
  const readable = await repo.findStudentsSharingTeam(
    db,
    [...new Set(noteRows.map(studentOf).filter((id) => id !== null && id !== undefined))],
    auth.userId,
  );
  const hidesWords = (row: repo.EntryRow) => {
    if (!noteRows.includes(row)) return false;
    const student = studentOf(row);
    return !canReadNoteWords(auth, Boolean(student && readable.has(student)));
  };
  return {
    Items: rows.map((row) => presentEntry(row, names, hidesWords(row))),
    HasMore: fetched.length > AUDIT_PAGE_SIZE,
  };
}
