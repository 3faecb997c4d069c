import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  GoalScope,
  GoalStatus,
  MeetingResponsibility,
  TaskStatus,
  TeamRole,
  UserType,
  type UserTypeId,
} from '@shared/constants';
import { naturalSortKey, personSortKey } from '@shared/natural-sort';
import { hashPassword } from '../../lib/passwords';
import { skipAuditLog } from '../audit-session';
import type { Db } from '../database';
import * as t from '../schema';
import { insertPlcTemplates } from './plc-templates';
import { atSchoolTime } from './school-time';

export const DEMO_PASSWORD = 'demo-password';

/** The demo accounts the README lists. */
export const DemoAccounts = {
  superAdmin: 'superadmin@demo.plchub.test',
  admin: 'admin@demo.plchub.test',
  lead: 'lead@demo.plchub.test',
  teacher: 'teacher@demo.plchub.test',
  eastAdmin: 'admin@east.plchub.test',
} as const;

interface School {
  districtId: string;
  locationId: string;
}

interface PersonSpec {
  first: string;
  last: string;
  email?: string;
  type?: UserTypeId;
  admin?: boolean;
  superAdmin?: boolean;
  webAccess?: boolean;
  thirdPartyId: string;
  graduationYear?: number;
}

const DAY_MS = 86_400_000;

/**
 * Seeds the demo district unless the database already holds a district. Returns whether it seeded. `now`
 * places the meetings: days before or after it, at school hours in DEMO_TIME_ZONE.
 */
export async function seedDemoIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Serialises concurrent seeders (two servers starting on one PostgreSQL).
    await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
    const [existing] = await tx.select({ id: t.districts.id }).from(t.districts).limit(1);
    if (existing) return false;
    // The demo's records start with no history: nobody changed them yet.
    await skipAuditLog(tx);
    await seedDistrict(tx, passwordHash, now);
    return true;
  });
}

async function seedDistrict(db: Db, passwordHash: string, now: Date): Promise<void> {
  const districtId = randomUUID();
  const lincolnId = randomUUID();
  const eastId = randomUUID();
  await db.insert(t.districts).values({ id: districtId, name: 'Riverside Unified School District' });
  await db.insert(t.locations).values([
    { id: lincolnId, districtId, name: 'Lincoln Middle School' },
    { id: eastId, districtId, name: 'East Valley High School' },
  ]);
  const lincoln = { districtId, locationId: lincolnId };
  const east = { districtId, locationId: eastId };

  await db
    .insert(t.goals)
    .values(
      [
        goal(
          lincoln,
          GoalScope.District,
          'Raise grade-level reading proficiency to 75%',
          'Measured by the spring benchmark across all schools.',
          200,
        ),
        goal(
          lincoln,
          GoalScope.District,
          'Every student known by name, strength and need',
          'Each student has an adult advocate who meets with them monthly.',
          150,
        ),
      ].map((row) => ({ ...row, locationId: null })),
    );

  await seedLincoln(db, lincoln, passwordHash, now);
  await seedEast(db, east, passwordHash, now);
  await insertLoginHistory(db, districtId);
}

/**
 * Days ago of each demo account's sign-ins over the last weeks, so the schools-accessed report shows real
 * numbers: fixed offsets, not random ones, so every seeded database tells the same story.
 */
const SIGN_INS: Record<string, number[]> = {
  [DemoAccounts.superAdmin]: [0.2, 1.1, 6.3, 13.2, 27.5, 41.4],
  [DemoAccounts.admin]: [0.9, 2.4, 5.1, 9.3, 16.2, 23.4, 30.5, 38.1, 44.2],
  [DemoAccounts.lead]: [1.3, 3.2, 8.4, 15.1, 22.3, 36.6],
  [DemoAccounts.teacher]: [2.1, 4.5, 11.2, 19.4, 33.3],
  'elena.garcia@demo.plchub.test': [12.2, 26.1, 40.3],
  [DemoAccounts.eastAdmin]: [3.4, 10.2, 17.5, 31.2, 43.1],
  'keisha.moore@east.plchub.test': [18.3, 35.2],
};
/** Days ago of mistyped passwords, each just before a sign-in that worked. */
const WRONG_PASSWORDS: Record<string, number[]> = {
  [DemoAccounts.admin]: [5.11],
  [DemoAccounts.teacher]: [4.51],
  'keisha.moore@east.plchub.test': [18.31],
};

