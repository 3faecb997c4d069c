import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@shared/constants';
import { personSortKey } from '@shared/natural-sort';
import type { Page } from '@shared/schemas/lists';
import type { CandidateUser, ManagedTeam, TeamWithUsers } from '@shared/schemas/teams';
import { userTeams, users } from '../../db/schema';
import { DemoAccounts } from '../../db/seed/demo';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userOf } from '../../test/users';

let t: TestApp;
let admin: string;
let lead: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, lead] = await Promise.all([signIn(t.app, DemoAccounts.admin), signIn(t.app, DemoAccounts.lead)]);
});
afterAll(async () => t.close());

const get = async <T>(url: string, cookie = admin) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, json: response.json<T>() };
};

/** Adds people of the admin's school straight to the database, numbered from `first`. */
async function addPeople(
  count: number,
  make: (n: number) => { firstName: string; lastName: string; userTypeId: number; extra?: object },
) {
  const school = await userOf(t.database.db, DemoAccounts.admin);
  const rows = Array.from({ length: count }, (_, n) => {
    const person = make(n);
    return {
      districtId: school.districtId,
      locationId: school.locationId,
      userTypeId: person.userTypeId,
      firstName: person.firstName,
      lastName: person.lastName,
      sortKey: personSortKey(person.firstName, person.lastName),
      ...person.extra,
    };
  });
  return t.database.db.insert(users).values(rows).returning({ id: users.id });
}

describe('Manage Teams at a school’s size', () => {
  it('answers what a row shows, not the members, whatever the size of the teams', async () => {
    const before = await get<Page<ManagedTeam>>('team/getPagedByLocationId?PageSize=30');
    const math = before.json.Items.find((team) => team.Name === '7th Grade Math')!;
    expect(Object.keys(math).sort()).toEqual([
      'AllowedToDelete',
      'AllowedToEdit',
      'Id',
      'MemberCount',
      'Name',
    ]);
    expect(math.MemberCount).toBe(10);

    // 300 more students on the team: the page grows by the digits of one count, not by 300 records.
    const { districtId, locationId } = await userOf(t.database.db, DemoAccounts.admin);
    const added = await addPeople(300, (n) => ({
      firstName: 'Ava',
      lastName: `Pupil${n}`,
      userTypeId: UserType.Student,
      extra: { thirdPartyId: String(600_000 + n), graduationYear: 2030 },
    }));
    await t.database.db
      .insert(userTeams)
      .values(added.map((person) => ({ districtId, locationId, teamId: math.Id, userId: person.id })));
    const after = await get<Page<ManagedTeam>>('team/getPagedByLocationId?PageSize=30');
    expect(after.json.Items.find((team) => team.Id === math.Id)?.MemberCount).toBe(310);
    expect(after.body.length - before.body.length).toBeLessThanOrEqual(1);

    // Expanding the row loads that team's members, for an admin who is not on the team too.
    const members = await get<TeamWithUsers>(`team/getTeamWithUsersById/${math.Id}`);
    expect(members.json.UsersInTeam).toHaveLength(310);
  });
});

describe('the team builder’s candidates (user/getAllUsers)', () => {
  it('tells namesakes apart: the e-mail of staff and partners, the id and year of students', async () => {
    await addPeople(3, (n) => ({
      firstName: 'Ava',
      lastName: 'Khan',
      userTypeId: n === 0 ? UserType.Staffer : UserType.Student,
      extra:
        n === 0
          ? { emailAddress: 'ava.khan@demo.plchub.test', thirdPartyId: '4711' }
          : {
              emailAddress: `ava.khan${n}@students.demo.plchub.test`,
              thirdPartyId: String(880_000 + n),
              graduationYear: 2029 + n,
            },
    }));
    const candidates = await get<CandidateUser[]>('user/getAllUsers', lead);
    const avas = candidates.json.filter((person) => person.FirstName === 'Ava' && person.LastName === 'Khan');
    expect(avas.map(({ Id: _id, ...person }) => person)).toEqual(
      expect.arrayContaining([
        {
          FirstName: 'Ava',
          LastName: 'Khan',
          UserTypeId: UserType.Staffer,
          EmailAddress: 'ava.khan@demo.plchub.test',
          ThirdPartyId: '4711',
          GraduationYear: null,
        },
        {
          FirstName: 'Ava',
          LastName: 'Khan',
          UserTypeId: UserType.Student,
          EmailAddress: '',
          ThirdPartyId: '880001',
          GraduationYear: 2030,
        },
        {
          FirstName: 'Ava',
          LastName: 'Khan',
          UserTypeId: UserType.Student,
          EmailAddress: '',
          ThirdPartyId: '880002',
          GraduationYear: 2031,
        },
      ]),
    );
    expect(avas).toHaveLength(3);
  });
});
