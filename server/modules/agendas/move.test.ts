import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaleCopyMessages } from '@shared/messages';
import type { TaskDetail } from '@shared/schemas/tasks';
import { DemoAccounts } from '../../db/seed/demo';
import { agendaItems, agendas, tasks } from '../../db/schema';
import { signInAll } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userOf } from '../../test/users';
import { MoveMessages } from './move-service';
import { apiCaller } from '../../test/api-caller';
import {
  DAY_MS,
  insertMeeting,
  insertTask,
  meetingIdOf,
  teamIdOf,
  type School,
} from '../../test/meeting-fixtures';

const ELENA = 'elena.garcia@demo.plchub.test'; // leads Literacy Committee and Science Department, not in Math

let t: TestApp;
const cookies: Record<string, string> = {};
let call: ReturnType<typeof apiCaller>;
let school: School;
const ids: Record<string, string> = {};

/** The titles of a meeting's agenda items by OrderId, with their order ids. */
async function agendaOf(meetingId: string) {
  return t.database.db
    .select({ title: agendaItems.title, orderId: agendaItems.orderId })
    .from(agendaItems)
    .innerJoin(agendas, eq(agendas.id, agendaItems.agendaId))
    .where(eq(agendas.meetingId, meetingId))
    .orderBy(asc(agendaItems.orderId));
}

async function itemId(title: string) {
  const [row] = await t.database.db
    .select({ id: agendaItems.id })
    .from(agendaItems)
    .where(eq(agendaItems.title, title));
  return row!.id;
}

/** A fresh Math meeting with items `<prefix> 1..n` (order ids 1..n) starting `days` from now. */
const mathMeeting = (subject: string, days: number, titles: string[]) =>
  insertMeeting(t.database.db, school, {
    subject,
    teamIds: [ids.math!],
    start: Date.now() + days * DAY_MS,
    items: titles.map((title, index) => ({ title, orderId: index + 1 })),
  });

const moveExisting = (who: string, MeetingId: string, AgendaItemIds: string[]) =>
  call('POST', 'meeting/saveExistingMeetingWithAgendaItems', who, { MeetingId, AgendaItemIds });

const newMeeting = (start: number) => ({
  Id: 0,
  Subject: 'Overflow',
  StartDateTime: new Date(start).toISOString(),
  EndDateTime: new Date(start + 3_600_000).toISOString(),
  Location: '',
  MeetingTeams: [{ TeamId: ids.math }],
});

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(
    cookies,
    await signInAll(t.app, [
      DemoAccounts.admin,
      DemoAccounts.lead,
      DemoAccounts.teacher,
      DemoAccounts.eastAdmin,
      ELENA,
    ]),
  );
  call = apiCaller(t.app, cookies);
  const db = t.database.db;
  const priya = await userOf(db, DemoAccounts.lead);
  school = { districtId: priya.districtId, locationId: priya.locationId };
  ids.priya = priya.id;
  ids.marcus = (await userOf(db, DemoAccounts.teacher)).id;
  ids.math = await teamIdOf(db, school.locationId, '7th Grade Math');
  ids.science = await teamIdOf(db, school.locationId, 'Science Department');
  ids.pastMath = await meetingIdOf(db, 'Unit 3 data review');
  ids.nextMath = await meetingIdOf(db, 'Fractions reteach planning');
  ids.reading = await meetingIdOf(db, 'Reading log kickoff');
  ids.east = await meetingIdOf(db, 'Freshman grade check');
});
afterAll(async () => t.close());

