import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { GoalScope, MeetingResponsibility, TeamRole, UserType } from '@shared/constants';
import { DemoAccounts } from '../db/seed/demo';
import {
  auditEntries,
  agendaItemFacilitators,
  agendaItems,
  agendaItemTypes,
  agendas,
  agendaTemplateItems,
  agendaTemplates,
  goals,
  goalTeams,
  meetingAttendance,
  meetingReopenings,
  meetingResponsibilities,
  meetings,
  meetingSeries,
  notices,
  meetingTeams,
  loginAudit,
  loginFailures,
  passwordResetTokens,
  sessions,
  tasks,
  teamNorms,
  teams,
  users,
  userNoteComments,
  userNotes,
  userIdentityLinks,
  userTeamRoles,
  userTeams,
} from '../db/schema';
import { apiCaller } from './api-caller';
import type { LocalOidcProvider } from './local-oidc-provider';
import { DAY_MS, insertMeeting, insertTask, teamIdOf } from './meeting-fixtures';
import { postRosterUpload } from './roster-upload';
import { postLogin, signIn } from './sign-in';
import { beginSignIn, finishSignIn, signInAtProvider, SSO_REDIRECT_URL } from './sso-flow';
import type { ReceivedMail } from './smtp-listener';
import { expectAllOrNothing, type AllOrNothingReport, type StatementCutter } from './statement-cut';
import type { TestApp } from './test-app';
import { userOf } from './users';

/**
 * Every change of several rows the API makes, as the all-or-nothing tests cut them (not a test). Each
 * attempt gets fresh rows; `read` names rows by title or person, never by id, so attempts compare.
 */
export const MULTI_ROW_CHANGES = [
  'team norms reorder',
  'team norm delete (renumbers the rest)',
  'agenda items reorder',
  'agenda item save (item and facilitators)',
  'agenda item delete (renumbers the rest)',
  'move agenda items to an existing meeting',
  'move agenda items to a new meeting',
  'meeting save (meeting, team, note taker)',
  'meeting series edit (series; occurrences updated, made and removed)',
  'meeting series delete (coming occurrences, then the series)',
  'agenda template save (template, items replaced)',
  'apply agenda template (items after the last, facilitators)',
  'carry over (items after the last, facilitators)',
  'attendance save (members set, guests replaced)',
  'reopen minutes (meeting, reopening record)',
  'team save (team, memberships, lead roles)',
  'team delete (team and its goals)',
  'post agenda (agenda row, then one mail per member)',
  'staffer save with a new password (user, sessions, reset links)',
  'user delete (soft delete, sessions)',
  'wrong password (failure counts per IP and overall, audit row)',
  'task save for someone else (task, their notice)',
  'goal completed (goal, notices to its team)',
  'student note comment (comment, the author’s notice)',
  'minutes finalised (meeting, notices to its team)',
  'roster import (people added, changed and deactivated)',
  'single sign-on of a new person (account, link, session, sign-in row)',
] as const;
export type MultiRowChangeName = (typeof MULTI_ROW_CHANGES)[number];

/** The changes of records the audit log leaves out (agenda templates, sign-in attempts); the rest write entries. */
export const UNAUDITED_CHANGES: ReadonlySet<MultiRowChangeName> = new Set([
  'agenda template save (template, items replaced)',
  'wrong password (failure counts per IP and overall, audit row)',
]);

const ELENA = 'elena.garcia@demo.plchub.test';
const TOM = 'tom.becker@demo.plchub.test';
const AISHA = 'aisha.khan@demo.plchub.test';
/** One start for every attempt, so that times compare; far enough ahead to stay upcoming. */
const START = Date.UTC(2031, 2, 4, 15);

let serial = 0;
const nextTag = () => `${process.pid}-${(serial += 1)}`;

/**
 * The changes by name, each ready to run against a cutter. `mails` is what the SMTP listener the app
 * sends through has received; `oidc` is the provider single sign-on goes through (SSO_REDIRECT_URL).
 */
