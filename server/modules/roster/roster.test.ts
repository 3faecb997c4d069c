import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@shared/constants';
import {
  ROSTER_MAX_BYTES,
  RosterMessages,
  type ApplyRosterResponse,
  type RosterPreview,
} from '@shared/schemas/roster';
import { auditEntries, users } from '../../db/schema';
import { ManualClock } from '../../test/manual-clock';
import { postRosterUpload } from '../../test/roster-upload';
import { signIn } from '../../test/sign-in';
import { openTaskKit, People, type Person, type TaskKit } from '../../test/task-kit';

let k: TaskKit;
const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
const db = () => k.t.database.db;

beforeAll(async () => {
  k = await openTaskKit({ clock });
});
afterAll(async () => k.t.close());

const cookies = new Map<Person, string>();
const cookieOf = async (who: Person) => {
  if (!cookies.has(who)) cookies.set(who, await signIn(k.t.app, People[who]));
  return cookies.get(who)!;
};

async function upload(
  kind: string,
  bytes: Uint8Array,
  who: Person = 'admin',
  extra: Record<string, string> = {},
) {
  return postRosterUpload(k.t.app, await cookieOf(who), { kind, ...extra }, { name: 'roster.csv', bytes });
}

async function preview(kind: string, bytes: Uint8Array): Promise<RosterPreview> {
  const response = await upload(kind, bytes);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RosterPreview>();
}

async function apply(previewId: string, deactivate: string[] = [], who: Person = 'admin') {
  return k.call('POST', `roster/apply/${previewId}`, who, { DeactivateUserIds: deactivate });
}

const csv = (...lines: string[]) => strToU8(`${lines.join('\r\n')}\r\n`);
const STAFF_HEADER = 'FirstName,LastName,EmailAddress,StaffId,IsAdmin,Active';
const STUDENT_HEADER = 'FirstName,LastName,EmailAddress,StudentId,GraduationYear,Active';
let serial = 0;
const tag = () => `${randomBytes(3).toString('hex')}${(serial += 1)}`;

async function personByEmail(email: string) {
  const [row] = await db()
    .select()
    .from(users)
    .where(sql`lower(${users.emailAddress}) = ${email.toLowerCase()}`);
  return row;
}

describe('roster templates', () => {
  it('downloads each kind’s template with a sample row, to admins only', async () => {
    const response = await k.call('GET', 'roster/template/staff', 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/roster-staff-template\.csv/);
    expect(
      response.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]!
        .replaceAll('"', ''),
    ).toBe(STAFF_HEADER);
    const memberships = await k.call('GET', 'roster/template/memberships', 'admin');
    expect(memberships.body).toMatch(/"?TeamName"?,"?MemberEmail"?,"?Role/);
    expect((await k.call('GET', 'roster/template/staff', 'priya')).statusCode).toBe(403);
    expect((await k.call('GET', 'roster/template/parents', 'admin')).statusCode).toBe(400);
  });
});

