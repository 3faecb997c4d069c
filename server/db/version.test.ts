import { and, asc, eq, getTableName, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoalScope, TeamRole } from '@shared/constants';
import { StaleCopyMessages } from '@shared/messages';
import type { AgendaItem } from '@shared/schemas/agendas';
import type { AdminModifiableGoal, TeamGoal } from '@shared/schemas/goals';
import type { MeetingNotes } from '@shared/schemas/meeting-notes';
import type { MeetingDetail } from '@shared/schemas/meetings';
import type { StudentNoteComment, StudentNoteCreateEditVM } from '@shared/schemas/student-notes';
import type { TaskDetail, TaskNotesVM } from '@shared/schemas/tasks';
import type { TeamWithNorms } from '@shared/schemas/team-norms';
import type { TeamWithUsers } from '@shared/schemas/teams';
import { DemoAccounts } from './seed/demo';
import {
  agendaItems,
  goals,
  meetings,
  taskNotes,
  tasks,
  teamNorms,
  teams,
  userNoteComments,
  userNotes,
} from './schema';
import { signIn } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { userOf } from '../test/users';
import { apiCaller } from '../test/api-caller';

/**
 * Optimistic concurrency of every editable record, through the API: each save request may carry the
 * Version its form loaded; a stale one answers 409 and changes nothing, a save without one behaves as
 * the spec's client expects.
 */

let t: TestApp;
let app: FastifyInstance;
let admin: string;
let locationId: string;

let call: ReturnType<typeof apiCaller>;

const get = async <T>(url: string): Promise<T> => {
  const response = await call('GET', url, admin);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
};

/** What a form loaded: the record's Version, the text field the test changes, and the rest of the form. */
interface Loaded {
  version: number;
  text: string;
  form: Record<string, unknown>;
}

/** One kind of editable record: how its edit form loads and how it saves. */
interface RecordKind {
  name: string;
  /** The table whose row a save updates. */
  table: PgTable;
  /** That row's id, when it is not the picked id (the norm kind picks the norm's team). */
  rowId?(id: string, loaded: Loaded): string;
  /** A seeded record of the admin's school. */
  pick(): Promise<string>;
  load(id: string): Promise<Loaded>;
  /** The save request putting `text` into the field, with `version` when given. */
  save(id: string, loaded: Loaded, text: string, version: number | undefined): { url: string; body: object };
}

const withVersion = (body: object, version: number | undefined) =>
  version === undefined ? body : { ...body, Version: version };

/** The id of the nth (by id, from 0) seeded record of the admin's school in `table` meeting `condition`. */
async function seededId(
  table: PgTable & { id: AnyPgColumn; locationId: AnyPgColumn },
  condition?: SQL,
  nth = 0,
): Promise<string> {
  const [row] = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.locationId, locationId), condition))
    .orderBy(asc(table.id))
    .offset(nth)
    .limit(1);
  if (!row) throw new Error('the demo data has no such record');
  return row.id as string;
}