/** The demo accounts' sign-in history, plus an address nobody has, in one insert. */
async function insertLoginHistory(db: Db, districtId: string): Promise<void> {
  const people = await db
    .select({
      userId: t.users.id,
      districtId: t.users.districtId,
      locationId: t.users.locationId,
      emailAddress: sql<string>`${t.users.emailAddress}`,
    })
    .from(t.users)
    .where(and(eq(t.users.districtId, districtId), inArray(t.users.emailAddress, Object.keys(SIGN_INS))));
  const now = Date.now();
  const client = { ipAddress: '192.0.2.10', userAgent: 'Mozilla/5.0 (demo seed)' };
  const attempt = (daysAgo: number, failureReason: string | null) => ({
    ...client,
    succeeded: failureReason === null,
    failureReason,
    createdAt: new Date(now - daysAgo * DAY_MS),
  });
  const rows: (typeof t.loginAudit.$inferInsert)[] = people.flatMap((person) => [
    ...(SIGN_INS[person.emailAddress] ?? []).map((daysAgo) => ({ ...person, ...attempt(daysAgo, null) })),
    ...(WRONG_PASSWORDS[person.emailAddress] ?? []).map((daysAgo) => ({
      ...person,
      ...attempt(daysAgo, 'wrong password'),
    })),
  ]);
  rows.push({ emailAddress: 'dana.whitfeld@demo.plchub.test', ...attempt(7.5, 'unknown user') });
  await db.insert(t.loginAudit).values(rows);
}