describe('a staff import', () => {
  it('previews new, changed, unchanged and missing people, applies them, and changes nothing the second time', async () => {
    const t = tag();
    const tom = await personByEmail('tom.becker@demo.plchub.test');
    const file = csv(
      STAFF_HEADER,
      `Nina,Newhire,nina.${t}@demo.plchub.test,${700_000 + serial},no,yes`,
      `Omar,Okafor,omar.${t}@demo.plchub.test,${800_000 + serial},yes,yes`,
      `Thomas,Becker,tom.becker@demo.plchub.test,${tom!.thirdPartyId},no,yes`,
    );
    const first = await preview('staff', file);
    expect(first).toMatchObject({ NewCount: 2, ChangedCount: 1, ErrorCount: 0, AllowedToApply: true });
    expect(first.Changed[0]).toMatchObject({
      Line: 4,
      UserId: tom!.id,
      Changes: [{ Label: 'First name', Before: 'Tom', After: 'Thomas' }],
    });
    // The school's other staff are offered for deactivation; the admin importing is not.
    expect(first.MissingCount).toBeGreaterThan(0);
    const dana = await personByEmail('dana.whitfield@demo.plchub.test');
    expect(first.Missing.map((row) => row.UserId)).not.toContain(dana?.id);
    const applied = await apply(first.Id);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<ApplyRosterResponse>()).toEqual({ Created: 2, Updated: 1, Deactivated: 0 });
    expect(await personByEmail(`omar.${t}@demo.plchub.test`)).toMatchObject({
      firstName: 'Omar',
      isAdmin: true,
      active: true,
      userTypeId: UserType.Staffer,
      passwordHash: null,
    });
    expect((await personByEmail('tom.becker@demo.plchub.test'))!.firstName).toBe('Thomas');
    // Nobody was deactivated without being confirmed.
    expect((await personByEmail(first.Missing[0]!.Detail.split(' · ')[0]!))?.active).toBe(true);

    const again = await preview('staff', file);
    expect(again).toMatchObject({ NewCount: 0, ChangedCount: 0, UnchangedCount: 3, ErrorCount: 0 });
    expect((await apply(again.Id)).json<ApplyRosterResponse>()).toEqual({
      Created: 0,
      Updated: 0,
      Deactivated: 0,
    });
    // A preview is applied once.
    expect((await apply(first.Id)).statusCode).toBe(404);
  });

  it('records the import in the audit log as the admin’s, in the same transaction', async () => {
    const t = tag();
    const before = await db().$count(auditEntries);
    const file = csv(STAFF_HEADER, `Ada,Audit,ada.${t}@demo.plchub.test,${710_000 + serial},no,yes`);
    const applied = await apply((await preview('staff', file)).Id);
    expect(applied.statusCode, applied.body).toBe(200);
    const ada = await personByEmail(`ada.${t}@demo.plchub.test`);
    const [entry] = await db().select().from(auditEntries).where(eq(auditEntries.recordId, ada!.id));
    expect(entry).toMatchObject({
      recordKind: 'user',
      action: 'insert',
      actorUserId: await k.userId('admin'),
    });
    expect(await db().$count(auditEntries)).toBeGreaterThan(before);
  });

  it('deactivates only the people the admin confirmed, and only people the preview offered', async () => {
    const aisha = await personByEmail('aisha.khan@demo.plchub.test');
    const file = csv(
      STAFF_HEADER,
      `Tom,Becker,tom.becker@demo.plchub.test,${(await personByEmail('tom.becker@demo.plchub.test'))!.thirdPartyId},no,yes`,
    );
    const shown = await preview('staff', file);
    expect(shown.Missing.map((row) => row.UserId)).toContain(aisha!.id);
    const refused = await apply(shown.Id, [await k.userId('admin')]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(RosterMessages.notMissing);
    const applied = await apply(shown.Id, [aisha!.id]);
    expect(applied.json<ApplyRosterResponse>()).toMatchObject({ Deactivated: 1 });
    expect(await personByEmail('aisha.khan@demo.plchub.test')).toMatchObject({
      active: false,
      deletedAt: null,
    });
    await db().update(users).set({ active: true }).where(eq(users.id, aisha!.id));
  });

  it('belongs to the admin who made it, expires, and refuses a school that changed since', async () => {
    const t = tag();
    const file = csv(STAFF_HEADER, `Ivy,Idle,ivy.${t}@demo.plchub.test,${720_000 + serial},no,yes`);
    const mine = await preview('staff', file);
    expect((await apply(mine.Id, [], 'eastAdmin')).statusCode).toBe(404);
    clock.advance(31 * 60_000);
    const expired = await apply(mine.Id);
    expect(expired.statusCode).toBe(404);
    expect(expired.json<{ message: string }>().message).toBe(RosterMessages.expired);
    const fresh = await preview('staff', file);
    // Someone takes the address meanwhile: the plan the admin saw no longer holds.
    await db()
      .update(users)
      .set({ emailAddress: `ivy.${t}@demo.plchub.test` })
      .where(eq(users.emailAddress, 'aisha.khan@demo.plchub.test'));
    const stale = await apply(fresh.Id);
    expect(stale.statusCode).toBe(409);
    expect(await personByEmail(`ivy.${t}@demo.plchub.test`)).toMatchObject({ firstName: 'Aisha' });
    await db()
      .update(users)
      .set({ emailAddress: 'aisha.khan@demo.plchub.test' })
      .where(eq(users.emailAddress, `ivy.${t}@demo.plchub.test`));
    expect((await upload('staff', file, 'priya')).statusCode).toBe(403);
  });
});