const kinds: RecordKind[] = [
  {
    name: 'agenda item',
    table: agendaItems,
    pick: () => seededId(agendaItems),
    async load(id) {
      const item = await get<AgendaItem>(`/agendaitem/getById/${id}`);
      return { version: item.Version, text: item.Title, form: item };
    },
    save: (id, { form }, text, version) => ({
      url: '/agendaitem/save',
      body: withVersion(
        {
          Id: id,
          AgendaId: form.AgendaId,
          Title: text,
          Description: form.Description,
          ItemTypeId: form.ItemTypeId,
          TimeInMinutes: form.TimeInMinutes,
          AgendaItemFacilitators: form.AgendaItemFacilitators,
        },
        version,
      ),
    }),
  },
  {
    name: "agenda item's outcome (meeting notes)",
    table: agendaItems,
    // Not the agenda item kind's row.
    pick: () => seededId(agendaItems, undefined, 1),
    async load(id) {
      const notes = await get<MeetingNotes>(`/agendaItem/getAgendaItemMeetingNotesById/${id}`);
      return { version: notes.Version, text: notes.AgendaItemOutcome, form: notes };
    },
    save: (id, _loaded, text, version) => ({
      url: '/agendaitem/saveOutcome',
      body: withVersion({ Id: id, Outcome: `<p>${text}</p>` }, version),
    }),
  },
  {
    name: 'team goal',
    table: goals,
    pick: () => seededId(goals, eq(goals.scope, GoalScope.Team)),
    async load(id) {
      const goal = await get<TeamGoal>(`/goal/getById/${id}`);
      return { version: goal.Version, text: goal.Title, form: goal };
    },
    save: (id, { form }, text, version) => ({
      url: '/goal/save',
      body: withVersion(
        {
          Id: id,
          Title: text,
          Description: form.Description,
          TargetDate: form.TargetDate,
          GoalTeam: { TeamId: (form as unknown as TeamGoal).GoalTeam.TeamId },
        },
        version,
      ),
    }),
  },
  {
    name: 'school goal',
    table: goals,
    pick: () => seededId(goals, eq(goals.scope, GoalScope.School)),
    async load(id) {
      const goal = await get<AdminModifiableGoal>(`/goal/getAdminModifiableOnlyGoal/${id}?Scope=School`);
      return { version: goal.Version, text: goal.Title, form: goal };
    },
    save: (id, { form }, text, version) => ({
      url: '/goal/saveSchoolGoal',
      body: withVersion(
        { Id: id, title: text, description: form.Description, targetDate: form.TargetDate },
        version,
      ),
    }),
  },
  {
    name: 'task',
    table: tasks,
    pick: () => seededId(tasks),
    async load(id) {
      const task = await get<TaskDetail>(`/task/getById/${id}`);
      return { version: task.Version, text: task.Title, form: task };
    },
    save: (id, { form }, text, version) => ({
      url: '/task/save',
      body: withVersion(
        {
          Id: id,
          Title: text,
          DueDate: form.DueDate,
          AssignedToUserId: form.AssignedToUserId,
          GoalId: form.GoalId,
          MeetingId: form.MeetingId,
          AgendaItemId: form.AgendaItemId,
          TeamId: form.TeamId,
        },
        version,
      ),
    }),
  },
  {
    name: 'task note',
    table: taskNotes,
    pick: () => seededId(taskNotes),
    async load(id) {
      const [row] = await t.database.db
        .select({ taskId: taskNotes.taskId })
        .from(taskNotes)
        .where(eq(taskNotes.id, id));
      const notes = await get<TaskNotesVM>(`/tasknote/getTaskNotesVM/${row!.taskId}`);
      const note = notes.TaskNotes.find((each) => each.Id === id)!;
      return { version: note.Version, text: note.Comment, form: note };
    },
    save: (id, { form }, text, version) => ({
      url: '/tasknote/Save',
      body: withVersion({ Id: id, TaskId: form.TaskId, Comment: `<p>${text}</p>` }, version),
    }),
  },
  {
    name: 'student note',
    table: userNotes,
    pick: () => seededId(userNotes),
    async load(id) {
      const note = await get<StudentNoteCreateEditVM>(
        `/usernote/getStudentNoteCreateEditVMByUserNoteId/${id}`,
      );
      return { version: note.Version!, text: note.Title, form: note };
    },
    save: (id, { form }, text, version) => ({
      url: '/usernote/Save',
      body: withVersion(
        { id, Title: text, Note: form.Note, UserId: form.UserId, TeamId: form.TeamId },
        version,
      ),
    }),
  },
  {
    name: 'student note comment',
    table: userNoteComments,
    pick: () => seededId(userNoteComments),
    async load(id) {
      const comment = await get<StudentNoteComment>(`/usernotecomment/getById/${id}`);
      return { version: comment.Version, text: comment.Comment, form: comment };
    },
    save: (id, { form }, text, version) => ({
      url: '/usernotecomment/save',
      body: withVersion({ Id: id, UserNoteId: form.UserNoteId, Comment: text }, version),
    }),
  },
  {
    name: 'meeting',
    table: meetings,
    pick: () => seededId(meetings, isNotNull(meetings.subject)),
    async load(id) {
      const meeting = await get<MeetingDetail>(`/meeting/getById/${id}`);
      return { version: meeting.Version, text: meeting.Subject, form: meeting };
    },
    save: (id, { form }, text, version) => ({
      url: '/meeting/save',
      body: withVersion(
        {
          Id: id,
          Subject: text,
          StartDateTime: form.StartDateTime,
          EndDateTime: form.EndDateTime,
          Location: form.Location,
          MeetingTeams: form.MeetingTeams,
          MeetingResponsiblities: form.MeetingResponsiblities,
        },
        version,
      ),
    }),
  },
  {
    name: 'team norm',
    table: teamNorms,
    rowId: (_teamId, { form }) => form.Id as string,
    pick: () => teamWithNorms(),
    async load(teamId) {
      const [norm] = (await get<TeamWithNorms>(`/team/getTeamWithNormsByTeamId/${teamId}`)).Norms;
      return { version: norm!.Version, text: norm!.Norm, form: norm! };
    },
    save: (_teamId, { form }, text, version) => ({
      url: '/teamnorms/save',
      body: withVersion({ Id: form.Id, TeamId: form.TeamId, Norm: text }, version),
    }),
  },
  {
    name: "team's norms title",
    table: teams,
    pick: () => teamWithNorms(),
    async load(teamId) {
      const team = await get<TeamWithNorms>(`/team/getTeamWithNormsByTeamId/${teamId}`);
      return { version: team.Version, text: team.TeamNormsTitle, form: team };
    },
    save: (teamId, _loaded, text, version) => ({
      url: '/team/updateNormTitle',
      body: withVersion({ Id: teamId, NormTitle: text }, version),
    }),
  },
  {
    name: 'team',
    table: teams,
    pick: () => teamWithNorms(),
    async load(teamId) {
      const team = await get<TeamWithUsers>(`/team/getTeamWithUsersById/${teamId}`);
      return { version: team.Version, text: team.Name, form: team };
    },
    save: (teamId, { form }, text, version) => ({
      url: '/team/addTeamWithUsers',
      body: withVersion(
        {
          TeamId: teamId,
          TeamName: text,
          UsersInTeam: (form as unknown as TeamWithUsers).UsersInTeam.map((member) => ({
            UserId: member.UserId,
            UserRoles: member.IsTeamLead ? [{ RoleId: TeamRole.TeamLead }] : [],
          })),
        },
        version,
      ),
    }),
  },
];

