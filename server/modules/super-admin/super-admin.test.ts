import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@shared/constants';
import { personSortKey } from '@shared/natural-sort';
import type { Page } from '@shared/schemas/lists';
import type { ImpersonationCandidate, SchoolAccessRow, SchoolRow } from '@shared/schemas/super-admin';
import { districts, locations, loginAudit, users } from '../../db/schema';
import { DemoAccounts } from '../../db/seed/demo';
import { signInAll } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api-caller';

let t: TestApp;
let cookies: Record<string, string>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Fixture schools: four for the report (two districts), twelve for paging. */
const school = {
  alder: randomUUID(),
  birch: randomUUID(),
  cedar: randomUUID(),
  dogwood: randomUUID(),
};
const pagingSchools = Array.from({ length: 12 }, (_, index) => ({
  id: randomUUID(),
  name: `Paging School ${String(index + 1).padStart(2, '0')}`,
}));

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  cookies = await signInAll(t.app, [DemoAccounts.superAdmin, DemoAccounts.admin, DemoAccounts.teacher]);
  await insertFixtures();
});
afterAll(async () => t.close());

async function insertFixtures() {
  const north = randomUUID();
  const south = randomUUID();
  const paging = randomUUID();
  const { db } = t.database;
  await db.insert(districts).values([
    { id: north, name: 'Quillon North District' },
    { id: south, name: 'Quillon South District' },
    { id: paging, name: 'Paging District' },
  ]);
  await db
    .insert(locations)
    .values([
      { id: school.alder, districtId: north, name: 'Alder Grove School' },
      { id: school.birch, districtId: south, name: 'Birch Hill School' },
      { id: school.cedar, districtId: north, name: 'Cedar Park School' },
      { id: school.dogwood, districtId: south, name: 'Dogwood School' },
      ...pagingSchools.map(({ id, name }) => ({ id, districtId: paging, name })),
    ]);

  const person = (locationId: string, districtId: string, first: string, last: string, extra = {}) => ({
    id: randomUUID(),
    districtId,
    locationId,
    userTypeId: UserType.Staffer,
    firstName: first,
    lastName: last,
    sortKey: personSortKey(first, last),
    emailAddress: `${first}.${last}@report.test`.toLowerCase(),
    passwordHash: 'not-a-real-hash',
    ...extra,
  });
  const alder = [1, 2, 3, 4].map((n) => person(school.alder, north, 'Alder', `User${n}`));
  const birch = [5, 6, 7].map((n) => person(school.birch, south, 'Birch', `User${n}`));
  const dogwood = [8, 9, 10, 11].map((n) => person(school.dogwood, south, 'Dogwood', `User${n}`));
  const firstPaging = pagingSchools[0]!.id;
  const pagingPeople = [
    ...Array.from({ length: 10 }, (_, n) => person(firstPaging, paging, 'Pat', `Pager${n + 10}`)),
    person(firstPaging, paging, 'Sam', 'Signsin', { userTypeId: UserType.Student }),
    person(firstPaging, paging, 'Ina', 'Inactive', { active: false }),
    person(firstPaging, paging, 'Del', 'Deleted', { deletedAt: new Date() }),
    person(firstPaging, paging, 'Nora', 'Nopassword', { passwordHash: null }),
  ];
  await db.insert(users).values([...alder, ...birch, ...dogwood, ...pagingPeople]);

  const signIn = (
    user: { id: string; districtId: string; locationId: string },
    ago: number,
    succeeded = true,
  ) => ({
    userId: user.id,
    districtId: user.districtId,
    locationId: user.locationId,
    emailAddress: 'someone@report.test',
    succeeded,
    failureReason: succeeded ? null : 'wrong password',
    // The database's clock, as the report uses it.
    createdAt: sql`now() - ${ago / 1000} * interval '1 second'`,
  });
  const [a1, a2, a3, a4] = alder;
  const [b5, b6, b7] = birch;
  const [d8, d9, d10, d11] = dogwood;
  await db
    .insert(loginAudit)
    .values([
      signIn(a1!, 2 * DAY),
      signIn(a1!, 3 * DAY),
      signIn(a2!, 10 * DAY),
      signIn(a3!, 40 * DAY),
      signIn(a4!, 1 * DAY, false),
      signIn(b5!, 20 * DAY),
      signIn(b6!, 25 * DAY),
      signIn(b7!, 29 * DAY),
      signIn(b7!, 400 * DAY),
      signIn(d8!, 1 * HOUR),
      signIn(d8!, 2 * DAY),
      signIn(d9!, 5 * DAY),
      signIn(d10!, 15 * DAY),
      signIn(d11!, 28 * DAY),
    ]);
}

