import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AUDIT_PAGE_SIZE, type AuditKind } from '@shared/schemas/audit';
import type { Db } from '../../db/database';
import { isTeamLead, sharesTeam } from '../../db/membership-sql';
import { selectRows } from '../../db/rows';

/**
 * The audit log's reads (the entries are written by the database's triggers, migration 0021). A History
 * panel reads its record's entries through the subjects they name; the school's screen reads by school.
 */

/** Whom a History is about: its school (null for a district goal), and whether the caller leads its team. */
export interface HistoryRecord {
  districtId: string;
  locationId: string | null;
  callerLeadsTeam: boolean;
}

const recordSchema = z.strictObject({
  districtId: z.string(),
  locationId: z.string().nullable(),
  callerLeadsTeam: z.boolean(),
});

/** The record a History panel is opened on, with the caller's lead role over it. */
const recordQueries: Record<AuditKind, (id: string, callerId: string) => SQL> = {
  meeting: (id, callerId) => sql`select m.district_id as "districtId", m.location_id as "locationId",
      exists (select 1 from meeting_teams mt where mt.meeting_id = m.id and ${isTeamLead(sql`mt.team_id`, callerId)})
        as "callerLeadsTeam"
    from meetings m where m.id = ${id}`,
  task: (id, callerId) => sql`select t.district_id as "districtId", t.location_id as "locationId",
      coalesce(${isTeamLead(sql`t.team_id`, callerId)}, false) as "callerLeadsTeam"
    from tasks t where t.id = ${id}`,
  goal: (id, callerId) => sql`select g.district_id as "districtId", g.location_id as "locationId",
      exists (select 1 from goal_teams gt where gt.goal_id = g.id and ${isTeamLead(sql`gt.team_id`, callerId)})
        as "callerLeadsTeam"
    from goals g where g.id = ${id}`,
  team: (id, callerId) => sql`select t.district_id as "districtId", t.location_id as "locationId",
      ${isTeamLead(sql`t.id`, callerId)} as "callerLeadsTeam"
    from teams t where t.id = ${id}`,
  user: (id, callerId) => sql`select u.district_id as "districtId", u.location_id as "locationId",
      exists (select 1 from user_teams ut where ut.user_id = u.id and ${isTeamLead(sql`ut.team_id`, callerId)})
        as "callerLeadsTeam"
    from users u where u.id = ${id} and u.deleted_at is null`,
};

export async function findHistoryRecord(
  db: Db,
  kind: AuditKind,
  id: string,
  callerId: string,
): Promise<HistoryRecord | undefined> {
  const [row] = await selectRows(db, recordQueries[kind](id, callerId), recordSchema);
  return row;
}

/**
 * The subjects whose entries make up a record's History: the record, and what belongs to it with a
 * subject of its own (a meeting's agenda and its items, a person's student notes).
 */
const historySubjects: Record<AuditKind, (id: string) => SQL> = {
  meeting: (id) => sql`select 'meeting', ${id}::uuid
    union all select 'agenda', a.id from agendas a where a.meeting_id = ${id}
    union all select 'agenda-item', i.id from agenda_items i join agendas a on a.id = i.agenda_id
      where a.meeting_id = ${id}`,
  task: (id) => sql`select 'task', ${id}::uuid`,
  goal: (id) => sql`select 'goal', ${id}::uuid`,
  team: (id) => sql`select 'team', ${id}::uuid`,
  user: (id) => sql`select 'user', ${id}::uuid
    union all select 'student-note', n.id from user_notes n where n.user_id = ${id}`,
};

/** The subject kinds each choice of the school screen's kind filter stands for. */
const kindSubjects: Record<AuditKind, string[]> = {
  meeting: ['meeting', 'agenda', 'agenda-item'],
  task: ['task'],
  goal: ['goal'],
  team: ['team'],
  user: ['user', 'student-note'],
};

/** Exactly the columns selected, without transforms: a production process takes the driver's rows as they are. */
export const entryRowSchema = z.strictObject({
  id: z.string(),
  /** ISO 8601 text: the drivers differ in how they hand over a timestamp. */
  occurredAt: z.string(),
  actorUserId: z.string().nullable(),
  impersonatorUserId: z.string().nullable(),
  recordKind: z.string(),
  recordId: z.string().nullable(),
  subjectKind: z.string().nullable(),
  subjectId: z.string().nullable(),
  action: z.enum(['insert', 'update', 'delete', 'purge']),
  changes: z.record(z.string(), z.unknown()),
});
export type EntryRow = z.infer<typeof entryRowSchema>;