/** A team of the admin's school that has norms (the norm, norms title and team kinds share it). */
async function teamWithNorms(): Promise<string> {
  const rows = await t.database.db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.locationId, locationId))
    .orderBy(asc(teams.id));
  for (const { id } of rows) {
    const team = await get<TeamWithNorms>(`/team/getTeamWithNormsByTeamId/${id}`);
    if (team.Norms.length > 0) return id;
  }
  throw new Error('no team with norms in the demo data');
}

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  call = apiCaller(app);
  admin = await signIn(app, DemoAccounts.admin);
  locationId = (await userOf(t.database.db, DemoAccounts.admin)).locationId;
  // What vanishFromUpdates' trigger runs.
  await t.database.db.execute(
    sql`create function skip_row_update() returns trigger language plpgsql as $$ begin return null; end $$`,
  );
});
afterAll(async () => t.close());

/** Saves and expects the answer's status; the answer. */
async function save(kind: RecordKind, id: string, loaded: Loaded, text: string, version: number | undefined) {
  const { url, body } = kind.save(id, loaded, text, version);
  return call('POST', url, admin, body);
}

describe.each(kinds)('$name', (kind) => {
  let id: string;
  beforeAll(async () => {
    id = await kind.pick();
  });

  it('a save with the current Version succeeds and moves the Version up by one', async () => {
    const loaded = await kind.load(id);
    const response = await save(kind, id, loaded, `Current ${kind.name}`, loaded.version);
    expect(response.statusCode, response.body).toBe(200);
    const after = await kind.load(id);
    expect(after.version).toBe(loaded.version + 1);
    expect(after.text).toContain(`Current ${kind.name}`);
  });

  it('a save of a stale copy answers 409 with the message and changes nothing', async () => {
    const loaded = await kind.load(id);
    const first = await save(kind, id, loaded, `First ${kind.name}`, loaded.version);
    expect(first.statusCode, first.body).toBe(200);
    const saved = await kind.load(id);

    const stale = await save(kind, id, loaded, `Stale ${kind.name}`, loaded.version);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(StaleCopyMessages.staleCopy);
    expect(await kind.load(id)).toEqual(saved);
  });

  it('of two saves of the same copy at once, exactly one succeeds', async () => {
    const loaded = await kind.load(id);
    const answers = await Promise.all(
      ['A', 'B'].map((copy) => save(kind, id, loaded, `Copy ${copy} ${kind.name}`, loaded.version)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await kind.load(id)).version).toBe(loaded.version + 1);
  });

  it("a save without Version (the spec's client) still saves and moves the Version", async () => {
    const loaded = await kind.load(id);
    const response = await save(kind, id, loaded, `Unversioned ${kind.name}`, undefined);
    expect(response.statusCode, response.body).toBe(200);
    const after = await kind.load(id);
    expect(after.version).toBe(loaded.version + 1);
    expect(after.text).toContain(`Unversioned ${kind.name}`);
  });
});