async function seedLincoln(db: Db, school: School, passwordHash: string, now: Date): Promise<void> {
  const people = await insertPeople(db, school, passwordHash, [
    {
      first: 'Morgan',
      last: 'Reyes',
      email: DemoAccounts.superAdmin,
      admin: true,
      superAdmin: true,
      webAccess: true,
      thirdPartyId: '1001',
    },
    {
      first: 'Dana',
      last: 'Whitfield',
      email: DemoAccounts.admin,
      admin: true,
      webAccess: true,
      thirdPartyId: '1002',
    },
    { first: 'Priya', last: 'Raman', email: DemoAccounts.lead, webAccess: true, thirdPartyId: '1003' },
    { first: 'Marcus', last: 'Bell', email: DemoAccounts.teacher, webAccess: true, thirdPartyId: '1004' },
    {
      first: 'Elena',
      last: 'Garcia',
      email: 'elena.garcia@demo.plchub.test',
      webAccess: true,
      thirdPartyId: '1005',
    },
    { first: 'Tom', last: 'Becker', email: 'tom.becker@demo.plchub.test', thirdPartyId: '1006' },
    { first: 'Aisha', last: 'Khan', email: 'aisha.khan@demo.plchub.test', thirdPartyId: '1007' },
    {
      first: 'Jordan',
      last: 'Lee',
      email: 'jordan.lee@partners.plchub.test',
      type: UserType.Partner,
      thirdPartyId: '9001',
    },
    ...students('demo', 2031, [
      ['Ava', 'Thompson'],
      ['Liam', 'Okafor'],
      ['Sofia', 'Martinez'],
      ['Noah', 'Chen'],
      ['Mia', 'Patel'],
      ['Ethan', 'Johnson'],
      ['Zoe', 'Williams'],
      ['Lucas', 'Nguyen'],
      ['Chloe', 'Brown'],
      ['Mateo', 'Rossi'],
    ]),
  ]);
  const [, dana, priya, marcus, elena, tom, aisha, jordan, ...kids] = people;
  const types = await insertAgendaItemTypes(db, school);
  await insertPlcTemplates(db, school, types);

  const math = await insertTeam(
    db,
    school,
    '7th Grade Math',
    dana!,
    [
      [priya!, true],
      [marcus!, false],
      [tom!, false],
      [jordan!, false],
      ...kids.slice(0, 6).map((k) => [k, false] as const),
    ],
    [
      'Start and end on time.',
      'Assume positive intent.',
      'Decisions are made with student data in front of us.',
    ],
  );
  const literacy = await insertTeam(
    db,
    school,
    'Literacy Committee',
    priya!,
    [
      [priya!, true],
      [elena!, true],
      [marcus!, false],
      [aisha!, false],
      ...kids.slice(4, 10).map((k) => [k, false] as const),
    ],
    ['Listen to understand.', 'Every voice is heard before we decide.'],
  );
  const science = await insertTeam(
    db,
    school,
    'Science Department',
    dana!,
    [
      [elena!, true],
      [tom!, false],
      [aisha!, false],
    ],
    [],
  );

  await db
    .insert(t.goals)
    .values([
      goal(
        school,
        GoalScope.School,
        'Cut chronic absenteeism by a third',
        'Attendance teams meet weekly and call home after the second absence.',
        120,
      ),
      goal(
        school,
        GoalScope.School,
        'Common formative assessments in every core subject',
        'Each department writes and scores one common assessment per unit.',
        90,
      ),
    ]);
  const fractions = goal(
    school,
    GoalScope.Team,
    'Fractions fluency for every 7th grader',
    'At least 80% of students score proficient on the fractions unit assessment.',
    60,
  );
  const intervention = goal(
    school,
    GoalScope.Team,
    'Weekly intervention groups',
    'Students below benchmark get two extra sessions a week.',
    30,
  );
  const readAloud = goal(
    school,
    GoalScope.Team,
    'School-wide independent reading',
    'Every student reads 20 minutes a day and logs it.',
    75,
  );
  await db.insert(t.goals).values([fractions, intervention, readAloud]);
  await db.insert(t.goalTeams).values([
    { ...school, goalId: fractions.id, teamId: math },
    { ...school, goalId: intervention.id, teamId: math },
    { ...school, goalId: readAloud.id, teamId: literacy },
  ]);

  // After-school team meetings (3:30-4:30 pm) and a morning one before the bell (7:30-8:15 am).
  const pastMath = await insertMeeting(db, school, {
    subject: 'Unit 3 data review',
    teamId: math,
    noteTakerId: marcus!,
    start: atSchoolTime(now, -7, '15:30'),
    minutes: 60,
    room: 'Room 204',
    posted: true,
    items: [
      {
        title: 'Celebrations',
        typeId: types.celebration,
        minutes: 5,
        facilitatorId: priya!,
        outcome: '<p>Two classes passed 85% on the quiz.</p>',
      },
      {
        title: 'Unit 3 assessment results',
        typeId: types.discussion,
        minutes: 25,
        facilitatorId: priya!,
        outcome: '<p>Reteach equivalent fractions in period 3.</p>',
      },
      {
        title: 'Intervention roster',
        typeId: types.decision,
        minutes: 15,
        facilitatorId: marcus!,
        outcome: '',
      },
    ],
  });
  const nextMath = await insertMeeting(db, school, {
    subject: 'Fractions reteach planning',
    teamId: math,
    noteTakerId: marcus!,
    start: atSchoolTime(now, 2, '15:30'),
    minutes: 60,
    room: 'Room 204',
    posted: false,
    items: [
      {
        title: 'Review of reteach lessons',
        typeId: types.discussion,
        minutes: 20,
        facilitatorId: priya!,
        outcome: '',
      },
      {
        title: 'Family letter about fractions night',
        typeId: types.information,
        minutes: 10,
        facilitatorId: tom!,
        outcome: '',
      },
    ],
  });
  await insertMeeting(db, school, {
    subject: 'Reading log kickoff',
    teamId: literacy,
    noteTakerId: elena!,
    start: atSchoolTime(now, 5, '07:30'),
    minutes: 45,
    room: 'Library',
    posted: true,
    items: [
      {
        title: 'Reading log format',
        typeId: types.decision,
        minutes: 20,
        facilitatorId: elena!,
        outcome: '',
      },
    ],
  });

  const taskRows = [
    task(school, 'Regroup period 3 for reteach', marcus!, priya!, math, TaskStatus.InProgress, -6, 3, {
      goalId: fractions.id,
      meetingId: pastMath,
    }),
    task(school, 'Share exit-ticket data in the team folder', marcus!, priya!, math, TaskStatus.Open, -6, 5, {
      goalId: fractions.id,
      meetingId: pastMath,
    }),
    task(school, 'Draft family letter', tom!, priya!, math, TaskStatus.Completed, -6, -1, {
      meetingId: pastMath,
    }),
    task(school, 'Book the library for fractions night', priya!, dana!, math, TaskStatus.Open, -2, 9, {
      goalId: intervention.id,
      meetingId: nextMath,
    }),
    task(school, 'Collect reading logs from homerooms', marcus!, elena!, literacy, TaskStatus.Open, -1, 12, {
      goalId: readAloud.id,
    }),
    // Past their due dates, so Insights has overdue tasks to show (Science more than Literacy).
    task(school, 'Order lab safety goggles', aisha!, elena!, science, TaskStatus.Open, -12, -4, {}),
    task(
      school,
      'Update the lab inventory sheet',
      aisha!,
      elena!,
      science,
      TaskStatus.InProgress,
      -10,
      -2,
      {},
    ),
    task(
      school,
      'Choose read-aloud books for next month',
      aisha!,
      elena!,
      literacy,
      TaskStatus.Open,
      -9,
      -3,
      {},
    ),
  ];
  await db.insert(t.tasks).values(taskRows);
  await db.insert(t.taskNotes).values({
    ...school,
    taskId: taskRows[0]!.id,
    createdByUserId: marcus!,
    comment: '<p>Moved six students into the Tuesday group; the rest stay in Thursday.</p>',
    commentDate: now,
  });

  const noteId = randomUUID();
  await db.insert(t.userNotes).values({
    ...school,
    id: noteId,
    userId: kids[0]!,
    teamId: math,
    createdByUserId: marcus!,
    title: 'Strong progress on fractions',
    note: '<p>Ava explained common denominators to her table group today.</p>',
  });
  await db.insert(t.userNoteComments).values({
    ...school,
    userNoteId: noteId,
    createdByUserId: priya!,
    comment: 'Great to hear. Let us ask her to co-lead the review.',
  });
}

