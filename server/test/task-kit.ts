import { eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { agendaItems, goals, meetings, tasks, teams, users } from '../db/schema';
import { DemoAccounts } from '../db/seed/demo';
import type { Clock } from '../lib/clock';
import { signIn } from './sign-in';
import { createTestApp, type TestApp } from './test-app';

/** The demo people the task tests sign in as (server/db/seed/demo.ts). */
export const People = {
  /** Dana: admin of Lincoln. */
  admin: DemoAccounts.admin,
  /** Priya: leads 7th Grade Math and the Literacy Committee. */
  priya: DemoAccounts.lead,
  /** Marcus: member of 7th Grade Math and the Literacy Committee. */
  marcus: DemoAccounts.teacher,
  /** Elena: leads the Literacy Committee and Science, not on 7th Grade Math. */
  elena: 'elena.garcia@demo.plchub.test',
  /** Tom: member of 7th Grade Math and Science (given a password below). */
  tom: 'tom.becker@demo.plchub.test',
  /** Aisha: member of Literacy and Science, not on 7th Grade Math (given a password below). */
  aisha: 'aisha.khan@demo.plchub.test',
  /** Robin: admin of East Valley High, another school of the district. */
  eastAdmin: DemoAccounts.eastAdmin,
} as const;
export type Person = keyof typeof People;

export const MISSING_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

export interface TaskKit {
  t: TestApp;
  call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    who?: Person,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** A demo person's id, or the id of the user with the e-mail address given. */
  userId(who: string): Promise<string>;
  teamId(name: string): Promise<string>;
  goalId(title: string): Promise<string>;
  meetingId(subject: string): Promise<string>;
  agendaItemId(title: string): Promise<string>;
  taskId(title: string): Promise<string>;
}

/** The app on a fresh copy of the demo database, with every person of `People` signed in. */
export async function openTaskKit(
  options: { env?: Record<string, string>; clock?: Clock } = {},
): Promise<TaskKit> {
  const t = await createTestApp(options.env, undefined, options.clock);
  const db = t.database.db;
  // Tom and Aisha have no web access in the demo; give them the teacher's password hash.
  await db
    .update(users)
    .set({
      passwordHash: sql`(select password_hash from users where email_address = ${DemoAccounts.teacher})`,
    })
    .where(inArray(users.emailAddress, [People.tom, People.aisha]));
  const cookies = new Map<Person, string>();
  for (const [who, email] of Object.entries(People) as [Person, string][]) {
    cookies.set(who, await signIn(t.app, email));
  }
  const idBy = async (table: PgTable, idColumn: AnyPgColumn, column: AnyPgColumn, value: string) => {
    const [row] = await db.select({ id: idColumn }).from(table).where(eq(column, value)).limit(1);
    if (!row) throw new Error(`no row with ${value}`);
    return row.id as string;
  };
  return {
    t,
    call: (method, url, who, payload) =>
      t.app.inject({
        method,
        url: `/api/v1/${url}`,
        headers: who ? { cookie: cookies.get(who)! } : {},
        ...(payload ? { payload } : {}),
      }),
    userId: (who) => idBy(users, users.id, users.emailAddress, who in People ? People[who as Person] : who),
    teamId: (name) => idBy(teams, teams.id, teams.name, name),
    goalId: (title) => idBy(goals, goals.id, goals.title, title),
    meetingId: (subject) => idBy(meetings, meetings.id, meetings.subject, subject),
    agendaItemId: (title) => idBy(agendaItems, agendaItems.id, agendaItems.title, title),
    taskId: (title) => idBy(tasks, tasks.id, tasks.title, title),
  };
}