/**
 * Takes the row out of reach of its table's UPDATEs, as a delete committed between a save's checks (which
 * found the record) and its write would: a BEFORE UPDATE trigger skips it, so the save's UPDATE matches no
 * row. Nothing is deleted, so the seeded records stay for the other kinds. Returns the undo.
 */
async function vanishFromUpdates(table: PgTable, rowId: string): Promise<() => Promise<void>> {
  // DDL takes no parameters: the id goes in as a literal, so it must be a uuid.
  if (!/^[0-9a-f-]{36}$/.test(rowId)) throw new Error(`not a uuid: ${rowId}`);
  const name = sql.identifier(getTableName(table));
  await t.database.db.execute(
    sql`create trigger vanish_row before update on ${name} for each row
        when (old.id = ${sql.raw(`'${rowId}'`)}) execute function skip_row_update()`,
  );
  return async () => {
    await t.database.db.execute(sql`drop trigger vanish_row on ${name}`);
  };
}

describe.each(kinds)('$name deleted while a save of it runs', (kind) => {
  /** Saves while the record is gone for the save's UPDATE; the answer. */
  async function saveVanished(version: (loaded: Loaded) => number | undefined) {
    const id = await kind.pick();
    const loaded = await kind.load(id);
    const undo = await vanishFromUpdates(kind.table, kind.rowId?.(id, loaded) ?? id);
    let response: Awaited<ReturnType<typeof save>>;
    try {
      response = await save(kind, id, loaded, `Vanished ${kind.name}`, version(loaded));
    } finally {
      await undo();
    }
    expect(await kind.load(id), 'the failed save changed nothing').toEqual(loaded);
    return response;
  }

  it('a save without Version answers 404: with no version condition, no row means the record is gone', async () => {
    const response = await saveVanished(() => undefined);
    expect(response.statusCode, response.body).toBe(404);
  });

  it('a save with a Version answers 409: the version condition cannot tell a deleted row from a changed one', async () => {
    const response = await saveVanished((loaded) => loaded.version);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(StaleCopyMessages.staleCopy);
  });
});