let call: ReturnType<typeof apiCaller>;
const asSuperAdmin = async <T>(url: string): Promise<T> => {
  const response = await call('GET', url, cookies[DemoAccounts.superAdmin]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

async function locationIdOf(name: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: locations.id })
    .from(locations)
    .where(sql`${locations.name} = ${name}`);
  if (!row) throw new Error(`no school ${name}`);
  return row.id;
}

describe('access', () => {
  it('answers 401 without a session and 403 to admins and teachers on every super-admin route', async () => {
    const lincoln = await locationIdOf('Lincoln Middle School');
    const urls = [
      'superadmin/getSchools',
      `superadmin/getUsersByLocationId/${lincoln}`,
      'superadmin/getSchoolAccessReport',
    ];
    for (const url of urls) {
      expect((await call('GET', url)).statusCode, url).toBe(401);
      expect((await call('GET', url, cookies[DemoAccounts.admin])).statusCode, url).toBe(403);
      expect((await call('GET', url, cookies[DemoAccounts.teacher])).statusCode, url).toBe(403);
      expect((await call('GET', url, cookies[DemoAccounts.superAdmin])).statusCode, url).toBe(200);
    }
  });
});

describe('superadmin/getSchools', () => {
  const names = (page: Page<SchoolRow>) => page.Items.map((row) => row.LocationName);

  it('lists the schools of every district by district, then school, with search on either name', async () => {
    const demo = await asSuperAdmin<Page<SchoolRow>>('superadmin/getSchools?Search=riverside');
    expect(demo).toEqual({
      TotalCount: 2,
      Items: [
        {
          LocationId: await locationIdOf('East Valley High School'),
          LocationName: 'East Valley High School',
          DistrictName: 'Riverside Unified School District',
        },
        {
          LocationId: await locationIdOf('Lincoln Middle School'),
          LocationName: 'Lincoln Middle School',
          DistrictName: 'Riverside Unified School District',
        },
      ],
    });
    expect(names(await asSuperAdmin('superadmin/getSchools?Search=LINCOLN'))).toEqual([
      'Lincoln Middle School',
    ]);
    expect(names(await asSuperAdmin('superadmin/getSchools?Search=quillon'))).toEqual([
      'Alder Grove School',
      'Cedar Park School',
      'Birch Hill School',
      'Dogwood School',
    ]);
    expect(names(await asSuperAdmin('superadmin/getSchools?Search=quillon&SortDirection=desc'))).toEqual([
      'Dogwood School',
      'Birch Hill School',
      'Cedar Park School',
      'Alder Grove School',
    ]);
  });

  it('takes LIKE wildcards in the search literally', async () => {
    expect(await asSuperAdmin('superadmin/getSchools?Search=%25')).toEqual({ Items: [], TotalCount: 0 });
    expect(await asSuperAdmin('superadmin/getSchools?Search=_')).toEqual({ Items: [], TotalCount: 0 });
  });

  it('pages, and counts every school on every page', async () => {
    const all = await asSuperAdmin<Page<SchoolRow>>('superadmin/getSchools?PageSize=30');
    expect(all.TotalCount).toBe(2 + 4 + 12);
    const first = await asSuperAdmin<Page<SchoolRow>>('superadmin/getSchools?Search=paging&PageSize=10');
    const second = await asSuperAdmin<Page<SchoolRow>>(
      'superadmin/getSchools?Search=paging&PageSize=10&Page=1',
    );
    expect(first.TotalCount).toBe(12);
    expect(second.TotalCount).toBe(12);
    expect([...names(first), ...names(second)]).toEqual(pagingSchools.map((s) => s.name));
    expect(await asSuperAdmin('superadmin/getSchools?Search=paging&Page=5')).toEqual({
      Items: [],
      TotalCount: 12,
    });
  });

  it('refuses a page size the lists do not offer', async () => {
    expect(
      (await call('GET', 'superadmin/getSchools?PageSize=7', cookies[DemoAccounts.superAdmin])).statusCode,
    ).toBe(400);
  });
});