describe('students, memberships and a OneRoster bundle', () => {
  it('imports students with their graduation years', async () => {
    const t = tag();
    const file = csv(STUDENT_HEADER, `Sam,Lee,sam.${t}@demo.plchub.test,${900_000 + serial},2030,yes`);
    const shown = await preview('students', file);
    expect(shown).toMatchObject({ NewCount: 1, ErrorCount: 0 });
    expect((await apply(shown.Id)).json<ApplyRosterResponse>()).toMatchObject({ Created: 1 });
    expect(await personByEmail(`sam.${t}@demo.plchub.test`)).toMatchObject({
      graduationYear: 2030,
      userTypeId: UserType.Student,
    });
  });

  it('adds memberships and gives lead roles by team name and e-mail', async () => {
    const file = csv(
      'TeamName,MemberEmail,Role',
      `science department,${People.marcus},lead`,
      'Science Department,nobody@demo.plchub.test,member',
    );
    const withError = await preview('memberships', file);
    expect(withError.AllowedToApply).toBe(false);
    expect(withError.Errors, JSON.stringify(withError.Errors)).toEqual([
      expect.objectContaining({ Line: 3, Field: 'MemberEmail' }),
    ]);
    expect((await apply(withError.Id)).statusCode).toBe(400);
    const fixed = await preview(
      'memberships',
      csv('TeamName,MemberEmail,Role', `science department,${People.marcus.toUpperCase()},lead`),
    );
    expect(fixed.New).toEqual([
      expect.objectContaining({ Name: 'Marcus Bell', Detail: 'Science Department · Lead' }),
    ]);
    expect((await apply(fixed.Id)).json<ApplyRosterResponse>()).toMatchObject({ Created: 1 });
    const team = await k.call(
      'GET',
      `team/getTeamWithUsersById/${await k.teamId('Science Department')}`,
      'admin',
    );
    expect(
      team.json<{ UsersInTeam: { EmailAddress: string; IsTeamLead: boolean }[] }>().UsersInTeam,
    ).toContainEqual(expect.objectContaining({ EmailAddress: People.marcus, IsTeamLead: true }));
    const demoted = await preview(
      'memberships',
      csv('TeamName,MemberEmail,Role', `Science Department,${People.marcus},member`),
    );
    expect(demoted.Changed[0]!.Changes).toEqual([{ Label: 'Role', Before: 'Lead', After: 'Member' }]);
  });

  it('imports a OneRoster bundle’s staff and students of this school', async () => {
    const t = tag();
    const zip = zipSync({
      'orgs.csv': csv(
        'sourcedId,name,type,identifier',
        's1,Lincoln Middle School,school,0451',
        's2,Other School,school,0452',
      ),
      'users.csv': csv(
        'sourcedId,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,email,identifier,grades',
        `t1,true,s1,teacher,rt,,Rita,Teach,rita.${t}@demo.plchub.test,${730_000 + serial},`,
        `u1,true,s1,student,st,,Stu,Dent,stu.${t}@demo.plchub.test,${930_000 + serial},07`,
        `u2,true,s2,student,ot,,Oth,Er,oth.${t}@demo.plchub.test,${940_000 + serial},07`,
      ),
    });
    const shown = await preview('oneroster', zip);
    expect(shown).toMatchObject({ Kind: 'oneroster', NewCount: 2, ErrorCount: 0 });
    expect((await apply(shown.Id)).json<ApplyRosterResponse>()).toMatchObject({ Created: 2 });
    // Grade 7 in the school year ending 2027 graduates in 2032.
    expect(await personByEmail(`stu.${t}@demo.plchub.test`)).toMatchObject({
      graduationYear: 2032,
      userTypeId: UserType.Student,
    });
    expect(await personByEmail(`rita.${t}@demo.plchub.test`)).toMatchObject({
      isAdmin: false,
      userTypeId: UserType.Staffer,
    });
    expect(await personByEmail(`oth.${t}@demo.plchub.test`)).toBeUndefined();
  });
});