const entryColumns = sql`e.sequence::text as id, to_json(e.occurred_at) #>> '{}' as "occurredAt", e.actor_user_id as "actorUserId",
  e.impersonator_user_id as "impersonatorUserId", e.record_kind as "recordKind", e.record_id as "recordId",
  e.subject_kind as "subjectKind", e.subject_id as "subjectId", e.action, e.changes`;

/** A page of entries and one more, which tells whether older ones follow. */
const pageOf = (page: number) => sql`order by e.occurred_at desc, e.sequence desc
  limit ${AUDIT_PAGE_SIZE + 1} offset ${page * AUDIT_PAGE_SIZE}`;

/** One page of a record's History, newest first, kept to the record's district. */
export function listHistory(db: Db, kind: AuditKind, id: string, districtId: string, page: number) {
  return selectRows(
    db,
    sql`select ${entryColumns} from audit_entries e
      where (e.subject_kind, e.subject_id) in (${historySubjects[kind](id)}) and e.district_id = ${districtId}
      ${pageOf(page)}`,
    entryRowSchema,
  );
}

export interface SchoolAuditFilter {
  locationId: string;
  personId?: string | undefined;
  kind?: AuditKind | undefined;
  /** The period's first instant, and the instant after its last day, on the school's clock. */
  from?: string | undefined;
  to?: string | undefined;
  timeZone: string;
}

/** One page of a school's entries, newest first. */
export function listSchoolEntries(db: Db, filter: SchoolAuditFilter, page: number) {
  const { locationId, personId, kind, from, to, timeZone } = filter;
  const conditions = [
    sql`e.location_id = ${locationId}`,
    personId ? sql`e.actor_user_id = ${personId}` : undefined,
    kind
      ? sql`e.subject_kind in (${sql.join(
          kindSubjects[kind].map((subject) => sql`${subject}`),
          sql`, `,
        )})`
      : undefined,
    from ? sql`e.occurred_at >= (${from}::date)::timestamp at time zone ${timeZone}` : undefined,
    to ? sql`e.occurred_at < (${to}::date + 1)::timestamp at time zone ${timeZone}` : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return selectRows(
    db,
    sql`select ${entryColumns} from audit_entries e where ${sql.join(conditions, sql` and `)} ${pageOf(page)}`,
    entryRowSchema,
  );
}

/** The names an entry's ids stand for: people, teams, goals, meetings, agenda items and tasks, in one read. */
export async function findNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const list = uuidArray(ids);
  const rows = await selectRows(
    db,
    sql`select id, first_name || ' ' || last_name as name from users where id = any(${list})
      union all select id, name from teams where id = any(${list})
      union all select id, title from goals where id = any(${list})
      union all select id, subject from meetings where id = any(${list})
      union all select id, title from agenda_items where id = any(${list})
      union all select id, title from tasks where id = any(${list})`,
    z.strictObject({ id: z.string(), name: z.string() }),
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

const uuidArray = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** The students these student notes are about (a comment's entry names only its note). */
export async function findNoteStudents(db: Db, noteIds: string[]): Promise<Map<string, string>> {
  if (noteIds.length === 0) return new Map();
  const rows = await selectRows(
    db,
    sql`select id, user_id as "studentId" from user_notes where id = any(${uuidArray(noteIds)})`,
    z.strictObject({ id: z.string(), studentId: z.string() }),
  );
  return new Map(rows.map((row) => [row.id, row.studentId]));
}

/** Of these students, those the caller shares a team with (who may read their notes). */
export async function findStudentsSharingTeam(db: Db, studentIds: string[], callerId: string) {
  if (studentIds.length === 0) return new Set<string>();
  const rows = await selectRows(
    db,
    sql`select s.id from unnest(${uuidArray(studentIds)}) as s (id) where ${sharesTeam(sql`s.id`, callerId)}`,
    z.strictObject({ id: z.string() }),
  );
  return new Set(rows.map((row) => row.id));
}

/** Removes the entries older than `before` and records that it ran (migration 0020's purge_audit_entries). */
export async function purgeEntriesBefore(db: Db, before: Date): Promise<number> {
  const [row] = await selectRows(
    db,
    sql`select purge_audit_entries(${before.toISOString()}::timestamptz)::int as removed`,
    z.strictObject({ removed: z.number() }),
  );
  return row!.removed;
}