export async function multiRowChanges(
  t: TestApp,
  mails: ReceivedMail[],
  oidc: LocalOidcProvider,
): Promise<Record<MultiRowChangeName, (cutter: StatementCutter) => Promise<AllOrNothingReport>>> {
  const db = t.database.db;
  const dana = await userOf(db, DemoAccounts.admin);
  const school = { districtId: dana.districtId, locationId: dana.locationId };
  const person = Object.fromEntries(
    await Promise.all(
      [DemoAccounts.lead, DemoAccounts.teacher, ELENA, TOM, AISHA].map(
        async (email) => [email, (await userOf(db, email)).id] as const,
      ),
    ),
  );
  const math = await teamIdOf(db, school.locationId, '7th Grade Math');
  const literacy = await teamIdOf(db, school.locationId, 'Literacy Committee');
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userTeams, eq(userTeams.userId, users.id))
    .where(and(eq(userTeams.teamId, math), eq(users.userTypeId, UserType.Student)))
    .limit(1);
  const mathStudent = student!.id;
  const adminCookie = await signIn(t.app, DemoAccounts.admin);
  const call = apiCaller(t.app, { admin: adminCookie });
  const countAuditEntries = () => db.$count(auditEntries);
  /** A provider through the local OpenID provider that gives unknown addresses an account at Dana's school. */
  let ssoProviderId: string | undefined;
  const justInTimeProvider = async () => {
    ssoProviderId ??= (
      await call('POST', 'sso/saveProvider', await signIn(t.app, DemoAccounts.superAdmin), {
        Id: '0',
        Kind: 'oidc',
        DisplayName: 'All or nothing',
        IssuerUrl: oidc.issuerUrl,
        ClientId: oidc.clientId,
        ClientSecret: oidc.clientSecret,
        AllowedDomains: ['demo.plchub.test'],
        JitLocationId: school.locationId,
      })
    ).json<{ Id: string }>().Id;
    return ssoProviderId;
  };
  const post = (path: string, payload?: object) => call('POST', path, 'admin', payload);
  const remove = (path: string) => call('DELETE', path, 'admin');

  // ---- fixtures -------------------------------------------------------------------------------------

  async function insertTeam(name: string, members: [email: string, lead: boolean][]) {
    const [team] = await db
      .insert(teams)
      .values({ ...school, name })
      .returning({ id: teams.id });
    for (const [email, lead] of members) {
      const [membership] = await db
        .insert(userTeams)
        .values({ ...school, teamId: team!.id, userId: person[email]! })
        .returning({ id: userTeams.id });
      if (lead)
        await db.insert(userTeamRoles).values({ userTeamId: membership!.id, roleId: TeamRole.TeamLead });
    }
    return team!.id;
  }

  const meetingWithItems = (subject: string, titles: string[]) =>
    insertMeeting(db, school, {
      subject,
      teamIds: [math],
      start: START,
      items: titles.map((title, index) => ({ title, orderId: index + 1 })),
    });

  async function agendaOf(meetingId: string) {
    const [row] = await db.select({ id: agendas.id }).from(agendas).where(eq(agendas.meetingId, meetingId));
    return row!.id;
  }

  async function itemsOf(meetingId: string) {
    return db
      .select({ id: agendaItems.id, title: agendaItems.title, orderId: agendaItems.orderId })
      .from(agendaItems)
      .innerJoin(agendas, eq(agendas.id, agendaItems.agendaId))
      .where(eq(agendas.meetingId, meetingId))
      .orderBy(asc(agendaItems.orderId), asc(agendaItems.title));
  }
  const titlesOf = async (meetingId: string) =>
    (await itemsOf(meetingId)).map((item) => `${item.orderId}. ${item.title}`);

  const seriesBody = (subject: string) => ({
    Id: '0',
    TeamId: math,
    Subject: subject,
    StartDate: '2031-03-04',
    StartTime: '15:30',
    DurationMinutes: 45,
    RRule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=3',
    NoteTakerId: person[DemoAccounts.teacher],
    RoleRotation: [
      {
        ResponsibilityId: MeetingResponsibility.Facilitator,
        UserIds: [person[DemoAccounts.lead], person[DemoAccounts.teacher]],
      },
    ],
  });

  async function firstTypeId() {
    const [type] = await db
      .select({ id: agendaItemTypes.id })
      .from(agendaItemTypes)
      .where(eq(agendaItemTypes.locationId, school.locationId))
      .limit(1);
    return type!.id;
  }

  /** A 7th Grade Math template of three items. */
  const templateBody = async (name: string) => {
    const ItemTypeId = await firstTypeId();
    return {
      Id: '0',
      TeamId: math,
      Name: name,
      Items: ['X1', 'X2', 'X3'].map((Title) => ({ Title, ItemTypeId, TimeInMinutes: 5 })),
    };
  };

  /** A weekly series of 7th Grade Math, three Tuesdays from 2031-03-04, made through the API. */
  async function weeklySeries(subject: string) {
    const response = await post('meetingSeries/save', seriesBody(subject));
    if (response.statusCode !== 200) throw new Error(`series not made: ${response.body}`);
    return response.json<{ Id: string }>().Id;
  }

  /** The series' subject and every occurrence's day, subject, start and note taker, by day. */
  async function occurrencesOf(seriesId: string) {
    const [series] = await db
      .select({ subject: meetingSeries.subject, version: meetingSeries.version })
      .from(meetingSeries)
      .where(eq(meetingSeries.id, seriesId));
    const rows = await db
      .select({
        day: meetings.seriesDay,
        subject: meetings.subject,
        start: meetings.startDateTime,
        role: meetingResponsibilities.responsibilityId,
        person: users.firstName,
      })
      .from(meetings)
      .leftJoin(meetingResponsibilities, eq(meetingResponsibilities.meetingId, meetings.id))
      .leftJoin(users, eq(users.id, meetingResponsibilities.userId))
      .where(eq(meetings.seriesId, seriesId))
      .orderBy(asc(meetings.seriesDay), asc(meetingResponsibilities.responsibilityId));
    const untagged = (subject: string) => (subject.startsWith('Series ') ? 'Series <tag>' : subject);
    return {
      series: { subject: untagged(series!.subject), version: series!.version },
      occurrences: rows.map((row) => ({
        ...row,
        subject: untagged(row.subject),
        start: row.start.toISOString(),
      })),
    };
  }

  /** Source items S1..S3 (a task on S1), for the moves. */
  async function moveSource(tag: string) {
    const meetingId = await meetingWithItems(`Move source ${tag}`, ['S1', 'S2', 'S3']);
    const items = await itemsOf(meetingId);
    const taskId = await insertTask(db, school, {
      title: 'Task of S1',
      assignedTo: person[DemoAccounts.teacher]!,
      assignedBy: dana.id,
      teamId: math,
      meetingId,
    });
    await db.update(tasks).set({ agendaItemId: items[0]!.id }).where(eq(tasks.id, taskId));
    return { meetingId, moved: [items[0]!.id, items[2]!.id], taskId };
  }

  /** Which of the named meetings a task points at. */
  async function taskMeetingName(taskId: string, names: Record<string, string>) {
    const [row] = await db.select({ meetingId: tasks.meetingId }).from(tasks).where(eq(tasks.id, taskId));
    return names[row!.meetingId ?? ''] ?? row!.meetingId;
  }

  async function membersOf(teamId: string) {
    const rows = await db
      .select({
        name: users.firstName,
        lead: sql<boolean>`exists (select 1 from ${userTeamRoles} where ${userTeamRoles.userTeamId} = ${userTeams.id}
          and ${userTeamRoles.roleId} = ${TeamRole.TeamLead})`,
      })
      .from(userTeams)
      .innerJoin(users, eq(users.id, userTeams.userId))
      .where(eq(userTeams.teamId, teamId))
      .orderBy(asc(users.firstName));
    return rows.map((row) => `${row.name}${row.lead ? ' (lead)' : ''}`);
  }

  const countOf = async (rows: Promise<unknown[]>) => (await rows).length;

  // Every staffer made here gets Marcus's password hash: no password hashing per attempt.
  const [{ hash: knownHash }] = (await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, person[DemoAccounts.teacher]!))) as [{ hash: string | null }];
  const randomHash = () => createHash('sha256').update(randomUUID()).digest('hex');

  /** A staffer who can sign in, with a session and an open reset link. */
  async function signedInStaffer(tag: string) {
    const fields = {
      FirstName: 'Cut',
      LastName: 'Staffer',
      EmailAddress: `cut.${tag}@demo.plchub.test`,
      ThirdPartyId: String(800_000 + serial),
      GrantWebAccess: true,
      EmailAccountInformation: false,
    };
    const [user] = await db
      .insert(users)
      .values({
        ...school,
        userTypeId: UserType.Staffer,
        firstName: fields.FirstName,
        lastName: fields.LastName,
        emailAddress: fields.EmailAddress,
        thirdPartyId: fields.ThirdPartyId,
        passwordHash: knownHash,
      })
      .returning({ id: users.id });
    const id = user!.id;
    await db.insert(sessions).values({ ...school, userId: id, tokenHash: randomHash() });
    await db
      .insert(passwordResetTokens)
      .values({ userId: id, tokenHash: randomHash(), expiresAt: new Date(Date.now() + DAY_MS) });
    return { id, fields, hash: knownHash };
  }

  async function stafferState(staffer: { id: string; hash: string | null }) {
    const [user] = await db
      .select({
        first: users.firstName,
        hash: users.passwordHash,
        active: users.active,
        deleted: users.deletedAt,
      })
      .from(users)
      .where(eq(users.id, staffer.id));
    return {
      first: user!.first,
      password: user!.hash === staffer.hash ? 'first' : 'changed',
      active: user!.active,
      deleted: user!.deleted !== null,
      sessions: await countOf(db.select().from(sessions).where(eq(sessions.userId, staffer.id))),
      openResetLinks: await countOf(
        db
          .select()
          .from(passwordResetTokens)
          .where(and(eq(passwordResetTokens.userId, staffer.id), isNull(passwordResetTokens.usedAt))),
      ),
    };
  }

  /** A reorder payload: the list reversed, with gaps (10, 20, …), so the server's renumbering shows. */
  const reversedWithGaps = <K extends string>(ids: string[], key: K) =>
    [...ids].reverse().map((id, index) => ({ [key]: id, NewDisplayOrder: (index + 1) * 10 }));

  // ---- the changes ------------------------------------------------------------------------------------

  const normsTeam = async () => {
    const teamId = await insertTeam(`Norms ${nextTag()}`, [[DemoAccounts.lead, true]]);
    const ids: string[] = [];
    for (const [index, norm] of ['N1', 'N2', 'N3', 'N4'].entries()) {
      const [row] = await db
        .insert(teamNorms)
        .values({ ...school, teamId, norm, displayOrder: index + 1 })
        .returning({ id: teamNorms.id });
      ids.push(row!.id);
    }
    return { teamId, ids };
  };
  const normsOf = async ({ teamId }: { teamId: string }) =>
    (
      await db
        .select({ norm: teamNorms.norm, order: teamNorms.displayOrder })
        .from(teamNorms)
        .where(eq(teamNorms.teamId, teamId))
        .orderBy(asc(teamNorms.displayOrder), asc(teamNorms.norm))
    ).map((row) => `${row.order}. ${row.norm}`);

  const withItems = async () => {
    const meetingId = await meetingWithItems(`Agenda ${nextTag()}`, ['A1', 'A2', 'A3', 'A4']);
    return { meetingId, ids: (await itemsOf(meetingId)).map((item) => item.id) };
  };

  const check = {
    'team norms reorder': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'team norms reorder',
        arrange: normsTeam,
        change: ({ ids }) => post('teamnorms/reorder', { ReorderItems: reversedWithGaps(ids, 'TeamNormId') }),
        read: normsOf,
      }),

    'team norm delete (renumbers the rest)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'team norm delete',
        arrange: normsTeam,
        change: ({ ids }) => remove(`teamnorms/delete/${ids[1]}`),
        read: normsOf,
      }),

    'agenda items reorder': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'agenda items reorder',
        arrange: withItems,
        change: ({ ids }) =>
          post('agendaitem/reorder', { ReorderItems: reversedWithGaps(ids, 'AgendaItemId') }),
        read: ({ meetingId }) => titlesOf(meetingId),
      }),

    'agenda item save (item and facilitators)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'agenda item save',
        arrange: async () => {
          const fixture = await withItems();
          await db.insert(agendaItemFacilitators).values(
            [DemoAccounts.lead, DemoAccounts.teacher].map((email) => ({
              ...school,
              agendaItemId: fixture.ids[0]!,
              userId: person[email]!,
            })),
          );
          const [item] = await db
            .select({ typeId: agendaItems.itemTypeId })
            .from(agendaItems)
            .where(eq(agendaItems.id, fixture.ids[0]!));
          return { ...fixture, typeId: item!.typeId, agendaId: await agendaOf(fixture.meetingId) };
        },
        change: ({ ids, typeId, agendaId }) =>
          post('agendaitem/save', {
            Id: ids[0],
            AgendaId: agendaId,
            Title: 'A1 edited',
            Description: '<p>Edited</p>',
            ItemTypeId: typeId,
            TimeInMinutes: 25,
            AgendaItemFacilitators: [{ UserId: person[TOM] }],
          }),
        read: async ({ meetingId, ids }) => ({
          items: await titlesOf(meetingId),
          facilitators: (
            await db
              .select({ name: users.firstName })
              .from(agendaItemFacilitators)
              .innerJoin(users, eq(users.id, agendaItemFacilitators.userId))
              .where(eq(agendaItemFacilitators.agendaItemId, ids[0]!))
              .orderBy(asc(users.firstName))
          ).map((row) => row.name),
        }),
      }),

    'agenda item delete (renumbers the rest)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'agenda item delete',
        arrange: withItems,
        change: ({ ids }) => remove(`agendaitem/delete/${ids[1]}`),
        read: ({ meetingId }) => titlesOf(meetingId),
      }),

    'move agenda items to an existing meeting': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'move to an existing meeting',
        arrange: async () => {
          const tag = nextTag();
          const source = await moveSource(tag);
          const targetId = await meetingWithItems(`Move target ${tag}`, ['T1']);
          return { ...source, targetId };
        },
        change: ({ moved, targetId }) =>
          post('meeting/saveExistingMeetingWithAgendaItems', { MeetingId: targetId, AgendaItemIds: moved }),
        read: async ({ meetingId, targetId, taskId }) => ({
          source: await titlesOf(meetingId),
          target: await titlesOf(targetId),
          task: await taskMeetingName(taskId, { [meetingId]: 'source', [targetId]: 'target' }),
        }),
      }),

    'move agenda items to a new meeting': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'move to a new meeting',
        arrange: async () => {
          const tag = nextTag();
          return { ...(await moveSource(tag)), subject: `Moved into ${tag}` };
        },
        change: ({ moved, subject }) =>
          post('meeting/saveWithAgendaItems', {
            Meeting: {
              Id: 0,
              Subject: subject,
              StartDateTime: new Date(START + DAY_MS).toISOString(),
              EndDateTime: new Date(START + DAY_MS + 3_600_000).toISOString(),
              Location: 'Room 7',
              MeetingTeams: [{ TeamId: math }],
              MeetingResponsiblities: [
                { ResponsibilityId: MeetingResponsibility.NoteTaker, UserId: person[DemoAccounts.teacher] },
              ],
            },
            AgendaItemIds: moved,
          }),
        read: async ({ meetingId, subject, taskId }) => {
          const [created] = await db
            .select({ id: meetings.id })
            .from(meetings)
            .where(eq(meetings.subject, subject));
          const newId = created?.id;
          return {
            source: await titlesOf(meetingId),
            created: newId && {
              teams: await countOf(db.select().from(meetingTeams).where(eq(meetingTeams.meetingId, newId))),
              noteTakers: await countOf(
                db.select().from(meetingResponsibilities).where(eq(meetingResponsibilities.meetingId, newId)),
              ),
              items: await titlesOf(newId),
            },
            task: await taskMeetingName(taskId, { [meetingId]: 'source', ...(newId && { [newId]: 'new' }) }),
          };
        },
      }),

    'meeting save (meeting, team, note taker)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'meeting save',
        arrange: async () => {
          const meetingId = await meetingWithItems(`Edit ${nextTag()}`, []);
          await db.insert(meetingResponsibilities).values({
            ...school,
            meetingId,
            responsibilityId: MeetingResponsibility.NoteTaker,
            userId: person[DemoAccounts.teacher]!,
          });
          return { meetingId };
        },
        change: ({ meetingId }) =>
          post('meeting/save', {
            Id: meetingId,
            Subject: 'Edited meeting',
            StartDateTime: new Date(START + 3_600_000).toISOString(),
            EndDateTime: new Date(START + 7_200_000).toISOString(),
            Location: 'Room 9',
            MeetingTeams: [{ TeamId: literacy }],
            MeetingResponsiblities: [
              { ResponsibilityId: MeetingResponsibility.NoteTaker, UserId: person[ELENA] },
            ],
          }),
        read: async ({ meetingId }) => {
          const [meeting] = await db
            .select({ subject: meetings.subject, location: meetings.location, start: meetings.startDateTime })
            .from(meetings)
            .where(eq(meetings.id, meetingId));
          const teamNames = await db
            .select({ name: teams.name })
            .from(meetingTeams)
            .innerJoin(teams, eq(teams.id, meetingTeams.teamId))
            .where(eq(meetingTeams.meetingId, meetingId));
          const noteTakers = await db
            .select({ name: users.firstName })
            .from(meetingResponsibilities)
            .innerJoin(users, eq(users.id, meetingResponsibilities.userId))
            .where(eq(meetingResponsibilities.meetingId, meetingId));
          return {
            subject: meeting!.subject.startsWith('Edit ') ? 'Edit <tag>' : meeting!.subject,
            location: meeting!.location,
            start: meeting!.start.toISOString(),
            teams: teamNames.map((row) => row.name),
            noteTakers: noteTakers.map((row) => row.name),
          };
        },
      }),

    'meeting series edit (series; occurrences updated, made and removed)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'meeting series edit',
        arrange: async () => ({ seriesId: await weeklySeries(`Series ${nextTag()}`) }),
        // A week later: two occurrences move to the new subject and time, one is made, one removed.
        change: ({ seriesId }) =>
          post('meetingSeries/save', {
            ...seriesBody('Edited series'),
            Id: seriesId,
            StartDate: '2031-03-11',
            StartTime: '16:00',
            NoteTakerId: person[DemoAccounts.lead],
          }),
        read: ({ seriesId }) => occurrencesOf(seriesId),
      }),

    'meeting series delete (coming occurrences, then the series)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'meeting series delete',
        arrange: async () => {
          const subject = `Series ${nextTag()}`;
          return { seriesId: await weeklySeries(subject), subject };
        },
        change: ({ seriesId }) => remove(`meetingSeries/delete/${seriesId}`),
        read: async ({ seriesId, subject }) => ({
          series: await countOf(db.select().from(meetingSeries).where(eq(meetingSeries.id, seriesId))),
          meetings: await countOf(db.select().from(meetings).where(eq(meetings.subject, subject))),
        }),
      }),

    'agenda template save (template, items replaced)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'agenda template save',
        arrange: async () => {
          const saved = await post('agendaTemplate/save', {
            ...(await templateBody(`Template ${nextTag()}`)),
            Items: [{ Title: 'T1', ItemTypeId: await firstTypeId(), TimeInMinutes: 5 }],
          });
          const templateId = saved.json<{ Id: string }>().Id;
          return { templateId, edit: { ...(await templateBody('Renamed')), Id: templateId } };
        },
        change: ({ edit }) => post('agendaTemplate/save', edit),
        read: async ({ templateId }) => {
          const [template] = await db
            .select({ name: agendaTemplates.name, version: agendaTemplates.version })
            .from(agendaTemplates)
            .where(eq(agendaTemplates.id, templateId));
          const items = await db
            .select({ title: agendaTemplateItems.title, orderId: agendaTemplateItems.orderId })
            .from(agendaTemplateItems)
            .where(eq(agendaTemplateItems.templateId, templateId))
            .orderBy(asc(agendaTemplateItems.orderId));
          return {
            name: template!.name.startsWith('Template ') ? '<tag>' : template!.name,
            version: template!.version,
            items,
          };
        },
      }),

    'apply agenda template (items after the last, facilitators)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'apply agenda template',
        arrange: async () => {
          const meetingId = await meetingWithItems(`Apply ${nextTag()}`, ['A1']);
          const saved = await post('agendaTemplate/save', await templateBody(`Template ${nextTag()}`));
          return {
            meetingId,
            agendaId: await agendaOf(meetingId),
            templateId: saved.json<{ Id: string }>().Id,
          };
        },
        change: ({ agendaId, templateId }) => post(`agenda/applyTemplate/${agendaId}/${templateId}`),
        read: async ({ meetingId }) => ({
          items: await titlesOf(meetingId),
          facilitators: await countOf(
            db
              .select()
              .from(agendaItemFacilitators)
              .innerJoin(agendaItems, eq(agendaItems.id, agendaItemFacilitators.agendaItemId))
              .innerJoin(agendas, eq(agendas.id, agendaItems.agendaId))
              .where(eq(agendas.meetingId, meetingId)),
          ),
        }),
      }),

    'attendance save (members set, guests replaced)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'attendance save',
        arrange: async () => {
          const meetingId = await meetingWithItems(`Attendance ${nextTag()}`, ['A1']);
          await db.insert(meetingAttendance).values([
            { ...school, meetingId, userId: person[TOM]!, status: 3 },
            { ...school, meetingId, guestName: 'Old guest', status: 1 },
          ]);
          return meetingId;
        },
        change: (meetingId) =>
          post('meeting/saveAttendance', {
            MeetingId: meetingId,
            Members: [
              { UserId: person[DemoAccounts.lead], Status: 1 },
              { UserId: person[DemoAccounts.teacher], Status: 2 },
              { UserId: person[TOM], Status: null },
            ],
            Guests: [{ Name: 'New guest' }, { Name: 'Another guest' }],
          }),
        read: async (meetingId) =>
          (
            await db
              .select({
                who: sql<string>`coalesce(${meetingAttendance.guestName}, ${users.emailAddress})`,
                status: meetingAttendance.status,
              })
              .from(meetingAttendance)
              .leftJoin(users, eq(users.id, meetingAttendance.userId))
              .where(eq(meetingAttendance.meetingId, meetingId))
          )
            .map((row) => `${row.who}: ${row.status}`)
            .sort(),
      }),

    'task save for someone else (task, their notice)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'task save with notice',
        arrange: async () => `Noticed ${nextTag()}`,
        change: (title) =>
          post('task/save', {
            Id: '0',
            Title: title,
            DueDate: null,
            AssignedToUserId: person[DemoAccounts.teacher],
            TeamId: math,
          }),
        read: async (title) => ({
          tasks: (await db.select({ title: tasks.title }).from(tasks).where(eq(tasks.title, title))).length,
          notices: (
            await db
              .select({ title: notices.title })
              .from(notices)
              .where(eq(notices.title, `New task: ${title}`))
          ).length,
        }),
      }),

    'goal completed (goal, notices to its team)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'goal completed with notices',
        arrange: async () => {
          const [goal] = await db
            .insert(goals)
            .values({ ...school, scope: GoalScope.Team, title: `Closing ${nextTag()}` })
            .returning({ id: goals.id, title: goals.title });
          await db.insert(goalTeams).values({ ...school, goalId: goal!.id, teamId: math });
          return goal!;
        },
        change: (goal) => post(`goal/markAsCompleted/${goal.id}`),
        read: async (goal) => ({
          completed: (
            await db.select({ at: goals.completedAt }).from(goals).where(eq(goals.id, goal.id))
          ).map((row) => row.at !== null),
          notices: (
            await db
              .select({ title: notices.title })
              .from(notices)
              .where(eq(notices.title, `Goal completed: ${goal.title}`))
          ).length,
        }),
      }),

    'student note comment (comment, the author’s notice)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'note comment with notice',
        arrange: async () => {
          const [note] = await db
            .insert(userNotes)
            .values({
              ...school,
              userId: mathStudent,
              teamId: math,
              title: `Commented ${nextTag()}`,
              note: '<p>Reads well aloud.</p>',
              createdByUserId: person[DemoAccounts.teacher]!,
            })
            .returning({ id: userNotes.id });
          return note!.id;
        },
        change: (noteId) =>
          post('usernotecomment/save', { Id: null, Comment: 'Same in my class.', UserNoteId: noteId }),
        read: async (noteId) => {
          const comments = await db
            .select({ id: userNoteComments.id })
            .from(userNoteComments)
            .where(eq(userNoteComments.userNoteId, noteId));
          const noticed = await db
            .select({ id: notices.id })
            .from(notices)
            .where(inArray(notices.subjectId, comments.map((comment) => comment.id).concat(noteId)));
          return { comments: comments.length, notices: noticed.length };
        },
      }),

    'minutes finalised (meeting, notices to its team)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'minutes finalised with notices',
        arrange: async () => {
          const meetingId = await meetingWithItems(`Finalise ${nextTag()}`, ['F1']);
          await db
            .update(meetings)
            .set({ startedAt: new Date(START) })
            .where(eq(meetings.id, meetingId));
          return meetingId;
        },
        change: (meetingId) => post(`meeting/finalizeMinutes/${meetingId}`),
        read: async (meetingId) => ({
          finalized: (
            await db
              .select({ at: meetings.minutesFinalizedAt })
              .from(meetings)
              .where(eq(meetings.id, meetingId))
          ).map((row) => row.at !== null),
          notices: (await db.select({ id: notices.id }).from(notices).where(eq(notices.subjectId, meetingId)))
            .length,
        }),
      }),

    'reopen minutes (meeting, reopening record)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'reopen minutes',
        arrange: async () => {
          const meetingId = await meetingWithItems(`Reopen ${nextTag()}`, ['R1']);
          await db
            .update(meetings)
            .set({ startedAt: new Date(START), minutesFinalizedAt: new Date(START) })
            .where(eq(meetings.id, meetingId));
          return meetingId;
        },
        change: (meetingId) => post(`meeting/reopenMinutes/${meetingId}`, { Reason: 'Cut' }),
        read: async (meetingId) => ({
          finalized: (
            await db
              .select({ at: meetings.minutesFinalizedAt })
              .from(meetings)
              .where(eq(meetings.id, meetingId))
          ).map((row) => row.at !== null),
          reasons: (
            await db
              .select({ reason: meetingReopenings.reason })
              .from(meetingReopenings)
              .where(eq(meetingReopenings.meetingId, meetingId))
          ).map((row) => row.reason),
        }),
      }),

    'carry over (items after the last, facilitators)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'carry over',
        arrange: async () => {
          // A team of its own, so no other attempt's meeting comes between the two.
          const teamId = await insertTeam(`Carry ${nextTag()}`, [[DemoAccounts.lead, true]]);
          const earlier = await insertMeeting(db, school, {
            subject: 'Earlier',
            teamIds: [teamId],
            start: START - 7 * DAY_MS,
            items: [
              { title: 'C1', orderId: 1 },
              { title: 'C2', orderId: 2 },
            ],
          });
          const items = await itemsOf(earlier);
          await db
            .insert(agendaItemFacilitators)
            .values(
              items.map((item) => ({ ...school, agendaItemId: item.id, userId: person[DemoAccounts.lead]! })),
            );
          const later = await insertMeeting(db, school, {
            subject: 'Later',
            teamIds: [teamId],
            start: START,
            items: [{ title: 'L1', orderId: 1 }],
          });
          return { later, agendaId: await agendaOf(later) };
        },
        change: ({ agendaId }) => post(`agenda/carryOver/${agendaId}`, {}),
        read: async ({ later }) => ({
          items: await titlesOf(later),
          facilitators: await countOf(
            db
              .select()
              .from(agendaItemFacilitators)
              .innerJoin(agendaItems, eq(agendaItems.id, agendaItemFacilitators.agendaItemId))
              .innerJoin(agendas, eq(agendas.id, agendaItems.agendaId))
              .where(eq(agendas.meetingId, later)),
          ),
        }),
      }),

    'team save (team, memberships, lead roles)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'team save',
        arrange: async () => {
          const tag = nextTag();
          const teamId = await insertTeam(`Team ${tag}`, [
            [DemoAccounts.lead, true],
            [DemoAccounts.teacher, false],
            [TOM, false],
          ]);
          return { teamId, tag };
        },
        change: ({ teamId, tag }) =>
          post('team/addTeamWithUsers', {
            TeamId: teamId,
            TeamName: `Renamed ${tag}`,
            UsersInTeam: [DemoAccounts.teacher, TOM, AISHA].map((email, index) => ({
              UserId: person[email],
              UserRoles: index === 0 ? [{ RoleId: TeamRole.TeamLead }] : [],
            })),
          }),
        read: async ({ teamId, tag }) => {
          const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
          return { name: team!.name.replace(tag, '<tag>'), members: await membersOf(teamId) };
        },
      }),

    'team delete (team and its goals)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'team delete',
        arrange: async () => {
          const teamId = await insertTeam(`Doomed ${nextTag()}`, [[DemoAccounts.lead, true]]);
          const [goal] = await db
            .insert(goals)
            .values({
              ...school,
              scope: GoalScope.Team,
              title: 'Goal of a doomed team',
              createdByUserId: dana.id,
            })
            .returning({ id: goals.id });
          await db.insert(goalTeams).values({ ...school, goalId: goal!.id, teamId });
          return { teamId, goalId: goal!.id };
        },
        change: ({ teamId }) => remove(`team/delete/${teamId}`),
        read: async ({ teamId, goalId }) => ({
          team: await countOf(db.select().from(teams).where(eq(teams.id, teamId))),
          goal: await countOf(db.select().from(goals).where(eq(goals.id, goalId))),
        }),
      }),

    'post agenda (agenda row, then one mail per member)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'post agenda',
        arrange: async () => {
          const subject = `Post ${nextTag()}`;
          const meetingId = await meetingWithItems(subject, ['P1']);
          return { subject, agendaId: await agendaOf(meetingId) };
        },
        change: ({ agendaId }) => post(`agenda/postMeetingAgenda/${agendaId}`),
        read: async ({ subject, agendaId }) => {
          // The mails leave after the reply.
          await t.app.background.drain();
          const [agenda] = await db
            .select({ posted: agendas.hasAgendaPosted, by: agendas.postedByUserId })
            .from(agendas)
            .where(eq(agendas.id, agendaId));
          return {
            posted: agenda!.posted,
            postedByDana: agenda!.by === dana.id,
            mails: mails.filter((mail) => mail.raw.includes(`Subject: Agenda posted: ${subject}\r\n`)).length,
          };
        },
      }),

    'staffer save with a new password (user, sessions, reset links)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'staffer save',
        arrange: () => signedInStaffer(nextTag()),
        change: ({ id, fields }) =>
          post('user/save', { Id: id, ...fields, FirstName: 'Renamed', Password: 'second-password' }),
        read: stafferState,
      }),

    'roster import (people added, changed and deactivated)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'roster import',
        arrange: async () => {
          const renamed = await signedInStaffer(nextTag());
          const leaving = await signedInStaffer(nextTag());
          const tag = nextTag();
          const file = [
            'FirstName,LastName,EmailAddress,StaffId,IsAdmin,Active',
            `Roster,Newcomer,roster.${tag}@demo.plchub.test,${600_000 + serial},no,yes`,
            `Renamed,Staffer,${renamed.fields.EmailAddress},${renamed.fields.ThirdPartyId},no,yes`,
          ].join('\r\n');
          const uploaded = await postRosterUpload(
            t.app,
            adminCookie,
            { kind: 'staff' },
            { name: 'staff.csv', bytes: Buffer.from(file) },
          );
          return { tag, renamed, leaving, previewId: uploaded.json<{ Id: string }>().Id };
        },
        change: ({ previewId, leaving }) =>
          post(`roster/apply/${previewId}`, { DeactivateUserIds: [leaving.id] }),
        read: async ({ tag, renamed, leaving }) => ({
          newcomer: (
            await db
              .select({ id: users.id })
              .from(users)
              .where(eq(users.emailAddress, `roster.${tag}@demo.plchub.test`))
          ).length,
          renamed: (
            await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, renamed.id))
          )[0],
          leaving: (await db.select({ active: users.active }).from(users).where(eq(users.id, leaving.id)))[0],
        }),
      }),

    'user delete (soft delete, sessions)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'user delete',
        arrange: () => signedInStaffer(nextTag()),
        change: ({ id }) => remove(`user/Delete/${id}`),
        read: stafferState,
      }),

    'wrong password (failure counts per IP and overall, audit row)': (cutter: StatementCutter) =>
      expectAllOrNothing(cutter, countAuditEntries, {
        name: 'wrong password',
        arrange: () => signedInStaffer(nextTag()),
        change: ({ fields }) => postLogin(t.app, fields.EmailAddress, 'not-the-password'),
        read: async ({ id, fields }) => {
          const counts = await db
            .select({ source: loginFailures.source, failures: loginFailures.failures })
            .from(loginFailures)
            .where(eq(loginFailures.emailKey, fields.EmailAddress))
            .orderBy(asc(loginFailures.source));
          const audits = await countOf(db.select().from(loginAudit).where(eq(loginAudit.userId, id)));
          // The address's count from the caller's IP and from every IP, by position (the IP differs).
          return { failures: counts.map((row) => row.failures), audits };
        },
      }),

    'single sign-on of a new person (account, link, session, sign-in row)': async (
      cutter: StatementCutter,
    ) => {
      const providerId = await justInTimeProvider();
      return expectAllOrNothing(cutter, countAuditEntries, {
        name: 'single sign-on of a new person',
        arrange: async () => {
          const tag = nextTag();
          const email = `sso.${tag}@demo.plchub.test`;
          oidc.accounts.set(tag, { email });
          const begun = await beginSignIn(t.app, providerId);
          return { email, begun, callback: await signInAtProvider(begun.location, tag, SSO_REDIRECT_URL) };
        },
        // The callback answers with a redirect: to the home page when signed in, else to the login page.
        change: async ({ begun, callback }) => {
          const answer = await finishSignIn(t.app, callback, begun.browserCookie);
          const signedIn = answer.statusCode === 302 && answer.headers.location === '/';
          return answer.statusCode === 302
            ? { ...answer, statusCode: signedIn ? 200 : 400, body: answer.body }
            : answer;
        },
        read: async ({ email }) => {
          const [account] = await db
            .select({ id: users.id })
            .from(users)
            .where(eq(users.emailAddress, email));
          return {
            account: account !== undefined,
            links: account ? await db.$count(userIdentityLinks, eq(userIdentityLinks.userId, account.id)) : 0,
            sessions: account ? await db.$count(sessions, eq(sessions.userId, account.id)) : 0,
            signIns: await db.$count(loginAudit, eq(loginAudit.emailAddress, email)),
          };
        },
      });
    },
  } satisfies Record<MultiRowChangeName, (cutter: StatementCutter) => Promise<AllOrNothingReport>>;

  return check;
}