async function seedEast(db: Db, school: School, passwordHash: string, now: Date): Promise<void> {
  const [robin, keisha, , ...kids] = await insertPeople(db, school, passwordHash, [
    {
      first: 'Robin',
      last: 'Castillo',
      email: DemoAccounts.eastAdmin,
      admin: true,
      webAccess: true,
      thirdPartyId: '2001',
    },
    {
      first: 'Keisha',
      last: 'Moore',
      email: 'keisha.moore@east.plchub.test',
      webAccess: true,
      thirdPartyId: '2002',
    },
    { first: 'Victor', last: 'Alvarez', email: 'victor.alvarez@east.plchub.test', thirdPartyId: '2003' },
    ...students('east', 2030, [
      ['Hannah', 'Schmidt'],
      ['Omar', 'Haddad'],
      ['Grace', 'Kim'],
      ['Diego', 'Flores'],
    ]),
  ]);
  const types = await insertAgendaItemTypes(db, school);
  await insertPlcTemplates(db, school, types);
  const team = await insertTeam(
    db,
    school,
    'Freshman Success Team',
    robin!,
    [[keisha!, true], [robin!, false], ...kids.map((k) => [k, false] as const)],
    ['Students first.'],
  );
  const onTrack = goal(
    school,
    GoalScope.Team,
    'Every freshman on track to graduate',
    'No freshman ends a semester with more than one failing grade.',
    100,
  );
  await db.insert(t.goals).values(onTrack);
  await db.insert(t.goalTeams).values({ ...school, goalId: onTrack.id, teamId: team });
  await insertMeeting(db, school, {
    subject: 'Freshman grade check',
    teamId: team,
    noteTakerId: keisha!,
    start: atSchoolTime(now, 3, '15:00'),
    minutes: 60,
    room: 'Counseling office',
    posted: false,
    items: [
      {
        title: 'Students with two or more Fs',
        typeId: types.discussion,
        minutes: 30,
        facilitatorId: keisha!,
        outcome: '',
      },
    ],
  });
}

function students(domain: string, graduationYear: number, names: [string, string][]): PersonSpec[] {
  return names.map(([first, last], index) => ({
    first,
    last,
    type: UserType.Student,
    email: `${first}.${last}@students.${domain}.plchub.test`.toLowerCase(),
    thirdPartyId: String(50_000 + index + (domain === 'east' ? 500 : 0)),
    graduationYear,
  }));
}

async function insertPeople(
  db: Db,
  school: School,
  passwordHash: string,
  people: PersonSpec[],
): Promise<string[]> {
  const rows = people.map((person) => ({
    ...school,
    id: randomUUID(),
    userTypeId: person.type ?? UserType.Staffer,
    firstName: person.first,
    lastName: person.last,
    sortKey: personSortKey(person.first, person.last),
    emailAddress: person.email ?? null,
    isAdmin: person.admin ?? false,
    isSuperAdmin: person.superAdmin ?? false,
    thirdPartyId: person.thirdPartyId,
    graduationYear: person.graduationYear ?? null,
    passwordHash: person.webAccess ? passwordHash : null,
  }));
  await db.insert(t.users).values(rows);
  return rows.map((row) => row.id);
}