describe('superadmin/getUsersByLocationId', () => {
  const people = (page: Page<ImpersonationCandidate>) =>
    page.Items.map((row) => [`${row.FirstName} ${row.LastName}`, row.AllowedToImpersonate]);

  it("lists a school's people who can sign in, by last name; the super admin cannot be impersonated", async () => {
    const lincoln = await locationIdOf('Lincoln Middle School');
    const page = await asSuperAdmin<Page<ImpersonationCandidate>>(
      `superadmin/getUsersByLocationId/${lincoln}`,
    );
    // Tom Becker, Aisha Khan, the partner and the students have no password: they cannot sign in.
    expect(people(page)).toEqual([
      ['Marcus Bell', true],
      ['Elena Garcia', true],
      ['Priya Raman', true],
      ['Morgan Reyes', false],
      ['Dana Whitfield', true],
    ]);
    expect(page.TotalCount).toBe(5);
    expect(page.Items.find((row) => row.LastName === 'Reyes')).toMatchObject({
      EmailAddress: DemoAccounts.superAdmin,
      UserTypeId: UserType.Staffer,
      IsAdmin: true,
      IsSuperAdmin: true,
    });
    expect(page.Items.find((row) => row.LastName === 'Whitfield')).toMatchObject({
      IsAdmin: true,
      IsSuperAdmin: false,
    });
  });

  it('lists another school the same way', async () => {
    const east = await locationIdOf('East Valley High School');
    expect(people(await asSuperAdmin(`superadmin/getUsersByLocationId/${east}`))).toEqual([
      ['Robin Castillo', true],
      ['Keisha Moore', true],
    ]);
  });

  it('searches first name, last name and e-mail', async () => {
    const lincoln = await locationIdOf('Lincoln Middle School');
    const search = async (text: string) =>
      people(
        await asSuperAdmin(`superadmin/getUsersByLocationId/${lincoln}?Search=${encodeURIComponent(text)}`),
      );
    expect(await search('ELENA')).toEqual([['Elena Garcia', true]]);
    expect(await search('whitf')).toEqual([['Dana Whitfield', true]]);
    expect(await search('teacher@demo')).toEqual([['Marcus Bell', true]]);
    expect(await search('%')).toEqual([]);
  });

  it('pages; inactive, deleted and password-less people never appear, a student with a password does', async () => {
    const url = `superadmin/getUsersByLocationId/${pagingSchools[0]!.id}`;
    const first = await asSuperAdmin<Page<ImpersonationCandidate>>(url);
    const second = await asSuperAdmin<Page<ImpersonationCandidate>>(`${url}?Page=1`);
    expect(first.TotalCount).toBe(11);
    expect(second.TotalCount).toBe(11);
    expect([...first.Items, ...second.Items].map((row) => row.LastName)).toEqual([
      ...Array.from({ length: 10 }, (_, n) => `Pager${n + 10}`),
      'Signsin',
    ]);
    expect(second.Items[0]).toMatchObject({ UserTypeId: UserType.Student, AllowedToImpersonate: true });
    const descending = await asSuperAdmin<Page<ImpersonationCandidate>>(`${url}?SortDirection=desc`);
    expect(descending.Items[0]?.LastName).toBe('Signsin');
    expect(await asSuperAdmin(`${url}?Page=3`)).toEqual({ Items: [], TotalCount: 11 });
  });

  it('answers 404 for a school that does not exist and 400 for an id that is not one', async () => {
    const superAdmin = cookies[DemoAccounts.superAdmin];
    expect(
      (await call('GET', `superadmin/getUsersByLocationId/${randomUUID()}`, superAdmin)).statusCode,
    ).toBe(404);
    expect((await call('GET', 'superadmin/getUsersByLocationId/not-an-id', superAdmin)).statusCode).toBe(400);
  });
});

