import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@shared/constants';
import { users } from '../../db/schema';
import { DemoAccounts } from '../../db/seed/demo';
import { signInAll } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userOf } from '../../test/users';

const ELENA = 'elena.garcia@demo.plchub.test'; // Literacy Committee and Science Department
const TOM = 'tom.becker@demo.plchub.test'; // 7th Grade Math and Science Department
const AVA = 'ava.thompson@students.demo.plchub.test'; // a student of 7th Grade Math only
const KEISHA = 'keisha.moore@east.plchub.test'; // East Valley
const MISSING = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

let t: TestApp;
let cookies: Record<string, string>;
const ids: Record<string, string> = {};

const details = (who: string | null, id: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/user/getUserDetails/${id}`,
    headers: who ? { cookie: cookies[who]! } : {},
  });
const statusOf = async (who: string | null, id: string) => (await details(who, id)).statusCode;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await signInAll(t.app, [
    DemoAccounts.admin,
    DemoAccounts.lead,
    DemoAccounts.teacher,
    DemoAccounts.eastAdmin,
    ELENA,
  ]);
  for (const [name, email] of Object.entries({
    dana: DemoAccounts.admin,
    marcus: DemoAccounts.teacher,
    priya: DemoAccounts.lead,
    tom: TOM,
    ava: AVA,
    keisha: KEISHA,
  })) {
    ids[name] = (await userOf(t.database.db, email)).id;
  }
});
afterAll(async () => t.close());

describe('user/getUserDetails/{id}', () => {
  it("answers a person in the spec's User style, never a password hash", async () => {
    const response = await details(DemoAccounts.teacher, ids.tom!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Id: ids.tom,
      UserTypeId: UserType.Staffer,
      FirstName: 'Tom',
      LastName: 'Becker',
      FullName: 'Tom Becker',
      FInitialLastName: 'T. Becker',
      LastCommaFirst: 'Becker, Tom',
      EmailAddress: TOM,
      ThirdPartyId: '1006',
      Active: true,
      IsAdmin: false,
      UserStudent: null,
    });
    const student = await details(DemoAccounts.lead, ids.ava!);
    expect(student.json()).toMatchObject({
      UserTypeId: UserType.Student,
      FullName: 'Ava Thompson',
      UserStudent: { GraduationYear: 2031 },
    });
    expect(JSON.stringify(student.json()).toLowerCase()).not.toContain('password');
  });

  it('lets the caller themself, people who share a team and the school’s admins read it', async () => {
    expect(await statusOf(DemoAccounts.teacher, ids.marcus!)).toBe(200);
    // Marcus and Priya share 7th Grade Math; Elena and Tom share Science.
    expect(await statusOf(DemoAccounts.teacher, ids.priya!)).toBe(200);
    expect(await statusOf(ELENA, ids.tom!)).toBe(200);
    // Dana is on no team: the teacher may not read her details, she (an admin) reads everyone's.
    expect(await statusOf(DemoAccounts.admin, ids.ava!)).toBe(200);
    expect(await statusOf(DemoAccounts.admin, ids.marcus!)).toBe(200);
  });

  it('refuses people who share no team (403), other schools and unknown ids (404), strangers (401)', async () => {
    expect(await statusOf(DemoAccounts.teacher, ids.dana!)).toBe(403);
    expect(await statusOf(ELENA, ids.ava!)).toBe(403);
    expect(await statusOf(DemoAccounts.admin, ids.keisha!)).toBe(404);
    expect(await statusOf(DemoAccounts.eastAdmin, ids.marcus!)).toBe(404);
    expect(await statusOf(DemoAccounts.admin, MISSING)).toBe(404);
    expect(await statusOf(DemoAccounts.admin, 'not-an-id')).toBe(400);
    expect(await statusOf(null, ids.marcus!)).toBe(401);
  });

  it('answers 404 for a deleted person, whoever asks', async () => {
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, ids.tom!));
    expect(await statusOf(DemoAccounts.admin, ids.tom!)).toBe(404);
    expect(await statusOf(DemoAccounts.teacher, ids.tom!)).toBe(404);
  });

  it('matches the spec path case-insensitively', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/USER/getuserdetails/${ids.marcus}`,
      headers: { cookie: cookies[DemoAccounts.teacher]! },
    });
    expect(response.statusCode).toBe(200);
  });
});
