import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { TASK_STATUS_NAMES, TaskStatus, TeamRole } from '@shared/constants';
import type { AgendaItem } from '@shared/schemas/agendas';
import type { AuditEntry, AuditPage } from '@shared/schemas/audit';
import { setAuditActor } from '../../db/audit-session';
import { agendaItems, agendas, auditEntries, teamNorms } from '../../db/schema';
import { openTaskKit, MISSING_ID, type Person, type TaskKit } from '../../test/task-kit';
import { purgeExpiredEntries } from './retention';
import { presentEntry } from './presenter';

let k: TaskKit;

beforeAll(async () => {
  k = await openTaskKit();
});
afterAll(async () => k.t.close());

async function historyOf(kind: string, id: string, who: Person = 'admin'): Promise<AuditEntry[]> {
  const response = await k.call('GET', `audit/getHistory/${kind}/${id}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditPage>().Items;
}

const changeOf = (entry: AuditEntry | undefined, field: string) =>
  entry?.Changes.find((change) => change.Field === field);

async function saveTask(id: string, dueDate: string) {
  const response = await k.call('POST', 'task/save', 'priya', {
    Id: id,
    Title: 'Regroup period 3 for reteach',
    AssignedToUserId: await k.userId('marcus'),
    GoalId: await k.goalId('Fractions fluency for every 7th grader'),
    MeetingId: await k.meetingId('Unit 3 data review'),
    DueDate: dueDate,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('a record’s History', () => {
  it('shows who changed a task’s due date, from what and to what, to admins and the team’s leads', async () => {
    const id = await k.taskId('Regroup period 3 for reteach');
    await saveTask(id, '2031-01-15');
    await saveTask(id, '2031-02-20');
    const [latest, earlier] = await historyOf('task', id, 'priya');
    expect(latest).toMatchObject({ ActorName: 'Priya Raman', Action: 'update', ImpersonatorName: null });
    expect(latest!.RecordLabel).toBe('Task: Regroup period 3 for reteach');
    expect(changeOf(latest, 'due_date')).toMatchObject({
      Label: 'Due date',
      Before: '2031-01-15',
      After: '2031-02-20',
      Format: 'date',
    });
    expect(changeOf(earlier, 'due_date')?.After).toBe('2031-01-15');
    // Only what changed: the title, the goal and the assignee stayed.
    expect(latest!.Changes.map((change) => change.Field)).toEqual(['due_date']);
    expect((await historyOf('task', id, 'admin'))[0]!.Id).toBe(latest!.Id);
  });

  it('is refused to a plain member (403), and not found for another school or an unknown record (404)', async () => {
    const id = await k.taskId('Regroup period 3 for reteach');
    expect((await k.call('GET', `audit/getHistory/task/${id}`, 'marcus')).statusCode).toBe(403);
    expect((await k.call('GET', `audit/getHistory/task/${id}`, 'eastAdmin')).statusCode).toBe(404);
    expect((await k.call('GET', `audit/getHistory/meeting/${MISSING_ID}`, 'admin')).statusCode).toBe(404);
    expect((await k.call('GET', `audit/getHistory/task/${id}`)).statusCode).toBe(401);
    expect((await k.call('GET', `audit/getHistory/invoice/${id}`, 'admin')).statusCode).toBe(400);
  });

  it('records the one-statement writes as their caller’s: a status move and a delete', async () => {
    const id = await k.taskId('Regroup period 3 for reteach');
    const done = await k.call('POST', `task/markAsDone/${id}`, 'marcus');
    expect(done.statusCode, done.body).toBe(200);
    const [move] = await historyOf('task', id);
    expect(move).toMatchObject({ ActorName: 'Marcus Bell', Action: 'update' });
    expect(changeOf(move, 'task_status_id')?.After).toBe(TASK_STATUS_NAMES[TaskStatus.Completed]);
    expect(changeOf(move, 'completed_at')).toMatchObject({ Before: null, Format: 'instant' });
    const reopened = await k.call('POST', `task/markAsInProgress/${id}`, 'priya');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(changeOf((await historyOf('task', id))[0], 'task_status_id')?.After).toBe(
      TASK_STATUS_NAMES[TaskStatus.InProgress],
    );
  });

  it('gathers a meeting’s agenda items and their outcomes into the meeting’s History', async () => {
    const meetingId = await k.meetingId('Fractions reteach planning');
    const itemId = await k.agendaItemId('Review of reteach lessons');
    const item = await k.call('GET', `agendaitem/getById/${itemId}`, 'priya');
    expect(item.statusCode, item.body).toBe(200);
    const current = item.json<AgendaItem>();
    const saved = await k.call('POST', 'agendaitem/save', 'priya', {
      Id: itemId,
      AgendaId: current.AgendaId,
      Title: 'Review the reteach lessons',
      Description: current.Description,
      ItemTypeId: current.ItemTypeId,
      TimeInMinutes: 25,
      AgendaItemFacilitators: current.AgendaItemFacilitators.map(({ UserId }) => ({ UserId })),
      Version: current.Version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [entry] = (await historyOf('meeting', meetingId, 'priya')).filter(
      (candidate) => candidate.RecordKind === 'agenda-item',
    );
    expect(entry!.RecordLabel).toBe('Agenda item: Review the reteach lessons');
    expect(changeOf(entry, 'title')).toMatchObject({
      Before: 'Review of reteach lessons',
      After: 'Review the reteach lessons',
    });
    expect(changeOf(entry, 'time_in_minutes')?.After).toBe('25');
  });

  it('logs a reorder as one entry on the agenda and one on the team, with the order before and after', async () => {
    const db = k.t.database.db;
    const meetingId = await k.meetingId('Fractions reteach planning');
    const [{ agendaId } = { agendaId: '' }] = await db
      .select({ agendaId: agendas.id })
      .from(agendas)
      .where(eq(agendas.meetingId, meetingId));
    const items = await db
      .select({ id: agendaItems.id, title: agendaItems.title })
      .from(agendaItems)
      .where(eq(agendaItems.agendaId, agendaId))
      .orderBy(agendaItems.orderId);
    expect(items.length).toBeGreaterThan(1);
    const count = () => db.$count(auditEntries);
    const before = await count();
    const reversed = [...items].reverse();
    const reordered = await k.call('POST', 'agendaitem/reorder', 'priya', {
      ReorderItems: reversed.map((item, index) => ({ AgendaItemId: item.id, NewDisplayOrder: index + 1 })),
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(await count()).toBe(before + 1);
    const [entry] = await historyOf('meeting', meetingId, 'priya');
    expect(entry).toMatchObject({ RecordKind: 'agenda', RecordLabel: 'Agenda', Action: 'update' });
    const numbered = (list: { title: string }[]) =>
      list.map((item, index) => `${index + 1}. ${item.title}`).join(', ');
    expect(entry!.Changes).toEqual([
      expect.objectContaining({
        Label: 'Order of items',
        Before: numbered(items),
        After: numbered(reversed),
      }),
    ]);

    // The same order again changes nothing and logs nothing.
    const again = await k.call('POST', 'agendaitem/reorder', 'priya', {
      ReorderItems: reversed.map((item, index) => ({ AgendaItemId: item.id, NewDisplayOrder: index + 1 })),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await count()).toBe(before + 1);

    const teamId = await k.teamId('7th Grade Math');
    const norms = await db
      .select({ id: teamNorms.id, title: teamNorms.norm })
      .from(teamNorms)
      .where(eq(teamNorms.teamId, teamId))
      .orderBy(teamNorms.displayOrder);
    expect(norms.length).toBeGreaterThan(1);
    const swapped = [norms[1]!, norms[0]!, ...norms.slice(2)];
    const normsReordered = await k.call('POST', 'teamnorms/reorder', 'priya', {
      ReorderItems: swapped.map((norm, index) => ({ TeamNormId: norm.id, NewDisplayOrder: index + 1 })),
    });
    expect(normsReordered.statusCode, normsReordered.body).toBe(200);
    expect(await count()).toBe(before + 2);
    const [teamEntry] = await historyOf('team', teamId, 'priya');
    expect(teamEntry).toMatchObject({ RecordLabel: 'Team: 7th Grade Math' });
    expect(teamEntry!.Changes).toEqual([
      expect.objectContaining({ Label: 'Order of norms', Before: numbered(norms), After: numbered(swapped) }),
    ]);
  });

  it('tells who joined a team and who became its lead', async () => {
    const [priya, marcus] = [await k.userId('priya'), await k.userId('marcus')];
    const created = await k.call('POST', 'team/addTeamWithUsers', 'admin', {
      TeamId: '0',
      TeamName: 'Audit Club',
      UsersInTeam: [
        { UserId: priya, UserRoles: [{ RoleId: TeamRole.TeamLead }] },
        { UserId: marcus, UserRoles: [] },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const team = created.json<{ Id: string; Version: number }>();
    const promoted = await k.call('POST', 'team/addTeamWithUsers', 'admin', {
      TeamId: team.Id,
      TeamName: 'Audit Club',
      UsersInTeam: [
        { UserId: priya, UserRoles: [{ RoleId: TeamRole.TeamLead }] },
        { UserId: marcus, UserRoles: [{ RoleId: TeamRole.TeamLead }] },
      ],
      Version: team.Version,
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const history = await historyOf('team', team.Id, 'priya');
    const [promotion, ...rest] = history;
    expect(promotion).toMatchObject({ RecordLabel: 'Membership: Marcus Bell', Action: 'update' });
    expect(promotion!.Changes).toEqual([
      expect.objectContaining({ Label: 'Team lead', Before: 'No', After: 'Yes' }),
    ]);
    // Saving the team again touched nobody else's lead role.
    expect(rest.filter((entry) => entry.RecordLabel === 'Membership: Priya Raman')).toHaveLength(2);
    expect(rest.map((entry) => entry.RecordLabel)).toContain('Team: Audit Club');
  });

  it('names the super admin behind an impersonated change, and never shows a password', async () => {
    const [marcus, admin, tom] = [await k.userId('marcus'), await k.userId('admin'), await k.userId('tom')];
    await k.t.database.db.transaction(async (tx) => {
      await setAuditActor(tx, { userId: marcus, impersonatorUserId: admin });
      await tx.execute(
        sql`update users set password_hash = 'x' || password_hash, first_name = 'Thomas' where id = ${tom}`,
      );
    });
    const response = await k.call('GET', `audit/getHistory/user/${tom}`, 'admin');
    expect(response.body).not.toMatch(/\$argon2|scrypt|xx/);
    const [entry] = response.json<AuditPage>().Items;
    expect(entry).toMatchObject({ ActorName: 'Marcus Bell', ImpersonatorName: 'Dana Whitfield' });
    expect(changeOf(entry, 'password_hash')).toMatchObject({
      Label: 'Password',
      Before: null,
      After: 'Changed',
    });
    expect(changeOf(entry, 'first_name')).toMatchObject({ Before: 'Tom', After: 'Thomas' });
  });
});

describe('paging', () => {
  it('pages a long History 50 at a time, newest first, and says when older entries follow', async () => {
    const id = await k.taskId('Regroup period 3 for reteach');
    const admin = await k.userId('admin');
    await k.t.database.db.transaction(async (tx) => {
      await setAuditActor(tx, { userId: admin, impersonatorUserId: null });
      for (let n = 1; n <= 60; n += 1) {
        await tx.execute(sql`update tasks set title = ${`Regroup, take ${n}`} where id = ${id}`);
      }
    });
    const first = (await k.call('GET', `audit/getHistory/task/${id}`, 'admin')).json<AuditPage>();
    expect(first.Items).toHaveLength(50);
    expect(first.HasMore).toBe(true);
    expect(changeOf(first.Items[0], 'title')?.After).toBe('Regroup, take 60');
    const second = (await k.call('GET', `audit/getHistory/task/${id}?page=1`, 'admin')).json<AuditPage>();
    expect(changeOf(second.Items[0], 'title')?.After).toBe('Regroup, take 10');
    const last = (await k.call('GET', `audit/getHistory/task/${id}?page=99`, 'admin')).json<AuditPage>();
    expect(last).toEqual({ Items: [], HasMore: false });
    await k.t.database.db.execute(
      sql`update tasks set title = 'Regroup period 3 for reteach' where id = ${id}`,
    );
  });
});

describe('the school’s audit screen', () => {
  it('lists the school’s entries, filtered by person, kind and day, to its admins only', async () => {
    const all = await k.call('GET', 'audit/getSchool', 'admin');
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json<AuditPage>();
    expect(page.Items.length).toBeGreaterThan(0);
    const marcus = await k.userId('marcus');
    const byMarcus = (await k.call('GET', `audit/getSchool?personId=${marcus}`, 'admin')).json<AuditPage>();
    expect(byMarcus.Items.length).toBeGreaterThan(0);
    expect(new Set(byMarcus.Items.map((entry) => entry.ActorName))).toEqual(new Set(['Marcus Bell']));
    const teams = (await k.call('GET', 'audit/getSchool?kind=team', 'admin')).json<AuditPage>();
    expect(new Set(teams.Items.map((entry) => entry.RecordKind))).toEqual(new Set(['team', 'membership']));
    const past = (
      await k.call('GET', 'audit/getSchool?from=2020-01-01&to=2020-12-31', 'admin')
    ).json<AuditPage>();
    expect(past).toEqual({ Items: [], HasMore: false });
    // East Valley's admin sees none of Lincoln's entries.
    const east = (await k.call('GET', 'audit/getSchool', 'eastAdmin')).json<AuditPage>();
    expect(east.Items.map((entry) => entry.Id)).not.toContain(page.Items[0]!.Id);
    expect((await k.call('GET', 'audit/getSchool', 'priya')).statusCode).toBe(403);
    const reversed = await k.call('GET', 'audit/getSchool?from=2026-02-02&to=2026-02-01', 'admin');
    expect(reversed.statusCode).toBe(400);
  });
});

describe('student notes in the log', () => {
  it('shows that a note changed without its words to a reader who may not read it', () => {
    const row = {
      id: '42',
      occurredAt: '2026-11-02T15:00:00+00:00',
      actorUserId: null,
      impersonatorUserId: null,
      recordKind: 'student-note',
      recordId: MISSING_ID,
      subjectKind: 'user',
      subjectId: MISSING_ID,
      action: 'update' as const,
      changes: {
        before: { title: 'Reading plan', note: '<p>Struggles</p>' },
        after: { title: 'Reading plan B', note: '<p>Better</p>' },
      },
    };
    const hidden = presentEntry(row, new Map(), true);
    expect(JSON.stringify(hidden)).not.toMatch(/Reading plan|Struggles|Better/);
    expect(hidden.Changes).toEqual([
      expect.objectContaining({ Field: 'title', Before: null, After: null, Hidden: true }),
      expect.objectContaining({ Field: 'note', Before: null, After: null, Hidden: true }),
    ]);
    const shown = presentEntry(row, new Map(), false);
    expect(shown.RecordLabel).toBe('Student note: Reading plan B');
    expect(shown.Changes[1]).toMatchObject({ Before: 'Struggles', After: 'Better', Hidden: false });
  });
});

describe('retention', () => {
  it('purges the entries older than the retention and records that it ran', async () => {
    const db = k.t.database.db;
    await db.execute(sql`insert into audit_entries (location_id, record_kind, action, changes, occurred_at)
      select id, 'task', 'update', '{}'::jsonb, now() - interval '400 days' from locations limit 1`);
    const total = () => db.$count(auditEntries);
    const before = await total();
    const { removed } = await purgeExpiredEntries({ db }, 365, new Date());
    expect(removed).toBe(1);
    // The old entry went, the recent ones stayed, and the purge's own entry came.
    expect(await total()).toBe(before);
    const [run] = await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'purge'))
      .orderBy(desc(auditEntries.occurredAt));
    expect(run).toMatchObject({ recordKind: 'audit-log', changes: expect.objectContaining({ removed: 1 }) });
  });
});