describe('meeting/saveExistingMeetingWithAgendaItems', () => {
  it('appends the items after the target’s last one in their current order, and moves their tasks', async () => {
    const source = await mathMeeting('Source A', 1, ['A 1', 'A 2', 'A 3']);
    const target = await mathMeeting('Target A', 2, ['T 1', 'T 2']);
    const taskId = await insertTask(t.database.db, school, {
      title: 'Follow up A 3',
      assignedTo: ids.marcus!,
      assignedBy: ids.priya!,
      teamId: ids.math!,
      meetingId: source,
    });
    const a3 = await itemId('A 3');
    await t.database.db.update(tasks).set({ agendaItemId: a3 }).where(eq(tasks.id, taskId));

    const response = await moveExisting(DemoAccounts.lead, target, [a3, await itemId('A 1')]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Id: target, Subject: 'Target A', VideoMeetingProblem: null });
    expect(await agendaOf(target)).toEqual([
      { title: 'T 1', orderId: 1 },
      { title: 'T 2', orderId: 2 },
      { title: 'A 1', orderId: 3 },
      { title: 'A 3', orderId: 4 },
    ]);
    // The source closes up: 1..n again.
    expect(await agendaOf(source)).toEqual([{ title: 'A 2', orderId: 1 }]);
    const [task] = await t.database.db
      .select({ meetingId: tasks.meetingId })
      .from(tasks)
      .where(eq(tasks.id, taskId));
    expect(task).toEqual({ meetingId: target });
  });

  it('moves a carried item into an agenda that already carries its source, dropping only its link', async () => {
    await mathMeeting('Carried source', -7, ['Carried 0']);
    await mathMeeting('Source C', 1, ['Copy in source']);
    const target = await mathMeeting('Target C', 2, ['Copy in target']);
    const original = await itemId('Carried 0');
    const [inSource, inTarget] = [await itemId('Copy in source'), await itemId('Copy in target')];
    const db = t.database.db;
    await db
      .update(agendaItems)
      .set({ carriedFromItemId: original })
      .where(inArray(agendaItems.id, [inSource, inTarget]));

    expect((await moveExisting(DemoAccounts.lead, target, [inSource])).statusCode).toBe(200);
    const links = await db
      .select({ title: agendaItems.title, carriedFrom: agendaItems.carriedFromItemId })
      .from(agendaItems)
      .where(inArray(agendaItems.id, [inSource, inTarget]))
      .orderBy(asc(agendaItems.title));
    expect(links).toEqual([
      { title: 'Copy in source', carriedFrom: null },
      { title: 'Copy in target', carriedFrom: original },
    ]);

    // Where the target has no copy, the moved item keeps its link.
    await mathMeeting('Source D', 1, ['Lone copy']);
    const lone = await itemId('Lone copy');
    await db.update(agendaItems).set({ carriedFromItemId: original }).where(eq(agendaItems.id, lone));
    expect(
      (await moveExisting(DemoAccounts.lead, await mathMeeting('Target D', 2, ['D 1']), [lone])).statusCode,
    ).toBe(200);
    const [kept] = await db
      .select({ carriedFrom: agendaItems.carriedFromItemId })
      .from(agendaItems)
      .where(eq(agendaItems.id, lone));
    expect(kept).toEqual({ carriedFrom: original });
  });

  it("raises the moved tasks' versions: an edit form loaded before the move is a stale copy (409)", async () => {
    const source = await mathMeeting('Source I', 1, ['I 1']);
    const target = await mathMeeting('Target I', 2, []);
    const taskId = await insertTask(t.database.db, school, {
      title: 'Follow up I 1',
      assignedTo: ids.marcus!,
      assignedBy: ids.priya!,
      teamId: ids.math!,
      meetingId: source,
    });
    const i1 = await itemId('I 1');
    await t.database.db.update(tasks).set({ agendaItemId: i1 }).where(eq(tasks.id, taskId));
    const loadTask = async () =>
      (await call('GET', `task/getById/${taskId}`, DemoAccounts.lead)).json<TaskDetail>();
    const form = await loadTask();

    expect((await moveExisting(DemoAccounts.lead, target, [i1])).statusCode).toBe(200);
    const moved = await loadTask();
    expect(moved).toMatchObject({ MeetingId: target, AgendaItemId: i1, Version: form.Version + 1 });

    const stale = await call('POST', 'task/save', DemoAccounts.lead, {
      Id: taskId,
      Title: 'Edited on the old form',
      DueDate: form.DueDate,
      AssignedToUserId: form.AssignedToUserId,
      GoalId: form.GoalId,
      MeetingId: form.MeetingId,
      AgendaItemId: form.AgendaItemId,
      TeamId: form.TeamId,
      Version: form.Version,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe(StaleCopyMessages.staleCopy);
    expect(await loadTask()).toEqual(moved);
  });

  it('refuses a target that has ended, the source itself, and items of two meetings', async () => {
    await mathMeeting('Source B', 1, ['B 1']);
    const b1 = await itemId('B 1');
    const past = await moveExisting(DemoAccounts.lead, ids.pastMath!, [b1]);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(MoveMessages.notUpcoming);
    const source = await meetingIdOf(t.database.db, 'Source B');
    expect((await moveExisting(DemoAccounts.lead, source, [b1])).json().message).toBe(
      MoveMessages.sameMeeting,
    );
    const mixed = await moveExisting(DemoAccounts.lead, ids.nextMath!, [
      b1,
      await itemId('Unit 3 assessment results'),
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe(MoveMessages.oneMeeting);
    expect(await agendaOf(source)).toEqual([{ title: 'B 1', orderId: 1 }]);
  });

  it("answers 404 for another school's items or target and 403 to whoever does not manage both", async () => {
    await mathMeeting('Source C', 1, ['C 1']);
    const c1 = await itemId('C 1');
    const eastItem = await itemId('Students with two or more Fs');
    expect((await moveExisting(DemoAccounts.lead, ids.nextMath!, [eastItem])).statusCode).toBe(404);
    expect((await moveExisting(DemoAccounts.lead, ids.east!, [c1])).statusCode).toBe(404);
    expect((await moveExisting(DemoAccounts.teacher, ids.nextMath!, [c1])).statusCode).toBe(403);
    // Priya manages the source but not Elena's Science meeting; Elena manages neither Math meeting.
    const science = await insertMeeting(t.database.db, school, {
      subject: 'Science upcoming',
      teamIds: [ids.science!],
      start: Date.now() + DAY_MS,
    });
    expect((await moveExisting(DemoAccounts.lead, science, [c1])).statusCode).toBe(403);
    expect((await moveExisting(ELENA, science, [c1])).statusCode).toBe(403);
  });

  it('refuses a target that shares no team with the source meeting (400), even for an admin', async () => {
    const source = await mathMeeting('Source F', 1, ['F 1']);
    const science = await insertMeeting(t.database.db, school, {
      subject: 'Science target',
      teamIds: [ids.science!],
      start: Date.now() + DAY_MS,
    });
    const response = await moveExisting(DemoAccounts.admin, science, [await itemId('F 1')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MoveMessages.otherTeam);
    expect(await agendaOf(source)).toEqual([{ title: 'F 1', orderId: 1 }]);
  });

  it('keeps both agendas numbered 1..n when a move and a reorder of the source race', async () => {
    const source = await mathMeeting('Source G', 1, ['G 1', 'G 2', 'G 3', 'G 4']);
    const target = await mathMeeting('Target G', 2, ['TG 1', 'TG 2']);
    const g = await Promise.all(['G 1', 'G 2', 'G 3', 'G 4'].map(itemId));
    const reversed = [...g].reverse();
    const [moved, reordered] = await Promise.all([
      moveExisting(DemoAccounts.lead, target, [g[0]!, g[2]!]),
      call('POST', 'agendaitem/reorder', DemoAccounts.admin, {
        ReorderItems: reversed.map((id, index) => ({ AgendaItemId: id, NewDisplayOrder: index + 1 })),
      }),
    ]);
    expect(moved.statusCode).toBe(200);
    // The reorder either ran first or found its list stale.
    expect([200, 409]).toContain(reordered.statusCode);
    const sourceItems = await agendaOf(source);
    const targetItems = await agendaOf(target);
    expect(sourceItems.map((item) => item.orderId)).toEqual([1, 2]);
    expect(targetItems.map((item) => item.orderId)).toEqual([1, 2, 3, 4]);
    expect(targetItems.slice(0, 2).map((item) => item.title)).toEqual(['TG 1', 'TG 2']);
    expect(new Set([...sourceItems, ...targetItems].map((item) => item.title)).size).toBe(6);
  });
});

describe('meeting/saveWithAgendaItems', () => {
  it('creates the meeting as meeting/save does, with its agenda holding the moved items', async () => {
    const source = await mathMeeting('Source D', 1, ['D 1', 'D 2']);
    const response = await call('POST', 'meeting/saveWithAgendaItems', DemoAccounts.lead, {
      Meeting: newMeeting(Date.now() + 3 * DAY_MS),
      AgendaItemIds: [await itemId('D 2')],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<{ Id: string; Subject: string }>();
    expect(saved.Subject).toBe('Overflow');
    expect(await agendaOf(saved.Id)).toEqual([{ title: 'D 2', orderId: 1 }]);
    expect(await agendaOf(source)).toEqual([{ title: 'D 1', orderId: 1 }]);
    const detail = await call('GET', `meeting/getById/${saved.Id}`, DemoAccounts.lead);
    expect(detail.json()).toMatchObject({ Subject: 'Overflow', MeetingTeams: [{ TeamId: ids.math }] });
  });

  it('refuses a new meeting of a team the source meeting does not have (400)', async () => {
    const source = await mathMeeting('Source H', 1, ['H 1']);
    const response = await call('POST', 'meeting/saveWithAgendaItems', DemoAccounts.admin, {
      Meeting: { ...newMeeting(Date.now() + 3 * DAY_MS), MeetingTeams: [{ TeamId: ids.science }] },
      AgendaItemIds: [await itemId('H 1')],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MoveMessages.newMeetingOtherTeam);
    expect(await agendaOf(source)).toEqual([{ title: 'H 1', orderId: 1 }]);
  });

  it('refuses a meeting that has already ended, an existing meeting and a teacher', async () => {
    await mathMeeting('Source E', 1, ['E 1']);
    const e1 = await itemId('E 1');
    const past = await call('POST', 'meeting/saveWithAgendaItems', DemoAccounts.lead, {
      Meeting: newMeeting(Date.now() - 2 * DAY_MS),
      AgendaItemIds: [e1],
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(MoveMessages.notUpcoming);
    const existing = await call('POST', 'meeting/saveWithAgendaItems', DemoAccounts.lead, {
      Meeting: { ...newMeeting(Date.now() + DAY_MS), Id: ids.nextMath },
      AgendaItemIds: [e1],
    });
    expect(existing.json().message).toBe(MoveMessages.newMeetingOnly);
    const teacher = await call('POST', 'meeting/saveWithAgendaItems', DemoAccounts.teacher, {
      Meeting: newMeeting(Date.now() + DAY_MS),
      AgendaItemIds: [e1],
    });
    expect(teacher.statusCode).toBe(403);
  });
});

describe('meeting/getMoveTargetsForAgendaItems', () => {
  it('lists the upcoming meetings of the same team the caller manages, other than this one, by start', async () => {
    await insertMeeting(t.database.db, school, {
      subject: 'Science lab planning',
      teamIds: [ids.science!],
      start: Date.now() + DAY_MS,
    });
    await mathMeeting('Math next week', 7, []);
    const response = await call(
      'GET',
      `meeting/getMoveTargetsForAgendaItems/${ids.nextMath}`,
      DemoAccounts.lead,
    );
    expect(response.statusCode).toBe(200);
    const targets = response.json<{ Name: string; StartDateTime: string }[]>();
    const names = targets.map((target) => target.Name);
    expect(names).toContain('Math next week');
    // Another team's meeting, though Priya may manage it.
    expect(names).not.toContain('Reading log kickoff');
    expect(names).not.toContain('Fractions reteach planning');
    expect(names).not.toContain('Unit 3 data review');
    expect(names).not.toContain('Science lab planning');
    expect(names).not.toContain('Freshman grade check');
    const starts = targets.map((target) => target.StartDateTime);
    expect(starts).toEqual([...starts].sort());
    const admin = await call(
      'GET',
      `meeting/getMoveTargetsForAgendaItems/${ids.nextMath}`,
      DemoAccounts.admin,
    );
    const adminNames = admin.json<{ Name: string }[]>().map((target) => target.Name);
    // Admins manage every meeting, but items only move within the meeting's team.
    expect(adminNames).toContain('Math next week');
    expect(adminNames).not.toContain('Science lab planning');
    expect(adminNames).not.toContain('Reading log kickoff');
    expect(
      (await call('GET', `meeting/getMoveTargetsForAgendaItems/${ids.nextMath}`, DemoAccounts.teacher))
        .statusCode,
    ).toBe(403);
  });
});
