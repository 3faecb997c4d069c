import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/schemas/lists';
import type { StafferRow, StudentRow } from '@shared/schemas/users';
import { ExplainRow, type PlanNode } from '../../db/explain-plan';
import { selectRows } from '../../db/rows';
import { DemoAccounts } from '../../db/seed/demo';
import { signIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The statements the app sends, so that the list's own query can be explained. */
const sent: { query: string; params: unknown[] }[] = [];
let t: TestApp;
let admin: string;
const tag = `Sortcheck${Date.now().toString(36)}`;

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { cookie: admin } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<T>>();
};

const save = async (payload: object) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/save',
    headers: { cookie: admin },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
};

const staffer = (first: string, email: string, staffId: string) => ({
  Id: '0',
  FirstName: first,
  LastName: tag,
  EmailAddress: email,
  ThirdPartyId: staffId,
  IsAdmin: false,
  Active: true,
  GrantWebAccess: false,
  EmailAccountInformation: false,
});

const student = (first: string, studentId: string, graduationYear: number) => ({
  Id: '0',
  FirstName: first,
  LastName: tag,
  EmailAddress: `${first}.${tag}@students.demo.plchub.test`.toLowerCase(),
  ThirdPartyId: studentId,
  Active: true,
  UserStudent: { GraduationYear: graduationYear },
});

beforeAll(async () => {
  t = await createTestApp({}, (query, params) => sent.push({ query, params }));
  admin = await signIn(t.app, DemoAccounts.admin);
  // Name, e-mail and id orders all differ: e-mail compares without case, ids as numbers ('8' < '10').
  await save(staffer('Amy', `c.${tag}@demo.plchub.test`, '10'));
  await save(staffer('Bob', `a.${tag}@demo.plchub.test`, '123456789'));
  await save(staffer('Cal', `B.${tag}@demo.plchub.test`, '8'));
  await save(student('Ada', '990003', 2031));
  await save(student('Bea', '990001', 2029));
  await save(student('Cy', '990002', 2030));
});
afterAll(async () => t.close());

const firstNames = (page: Page<{ FirstName: string }>) => page.Items.map((row) => row.FirstName);

describe('sorting the staff and student lists', () => {
  it('sorts staffers by name (the default), e-mail and staff id, both ways, one page at a time', async () => {
    const staff = (query: string) => get<StafferRow>(`user/GetStaffers?Search=${tag}${query}`);
    expect(firstNames(await staff(''))).toEqual(['Amy', 'Bob', 'Cal']);
    expect(firstNames(await staff('&Sort=Name&SortDirection=desc'))).toEqual(['Cal', 'Bob', 'Amy']);
    expect(firstNames(await staff('&Sort=Email'))).toEqual(['Bob', 'Cal', 'Amy']);
    expect(firstNames(await staff('&Sort=Email&SortDirection=desc'))).toEqual(['Amy', 'Cal', 'Bob']);
    expect(firstNames(await staff('&Sort=ThirdPartyId'))).toEqual(['Cal', 'Amy', 'Bob']);
    expect(firstNames(await staff('&Sort=ThirdPartyId&SortDirection=desc'))).toEqual(['Bob', 'Amy', 'Cal']);

    const all = await get<StafferRow>('user/GetStaffers?Sort=ThirdPartyId&PageSize=30');
    const ids = all.Items.map((row) => Number(row.ThirdPartyId));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('sorts students by graduation year and student id, and pages in that order', async () => {
    const students = (query: string) => get<StudentRow>(`user/GetStudents?Search=${tag}${query}`);
    expect(firstNames(await students('&Sort=GraduationYear'))).toEqual(['Bea', 'Cy', 'Ada']);
    expect(firstNames(await students('&Sort=GraduationYear&SortDirection=desc'))).toEqual([
      'Ada',
      'Cy',
      'Bea',
    ]);
    expect(firstNames(await students('&Sort=ThirdPartyId'))).toEqual(['Bea', 'Cy', 'Ada']);

    // Paging keeps the sort: the school's 13 students, ten a page, by student id.
    const all = await get<StudentRow>('user/GetStudents?Sort=ThirdPartyId&PageSize=30');
    const second = await get<StudentRow>('user/GetStudents?Sort=ThirdPartyId&PageSize=10&Page=1');
    expect(second.Items.map((row) => row.Id)).toEqual(all.Items.slice(10).map((row) => row.Id));
    expect(second.TotalCount).toBe(all.TotalCount);
  });

  it('refuses a sort the list does not have', async () => {
    for (const url of ['user/GetStaffers?Sort=GraduationYear', 'user/GetStudents?Sort=Password']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/${url}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it.each([
    ['user/GetStaffers?Sort=Name', 'users_location_type_sort_idx'],
    ['user/GetStaffers?Sort=Email', 'users_location_type_email_sort_idx'],
    ['user/GetStaffers?Sort=ThirdPartyId&SortDirection=desc', 'users_location_type_third_party_sort_idx'],
    ['user/GetStudents?Sort=GraduationYear', 'users_location_type_graduation_sort_idx'],
  ])('%s is one query, which can read %s', async (url, indexName) => {
    sent.length = 0;
    await get(url);
    const lists = sent.filter(
      (statement) => /from "users"/.test(statement.query) && /limit/i.test(statement.query),
    );
    expect(lists).toHaveLength(1);
    const plan = await explainWithoutSequentialScans(lists[0]!.query, lists[0]!.params);
    // On a handful of rows the planner may still sort what the index read; at a school's size it need not.
    expect(indexNames(plan)).toContain(indexName);
  });
});

/** EXPLAIN of a statement as the app sent it, with the planner's sequential scans off. */
async function explainWithoutSequentialScans(query: string, params: unknown[]): Promise<PlanNode> {
  // Rebuild the statement with its parameters bound, so both drivers explain exactly what ran.
  const parts = query.split(/\$(\d+)/);
  let statement: SQL = sql.raw('explain (format json) ');
  parts.forEach((part, index) => {
    statement =
      index % 2 === 0 ? sql`${statement}${sql.raw(part)}` : sql`${statement}${params[Number(part) - 1]}`;
  });
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const [row] = await selectRows(tx, statement, ExplainRow);
    return row!['QUERY PLAN'][0].Plan;
  });
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
const indexNames = (plan: PlanNode) => nodes(plan).flatMap((node) => node['Index Name'] ?? []);