async function insertAgendaItemTypes(db: Db, school: School) {
  const ids = {
    celebration: randomUUID(),
    discussion: randomUUID(),
    decision: randomUUID(),
    information: randomUUID(),
  };
  await db.insert(t.agendaItemTypes).values([
    { ...school, id: ids.celebration, name: 'Celebration', displayName: 'C' },
    { ...school, id: ids.discussion, name: 'Discussion', displayName: 'D' },
    { ...school, id: ids.decision, name: 'Decision', displayName: 'DC' },
    { ...school, id: ids.information, name: 'Information', displayName: 'I' },
  ]);
  return ids;
}

async function insertTeam(
  db: Db,
  school: School,
  name: string,
  createdBy: string,
  members: (readonly [string, boolean])[],
  norms: string[],
): Promise<string> {
  const teamId = randomUUID();
  await db
    .insert(t.teams)
    .values({ ...school, id: teamId, name, sortKey: naturalSortKey(name), createdByUserId: createdBy });
  const memberships = members.map(([userId, isLead]) => ({
    ...school,
    id: randomUUID(),
    teamId,
    userId,
    isLead,
  }));
  await db.insert(t.userTeams).values(memberships.map(({ isLead: _isLead, ...row }) => row));
  const leads = memberships
    .filter((m) => m.isLead)
    .map((m) => ({ userTeamId: m.id, roleId: TeamRole.TeamLead }));
  if (leads.length > 0) await db.insert(t.userTeamRoles).values(leads);
  if (norms.length > 0) {
    await db
      .insert(t.teamNorms)
      .values(norms.map((norm, index) => ({ ...school, teamId, norm, displayOrder: index + 1 })));
  }
  return teamId;
}

interface MeetingSpec {
  subject: string;
  teamId: string;
  noteTakerId: string;
  start: Date;
  minutes: number;
  room: string;
  posted: boolean;
  items: { title: string; typeId: string; minutes: number; facilitatorId: string; outcome: string }[];
}

async function insertMeeting(db: Db, school: School, spec: MeetingSpec): Promise<string> {
  const meetingId = randomUUID();
  const agendaId = randomUUID();
  await db.insert(t.meetings).values({
    ...school,
    id: meetingId,
    subject: spec.subject,
    startDateTime: spec.start,
    endDateTime: new Date(spec.start.getTime() + spec.minutes * 60_000),
    location: spec.room,
  });
  await db.insert(t.meetingTeams).values({ ...school, meetingId, teamId: spec.teamId });
  await db.insert(t.meetingResponsibilities).values({
    ...school,
    meetingId,
    responsibilityId: MeetingResponsibility.NoteTaker,
    userId: spec.noteTakerId,
  });
  await db.insert(t.agendas).values({
    ...school,
    id: agendaId,
    meetingId,
    hasAgendaPosted: spec.posted,
    postedAt: spec.posted ? new Date(spec.start.getTime() - DAY_MS) : null,
  });
  const items = spec.items.map((item, index) => ({
    ...school,
    id: randomUUID(),
    agendaId,
    title: item.title,
    description: '',
    itemTypeId: item.typeId,
    orderId: index + 1,
    timeInMinutes: item.minutes,
    outcome: item.outcome,
  }));
  await db.insert(t.agendaItems).values(items);
  await db.insert(t.agendaItemFacilitators).values(
    spec.items.map((item, index) => ({
      ...school,
      agendaItemId: items[index]!.id,
      userId: item.facilitatorId,
    })),
  );
  return meetingId;
}

function goal(school: School, scope: number, title: string, description: string, daysAhead: number) {
  return {
    ...school,
    id: randomUUID(),
    scope,
    title,
    sortKey: naturalSortKey(title),
    description,
    targetDate: isoDate(Date.now() + daysAhead * DAY_MS),
    goalStatusId: GoalStatus.Active,
  };
}

function task(
  school: School,
  title: string,
  assignedTo: string,
  assignedBy: string,
  teamId: string,
  status: number,
  assignedDaysAgo: number,
  dueInDays: number,
  links: { goalId?: string; meetingId?: string },
) {
  return {
    ...school,
    id: randomUUID(),
    title,
    assignedToUserId: assignedTo,
    assignedByUserId: assignedBy,
    teamId,
    taskStatusId: status,
    dateAssigned: isoDate(Date.now() + assignedDaysAgo * DAY_MS),
    dueDate: isoDate(Date.now() + dueInDays * DAY_MS),
    completedAt: status === TaskStatus.Completed ? new Date() : null,
    goalId: links.goalId ?? null,
    meetingId: links.meetingId ?? null,
  };
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
