import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginCode, UserType } from '@shared/constants';
import { Messages } from '@shared/messages';
import { districts, locations, users } from '../../db/schema';
import { DEMO_PASSWORD, DemoAccounts } from '../../db/seed/demo';
import { appContextOf } from '../../plugins/service-context';
import { postLogin, uniqueIp } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createSuperAdmin,
  CreateSuperAdminError,
  describeResult,
  PASSWORD_LINK_HOURS,
  SUPPORT_DISTRICT_NAME,
  SUPPORT_SCHOOL_NAME,
  type CreateSuperAdminOptions,
} from './create-super-admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://plchub.example.org', DEFAULT_TIME_ZONE: 'America/New_York' });
});
afterAll(async () => t.close());

const run = (options: CreateSuperAdminOptions) => createSuperAdmin(appContextOf(t.app), options);

async function userByEmail(email: string) {
  const [row] = await t.database.db
    .select({
      id: users.id,
      locationId: users.locationId,
      userTypeId: users.userTypeId,
      firstName: users.firstName,
      isAdmin: users.isAdmin,
      isSuperAdmin: users.isSuperAdmin,
      active: users.active,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(sql`lower(${users.emailAddress}) = lower(${email})`);
  return row;
}

/** Chooses a password through the printed link, as the person would, then signs in with it. */
async function setPasswordAndSignIn(link: string, email: string) {
  const match = /^https:\/\/plchub\.example\.org\/forgotPassword\/([A-Za-z0-9_-]{43})$/.exec(link);
  expect(match, link).not.toBeNull();
  const token = match![1]!;
  const update = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/usermembership/UpdatePassword',
      payload: { Token: token, NewPassword: password },
      remoteAddress: uniqueIp(),
    });
  const updated = await update('chosen-by-them');
  expect(updated.json()).toEqual({ Message: Messages.passwordUpdated });
  // Single use.
  expect((await update('another-one')).statusCode).toBe(400);
  const login = await postLogin(t.app, email, 'chosen-by-them');
  expect(login.json()).toMatchObject({ Code: LoginCode.Success, User: { IsSuperAdmin: true } });
}

describe('on the demo district (two schools)', () => {
  it('promotes an existing user found by e-mail in any case; they keep their school and password', async () => {
    const before = await userByEmail(DemoAccounts.teacher);
    const result = await run({ email: DemoAccounts.teacher.toUpperCase(), firstName: 'Ignored' });
    expect(result).toMatchObject({
      outcome: 'promoted',
      userId: before!.id,
      name: 'Marcus Bell',
      locationName: 'Lincoln Middle School',
      passwordLink: null,
    });
    expect(await userByEmail(DemoAccounts.teacher)).toEqual({ ...before, isSuperAdmin: true });
    const login = await postLogin(t.app, DemoAccounts.teacher, DEMO_PASSWORD);
    expect(login.json()).toMatchObject({ Code: LoginCode.Success, User: { IsSuperAdmin: true } });

    expect((await run({ email: DemoAccounts.teacher })).outcome).toBe('unchanged');
  });

  it('gives a promoted user without a password a link to choose one', async () => {
    const email = 'tom.becker@demo.plchub.test';
    const result = await run({ email });
    expect(result.outcome).toBe('promoted');
    expect(describeResult(result, t.app.env.APP_URL)).toEqual([
      'Tom Becker (tom.becker@demo.plchub.test) of Lincoln Middle School (Riverside Unified School District) is now a super admin; they keep their school.',
      `They have no password yet. Open this link in a browser within ${PASSWORD_LINK_HOURS} hours to choose one (it works once):`,
      `  ${result.passwordLink}`,
      expect.stringContaining('APP_URL (https://plchub.example.org)'),
    ]);
    await setPasswordAndSignIn(result.passwordLink!, email);
  });

  it('refuses a new user without --school-id when there are several schools, saying how to choose', async () => {
    const options = { email: 'ops@support.test', firstName: 'Alex', lastName: 'Kim' };
    await expect(run(options)).rejects.toThrow(CreateSuperAdminError);
    await expect(run(options)).rejects.toThrow(/several schools.*--school-id.*--list-schools/);
    expect(await userByEmail('ops@support.test')).toBeUndefined();
  });

  it('creates a new user in the school given by --school-id', async () => {
    const [east] = await t.database.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.name, 'East Valley High School'));
    const result = await run({
      email: 'ops@support.test',
      firstName: 'Alex',
      lastName: 'Kim',
      schoolId: east!.id,
    });
    expect(result).toMatchObject({ outcome: 'created', locationName: 'East Valley High School' });
    expect(await userByEmail('ops@support.test')).toMatchObject({
      locationId: east!.id,
      userTypeId: UserType.Staffer,
      isAdmin: true,
      isSuperAdmin: true,
      active: true,
      passwordHash: null,
    });
  });

  it('explains every mistake in one line', async () => {
    const mistakes: [CreateSuperAdminOptions, RegExp][] = [
      [{}, /^--email is required$/],
      [{ email: 'not-an-address' }, /^--email must be an e-mail address$/],
      [{ email: 'new@support.test', firstName: 'Only' }, /give --first-name and --last-name/],
      [{ email: 'new@support.test', firstName: 'A', lastName: 'B', schoolId: 'x' }, /--school-id must be/],
      [
        { email: 'new@support.test', firstName: 'A', lastName: 'B', schoolId: randomUUID() },
        /no school has the id/,
      ],
      [{ email: 'ava.thompson@students.demo.plchub.test' }, /students cannot be super admins/],
    ];
    for (const [options, message] of mistakes) {
      const error = await run(options).catch((caught: unknown) => caught);
      expect(error, JSON.stringify(options)).toBeInstanceOf(CreateSuperAdminError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

describe('on a database without the demo district', () => {
  beforeAll(async () => {
    await t.database.db.execute(sql`truncate table ${districts} cascade`);
  });

  it('creates the support district and school, in DEFAULT_TIME_ZONE, when there is no school at all', async () => {
    const result = await run({ email: 'First@Support.test', firstName: 'Fran', lastName: 'First' });
    expect(result).toMatchObject({
      outcome: 'created',
      locationName: SUPPORT_SCHOOL_NAME,
      districtName: SUPPORT_DISTRICT_NAME,
    });
    expect(await t.database.db.select({ timeZone: locations.timeZone }).from(locations)).toEqual([
      { timeZone: 'America/New_York' },
    ]);
    expect(result.passwordLink).not.toBeNull();
    await setPasswordAndSignIn(result.passwordLink!, 'first@support.test');
  });

  it('creates the next one in the only school', async () => {
    const result = await run({ email: 'second@support.test', firstName: 'Sam', lastName: 'Second' });
    expect(result).toMatchObject({ outcome: 'created', locationName: SUPPORT_SCHOOL_NAME });
    const [first, second] = await Promise.all([
      userByEmail('first@support.test'),
      userByEmail('second@support.test'),
    ]);
    expect(second!.locationId).toBe(first!.locationId);
    expect(await t.database.db.select({ id: districts.id }).from(districts)).toHaveLength(1);
  });
});