describe('bad files', () => {
  async function expectRefused(kind: string, bytes: Uint8Array, message: RegExp) {
    const count = await db().$count(users);
    const shown = await preview(kind, bytes);
    expect(shown.AllowedToApply).toBe(false);
    expect(shown.Errors.map((error) => error.Message).join('\n')).toMatch(message);
    expect((await apply(shown.Id)).statusCode).toBe(400);
    expect(await db().$count(users)).toBe(count);
  }

  it('refuses empty, header-only, wrongly separated and unclosed files, applying nothing', async () => {
    await expectRefused('staff', new Uint8Array(), /empty/i);
    await expectRefused('staff', csv(STAFF_HEADER), /no data/i);
    await expectRefused(
      'staff',
      csv(STAFF_HEADER.replaceAll(',', ';'), 'A;B;a@b.org;1;no;yes'),
      /semicolon/i,
    );
    await expectRefused('staff', csv(STAFF_HEADER, '"Unclosed,Quote,u@x.org,1,no,yes'), /quote/i);
  });

  it('refuses duplicate rows, an address of another school, and keeps formulas as text', async () => {
    const t = tag();
    await expectRefused(
      'staff',
      csv(
        STAFF_HEADER,
        `Dup,One,dup.${t}@x.org,${750_000 + serial},no,yes`,
        `Dup,Two,DUP.${t}@x.org,${760_000 + serial},no,yes`,
      ),
      /line 2/,
    );
    await expectRefused(
      'staff',
      csv(STAFF_HEADER, `Rob,In,admin@east.plchub.test,${770_000 + serial},no,yes`),
      /another school/,
    );
    const formula = csv(STAFF_HEADER, `=HYPERLINK("x"),Cell,formula.${t}@x.org,${780_000 + serial},no,yes`);
    const shown = await preview('staff', formula);
    expect((await apply(shown.Id)).statusCode).toBe(200);
    expect((await personByEmail(`formula.${t}@x.org`))!.firstName).toBe('=HYPERLINK("x")');
  });

  it('answers 413 to a file of 10 MB and one byte, and refuses a zip bomb and a zip that climbs out', async () => {
    const big = await upload('staff', new Uint8Array(ROSTER_MAX_BYTES + 1).fill(65));
    expect(big.statusCode).toBe(413);
    const bomb = zipSync(
      { 'orgs.csv': new Uint8Array(60 * 1024 * 1024), 'users.csv': csv('x') },
      { level: 9 },
    );
    expect(bomb.byteLength).toBeLessThan(ROSTER_MAX_BYTES);
    const bombPreview = await preview('oneroster', bomb);
    expect(bombPreview.AllowedToApply).toBe(false);
    expect(bombPreview.Errors[0]!.Message).toMatch(/unpack|too large|ratio|compress/i);
    const climbing = zipSync({ '../orgs.csv': csv('a'), 'users.csv': csv('b') });
    const climbPreview = await preview('oneroster', climbing);
    expect(climbPreview.AllowedToApply).toBe(false);
    expect(climbPreview.Errors[0]!.Message).toMatch(/path|folder|outside/i);
    expect((await upload('students', strToU8('x'), 'admin', {})).statusCode).toBe(200);
    const noKind = await postRosterUpload(
      k.t.app,
      await cookieOf('admin'),
      {},
      { name: 'x.csv', bytes: csv(STAFF_HEADER) },
    );
    expect(noKind.statusCode).toBe(400);
    const json = await k.call('POST', 'roster/preview', 'admin', { kind: 'staff' });
    expect(json.statusCode).toBe(415);
  });

  it('answers hostile uploads with an error, never a server error, and applies nothing', async () => {
    const count = await db().$count(users);
    const junk = randomBytes(4096);
    for (const kind of ['staff', 'students', 'memberships', 'oneroster']) {
      for (const bytes of [
        junk,
        strToU8('\u0000\u0000'),
        strToU8('a,b\r\n"x'),
        strToU8('PK\u0003\u0004broken'),
      ]) {
        const response = await upload(kind, bytes);
        expect(response.statusCode, `${kind}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode === 200) expect(response.json<RosterPreview>().AllowedToApply).toBe(false);
      }
    }
    const cookie = await cookieOf('admin');
    const odd: { fields: Record<string, string> }[] = [
      { fields: { kind: 'staff\u0000' } },
      { fields: { kind: 'x'.repeat(5000) } },
      { fields: { kind: 'staff', schoolIdentifier: '../../etc' } },
    ];
    for (const { fields } of odd) {
      const response = await postRosterUpload(k.t.app, cookie, fields, { name: '../../x.csv', bytes: junk });
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
    const truncated = await k.t.app.inject({
      method: 'POST',
      url: '/api/v1/roster/preview',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=nothing-ends' },
      payload: '--nothing-ends\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc',
    });
    expect(truncated.statusCode).toBeGreaterThanOrEqual(400);
    expect(truncated.statusCode).toBeLessThan(500);
    expect(await db().$count(users)).toBe(count);
  });
});