describe('superadmin/getSchoolAccessReport', () => {
  const report = (query: string) =>
    asSuperAdmin<Page<SchoolAccessRow>>(`superadmin/getSchoolAccessReport?Search=quillon&${query}`);
  const order = (page: Page<SchoolAccessRow>) => page.Items.map((row) => row.LocationName.split(' ')[0]);
  const agoMs = (iso: string | null) => (iso === null ? null : Date.now() - Date.parse(iso));

  it('counts distinct users of successful sign-ins in the last 7 and 30 days and the last one', async () => {
    const page = await report('');
    const byName = Object.fromEntries(page.Items.map((row) => [row.LocationName.split(' ')[0], row]));
    expect(page.TotalCount).toBe(4);
    // Alder: user1 2 and 3 days ago, user2 10 days ago, user3 40 days ago; user4's failure does not count.
    expect(byName.Alder).toMatchObject({
      LocationId: school.alder,
      DistrictName: 'Quillon North District',
      DistinctUsersLast7Days: 1,
      DistinctUsersLast30Days: 2,
    });
    expect(agoMs(byName.Alder!.LastUsed)).toBeGreaterThan(2 * DAY - 60_000);
    expect(agoMs(byName.Alder!.LastUsed)).toBeLessThan(2 * DAY + 60_000);
    expect(byName.Birch).toMatchObject({ DistinctUsersLast7Days: 0, DistinctUsersLast30Days: 3 });
    expect(agoMs(byName.Birch!.LastUsed)).toBeGreaterThan(20 * DAY - 60_000);
    expect(byName.Dogwood).toMatchObject({ DistinctUsersLast7Days: 2, DistinctUsersLast30Days: 4 });
    expect(agoMs(byName.Dogwood!.LastUsed)).toBeLessThan(HOUR + 60_000);
    // Never used: still listed.
    expect(byName.Cedar).toEqual({
      LocationId: school.cedar,
      LocationName: 'Cedar Park School',
      DistrictName: 'Quillon North District',
      LastUsed: null,
      DistinctUsersLast7Days: 0,
      DistinctUsersLast30Days: 0,
    });
  });

  it('sorts by each column, never-used schools last, ties by school name A to Z', async () => {
    expect(order(await report(''))).toEqual(['Dogwood', 'Alder', 'Birch', 'Cedar']);
    expect(order(await report('SortBy=LastUsed&SortDirection=asc'))).toEqual([
      'Birch',
      'Alder',
      'Dogwood',
      'Cedar',
    ]);
    expect(order(await report('SortBy=DistinctUsersLast7Days'))).toEqual([
      'Dogwood',
      'Alder',
      'Birch',
      'Cedar',
    ]);
    expect(order(await report('SortBy=DistinctUsersLast7Days&SortDirection=asc'))).toEqual([
      'Birch',
      'Cedar',
      'Alder',
      'Dogwood',
    ]);
    expect(order(await report('SortBy=DistinctUsersLast30Days'))).toEqual([
      'Dogwood',
      'Birch',
      'Alder',
      'Cedar',
    ]);
    expect(order(await report('SortBy=LocationName&SortDirection=asc'))).toEqual([
      'Alder',
      'Birch',
      'Cedar',
      'Dogwood',
    ]);
    expect(order(await report('SortBy=LocationName'))).toEqual(['Dogwood', 'Cedar', 'Birch', 'Alder']);
    expect(order(await report('SortBy=DistrictName&SortDirection=asc'))).toEqual([
      'Alder',
      'Cedar',
      'Birch',
      'Dogwood',
    ]);
    expect(order(await report('SortBy=DistrictName'))).toEqual(['Birch', 'Dogwood', 'Alder', 'Cedar']);
  });

  it('lists every school, used or not, and pages', async () => {
    const all = await asSuperAdmin<Page<SchoolAccessRow>>('superadmin/getSchoolAccessReport?PageSize=30');
    expect(all.TotalCount).toBe(18);
    expect(all.Items).toHaveLength(18);
    const url = 'superadmin/getSchoolAccessReport?Search=paging&SortBy=LocationName&SortDirection=asc';
    const first = await asSuperAdmin<Page<SchoolAccessRow>>(url);
    const second = await asSuperAdmin<Page<SchoolAccessRow>>(`${url}&Page=1`);
    expect([first.TotalCount, second.TotalCount]).toEqual([12, 12]);
    expect([...first.Items, ...second.Items].map((row) => row.LocationName)).toEqual(
      pagingSchools.map((s) => s.name),
    );
    expect(await asSuperAdmin(`${url}&Page=4`)).toEqual({ Items: [], TotalCount: 12 });
  });

  it('shows the seeded demo history', async () => {
    const demo = await asSuperAdmin<Page<SchoolAccessRow>>(
      'superadmin/getSchoolAccessReport?Search=riverside&SortBy=LocationName&SortDirection=asc',
    );
    const [east, lincoln] = demo.Items;
    expect(east).toMatchObject({ DistinctUsersLast7Days: 1, DistinctUsersLast30Days: 2 });
    // Every Lincoln account with a password signed in during the last 30 days (and this test signed some in).
    expect(lincoln).toMatchObject({ DistinctUsersLast7Days: 4, DistinctUsersLast30Days: 5 });
    expect(agoMs(lincoln!.LastUsed)).toBeLessThan(60 * 60_000);
  });

  it('refuses an unknown sort column', async () => {
    const response = await call(
      'GET',
      'superadmin/getSchoolAccessReport?SortBy=Password',
      cookies[DemoAccounts.superAdmin],
    );
    expect(response.statusCode).toBe(400);
  });
});
