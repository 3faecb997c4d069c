import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginCode } from '@shared/constants';
import { PasswordMessages } from '@shared/messages';
import { personSortKey } from '@shared/natural-sort';
import type { Page } from '@shared/schemas/lists';
import { UserMessages, type StafferRow } from '@shared/schemas/users';
import { sessions, tasks, userTeams, users } from '../../db/schema';
import { DEMO_PASSWORD, DemoAccounts } from '../../db/seed/demo';
import { mailText, startSmtpListener } from '../../test/smtp-listener';
import { postLogin, signIn, uniqueIp } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller, type Method } from '../../test/api-caller';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let admin: string;
let lead: string;
let teacher: string;
let eastAdmin: string;

beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL: 'http://plchub.test' });
  call = apiCaller(t.app);
  [admin, lead, teacher, eastAdmin] = await Promise.all([
    signIn(t.app, DemoAccounts.admin),
    signIn(t.app, DemoAccounts.lead),
    signIn(t.app, DemoAccounts.teacher),
    signIn(t.app, DemoAccounts.eastAdmin),
  ]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let call: ReturnType<typeof apiCaller>;

async function idOf(email: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.emailAddress}) = lower(${email})`);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

let suffix = 0;
const unique = () => `${Date.now().toString(36)}${(suffix += 1)}`;

const newStaffer = (overrides: object = {}) => {
  const tag = unique();
  return {
    Id: '0',
    FirstName: 'Nina',
    LastName: `Newhire${tag}`,
    EmailAddress: `nina.${tag}@demo.plchub.test`,
    ThirdPartyId: String(700_000 + suffix),
    IsAdmin: false,
    Active: true,
    GrantWebAccess: false,
    Password: '',
    EmailAccountInformation: false,
    ...overrides,
  };
};

const newStudent = (overrides: object = {}) => {
  const tag = unique();
  return {
    Id: '0',
    FirstName: 'Sam',
    LastName: `Student${tag}`,
    EmailAddress: `sam.${tag}@students.demo.plchub.test`,
    ThirdPartyId: String(800_000 + suffix),
    Active: true,
    UserStudent: { GraduationYear: 2031 },
    ...overrides,
  };
};

const save = (payload: object, cookie = admin) => call('POST', 'user/save', cookie, payload);

async function expect400(payload: object, message: string) {
  const response = await save(payload);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json<{ message: string }>().message.split('\n')).toContain(message);
}

describe('staff and student lists', () => {
  it('lists the staffers of the school by last name then first name, with their state', async () => {
    const response = await call('GET', 'user/GetStaffers', admin);
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<StafferRow>>();
    expect(page.Items.map((row) => row.LastCommaFirst)).toEqual([
      'Becker, Tom',
      'Bell, Marcus',
      'Garcia, Elena',
      'Khan, Aisha',
      'Raman, Priya',
      'Reyes, Morgan',
      'Whitfield, Dana',
    ]);
    expect(page.TotalCount).toBe(7);
    expect(page.Items[6]).toEqual({
      Id: await idOf(DemoAccounts.admin),
      FirstName: 'Dana',
      LastName: 'Whitfield',
      FullName: 'Dana Whitfield',
      LastCommaFirst: 'Whitfield, Dana',
      EmailAddress: DemoAccounts.admin,
      ThirdPartyId: '1002',
      Active: true,
      IsAdmin: true,
      HasWebAccess: true,
      AllowedToEdit: true,
      AllowedToDelete: false,
    });
    expect(page.Items[0]).toMatchObject({ HasWebAccess: false, IsAdmin: false, AllowedToDelete: true });
    // Morgan Reyes is a super admin: a school admin neither edits nor deletes them.
    expect(page.Items[5]).toMatchObject({ LastName: 'Reyes', AllowedToEdit: false, AllowedToDelete: false });
  });

  it('pages, reverses and filters on the server', async () => {
    const second = (
      await call('GET', 'user/GetStudents?PageSize=10&Page=0&SortDirection=desc', admin)
    ).json();
    expect(second.TotalCount).toBe(10);
    expect(second.Items[0].LastName).toBe('Williams');
    const search = (await call('GET', 'user/GetStaffers?Search=BEL', admin)).json<Page<StafferRow>>();
    expect(search.Items.map((row) => row.FullName)).toEqual(['Marcus Bell']);
    expect(search.TotalCount).toBe(1);
    const byEmail = (await call('GET', 'user/GetStaffers?Search=elena.garcia%40', admin)).json<
      Page<StafferRow>
    >();
    expect(byEmail.Items.map((row) => row.FullName)).toEqual(['Elena Garcia']);
    const byFullName = (await call('GET', 'user/GetStaffers?Search=priya%20ram', admin)).json();
    expect(byFullName.TotalCount).toBe(1);
    const wildcard = (await call('GET', 'user/GetStaffers?Search=%25', admin)).json();
    expect(wildcard.TotalCount).toBe(0);
    expect((await call('GET', 'user/GetStaffers?PageSize=15', admin)).statusCode).toBe(400);
  });

  it('lists students with their graduation year, sorted naturally', async () => {
    const page = (await call('GET', 'user/GetStudents?PageSize=20', admin)).json();
    expect(page.TotalCount).toBe(10);
    expect(page.Items[0]).toMatchObject({ LastCommaFirst: 'Brown, Chloe', GraduationYear: 2031 });
    expect(page.Items[0]).not.toHaveProperty('IsAdmin');
  });

  it("shows another school's admin only their own school", async () => {
    const page = (await call('GET', 'user/GetStaffers', eastAdmin)).json<Page<StafferRow>>();
    expect(page.Items.map((row) => row.LastName)).toEqual(['Alvarez', 'Castillo', 'Moore']);
  });
});

describe('permissions', () => {
  it('admits admins only, and scopes them to their school', async () => {
    const lincolnId = await idOf('tom.becker@demo.plchub.test');
    const requests: [Method, string, object?][] = [
      ['GET', 'user/GetStaffers'],
      ['GET', 'user/GetStudents'],
      ['GET', `user/getById/${lincolnId}`],
      ['POST', 'user/save', newStaffer()],
      ['DELETE', `user/Delete/${lincolnId}`],
      ['GET', 'user/isUserEMailUnique?id=a@b.test'],
      ['GET', 'user/isTeacherSISUnique/1'],
      ['GET', 'user/isStudentSISUnique/1'],
    ];
    for (const [method, url, payload] of requests) {
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await call(method, url, lead, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, teacher, payload)).statusCode, url).toBe(403);
    }
    expect((await call('GET', `user/getById/${lincolnId}`, eastAdmin)).statusCode).toBe(404);
    const edit = { ...newStaffer(), Id: lincolnId };
    expect((await save(edit, eastAdmin)).statusCode).toBe(404);
    expect((await call('DELETE', `user/Delete/${lincolnId}`, eastAdmin)).statusCode).toBe(404);
    expect((await call('GET', `user/getById/${lincolnId}`, admin)).json().FirstName).toBe('Tom');
  });

  it('answers 400 for ids that are not ids, 404 for unknown ones', async () => {
    expect((await call('GET', 'user/getById/12', admin)).statusCode).toBe(400);
    expect((await call('GET', `user/getById/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `user/Delete/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
  });
});

describe('user/getById', () => {
  it('loads the edit form of a staffer without any password', async () => {
    const id = await idOf(DemoAccounts.lead);
    const response = await call('GET', `user/getById/${id}`, admin);
    expect(response.json()).toEqual({
      Id: id,
      UserTypeId: 1,
      FirstName: 'Priya',
      LastName: 'Raman',
      FullName: 'Priya Raman',
      EmailAddress: DemoAccounts.lead,
      ThirdPartyId: '1003',
      Active: true,
      IsAdmin: false,
      HasWebAccess: true,
      UserStudent: null,
      AllowedToSeeHistory: true,
    });
    expect(response.body).not.toMatch(/argon|Password/i);
  });

  it('loads a student with the graduation year', async () => {
    const id = await idOf('ava.thompson@students.demo.plchub.test');
    expect((await call('GET', `user/getById/${id}`, admin)).json()).toMatchObject({
      UserTypeId: 2,
      UserStudent: { GraduationYear: 2031 },
      ThirdPartyId: '50000',
    });
  });
});

describe('saving a staffer', () => {
  it('creates a staffer with web access, hashes the password and mails the sign-in details', async () => {
    const payload = newStaffer({
      GrantWebAccess: true,
      Password: 'first-secret',
      ConfirmPassword: 'first-secret',
      EmailAccountInformation: true,
      IsAdmin: true,
    });
    const response = await save(payload);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({ FirstName: 'Nina', HasWebAccess: true, IsAdmin: true, UserTypeId: 1 });

    const [row] = await t.database.db.select().from(users).where(eq(users.id, saved.Id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.sortKey).toBe(personSortKey('Nina', payload.LastName));

    const text = mailText(await smtp.nextMailTo(payload.EmailAddress));
    expect(text).toContain('http://plchub.test/');
    expect(text).toContain(`User name: ${payload.EmailAddress}`);
    expect(text).not.toContain('first-secret');
    expect(text).toContain('My Account');
    expect((await postLogin(t.app, payload.EmailAddress, 'first-secret')).json().Code).toBe(
      LoginCode.Success,
    );
    // The single-use link lets the staffer choose their own password.
    const token = /http:\/\/plchub\.test\/forgotPassword\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usermembership/UpdatePassword',
      payload: { Token: token, NewPassword: 'my-own-secret' },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await postLogin(t.app, payload.EmailAddress, 'my-own-secret')).json().Code).toBe(
      LoginCode.Success,
    );
  });

  it('sends no mail when Email Account Information is not ticked', async () => {
    const payload = newStaffer({
      GrantWebAccess: true,
      Password: 'quiet-secret',
      ConfirmPassword: 'quiet-secret',
    });
    expect((await save(payload)).statusCode).toBe(200);
    await t.app.background.drain();
    expect(smtp.received.filter((mail) => mail.to.includes(payload.EmailAddress))).toHaveLength(0);
  });

  it('keeps the password on an edit with an empty one, and removes it with web access', async () => {
    const payload = newStaffer({
      GrantWebAccess: true,
      Password: 'keep-secret',
      ConfirmPassword: 'keep-secret',
    });
    const id = (await save(payload)).json().Id;
    const session = await signIn(t.app, payload.EmailAddress, 'keep-secret');

    const renamed = { ...payload, Id: id, FirstName: 'Zed', Password: '', ConfirmPassword: '' };
    expect((await save(renamed)).statusCode).toBe(200);
    expect((await postLogin(t.app, payload.EmailAddress, 'keep-secret')).json().Code).toBe(LoginCode.Success);
    expect((await call('GET', 'usermembership/getSession', session)).statusCode).toBe(200);
    const [row] = await t.database.db.select({ sortKey: users.sortKey }).from(users).where(eq(users.id, id));
    expect(row!.sortKey).toBe(personSortKey('Zed', payload.LastName));

    expect((await save({ ...renamed, GrantWebAccess: false })).json().HasWebAccess).toBe(false);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(after!.passwordHash).toBeNull();
    expect((await postLogin(t.app, payload.EmailAddress, 'keep-secret')).json().Code).toBe(
      LoginCode.InvalidCredentials,
    );
    expect((await call('GET', 'user/getAllUsers', session)).statusCode).toBe(401);
  });

  it('refuses to grant web access without a password to a staffer who has none', async () => {
    const id = await idOf('aisha.khan@demo.plchub.test');
    const response = await save({
      ...newStaffer(),
      Id: id,
      FirstName: 'Aisha',
      LastName: 'Khan',
      EmailAddress: 'aisha.khan@demo.plchub.test',
      ThirdPartyId: '1007',
      GrantWebAccess: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Password: ${UserMessages.passwordRequired}`);
  });

  it('a changed password ends the sessions of the staffer', async () => {
    const payload = newStaffer({
      GrantWebAccess: true,
      Password: 'old-secret',
      ConfirmPassword: 'old-secret',
    });
    const id = (await save(payload)).json().Id;
    const session = await signIn(t.app, payload.EmailAddress, 'old-secret');
    await save({ ...payload, Id: id, Password: 'new-secret', ConfirmPassword: 'new-secret' });
    expect((await call('GET', 'user/getAllUsers', session)).statusCode).toBe(401);
    expect((await postLogin(t.app, payload.EmailAddress, 'new-secret')).json().Code).toBe(LoginCode.Success);
  });

  it("refuses a common password and the staffer's own name or e-mail as the password", async () => {
    const payload = newStaffer({ GrantWebAccess: true });
    const local = payload.EmailAddress.split('@')[0]!;
    for (const [password, message] of [
      ['password123', PasswordMessages.tooCommon],
      ['abcdef', PasswordMessages.tooCommon],
      [`${payload.FirstName} ${payload.LastName}`.toUpperCase(), PasswordMessages.personal],
      [payload.LastName, PasswordMessages.personal],
      [local, PasswordMessages.personal],
      [payload.EmailAddress, PasswordMessages.personal],
    ]) {
      await expect400({ ...payload, Password: password, ConfirmPassword: password }, `Password: ${message}`);
    }
    expect(
      (await save({ ...payload, Password: 'nina-chose-well', ConfirmPassword: 'nina-chose-well' }))
        .statusCode,
    ).toBe(200);
  });

  it("an admin's new password lifts the staffer's sign-in locks", async () => {
    const payload = newStaffer({
      GrantWebAccess: true,
      Password: 'first-secret',
      ConfirmPassword: 'first-secret',
    });
    const id = (await save(payload)).json().Id;
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 5; attempt += 1)
      await postLogin(t.app, payload.EmailAddress, 'wrong', ip);
    expect((await postLogin(t.app, payload.EmailAddress, 'first-secret', ip)).json().Code).toBe(
      LoginCode.LockedOut,
    );
    await save({ ...payload, Id: id, Password: 'reinstated-secret', ConfirmPassword: 'reinstated-secret' });
    expect((await postLogin(t.app, payload.EmailAddress, 'reinstated-secret', ip)).json().Code).toBe(
      LoginCode.Success,
    );
  });

  it('accepts the unchanged own e-mail (any case) and staff id of the edited staffer', async () => {
    const id = await idOf(DemoAccounts.teacher);
    const response = await save({
      Id: id,
      FirstName: 'Marcus',
      LastName: 'Bell',
      EmailAddress: DemoAccounts.teacher.toUpperCase(),
      ThirdPartyId: 1004,
      IsAdmin: false,
      Active: true,
      GrantWebAccess: true,
      Password: '',
      EmailAccountInformation: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await postLogin(t.app, DemoAccounts.teacher, DEMO_PASSWORD)).json().Code).toBe(LoginCode.Success);
  });

  it.each([
    [{ FirstName: '' }, 'FirstName: First Name is required'],
    [{ FirstName: 'A' }, 'FirstName: First Name must be at least 2 characters'],
    [{ LastName: ' ' }, 'LastName: Last Name is required'],
    [{ LastName: 'B' }, 'LastName: Last Name must be at least 2 characters'],
    [{ EmailAddress: '' }, 'EmailAddress: Email Address is required'],
    [{ EmailAddress: 'not-an-email' }, 'EmailAddress: Email Address must be an email address'],
    [{ ThirdPartyId: '' }, `ThirdPartyId: ${UserMessages.staffIdRequired}`],
    [{ ThirdPartyId: 'abc' }, `ThirdPartyId: ${UserMessages.staffIdNumber}`],
    [{ ThirdPartyId: 0 }, `ThirdPartyId: ${UserMessages.staffIdNumber}`],
    [{ GrantWebAccess: true, Password: '' }, `Password: ${UserMessages.passwordRequired}`],
    [{ GrantWebAccess: true, Password: '12345' }, `Password: ${UserMessages.passwordTooShort}`],
    [
      { GrantWebAccess: true, Password: '123456', ConfirmPassword: '' },
      `ConfirmPassword: ${UserMessages.confirmRequired}`,
    ],
    [
      { GrantWebAccess: true, Password: '123456', ConfirmPassword: '1234567' },
      `ConfirmPassword: ${UserMessages.passwordsMustMatch}`,
    ],
  ])('refuses %o with the spec message', async (overrides, message) => {
    await expect400(newStaffer(overrides), message);
  });

  it('two saves racing for one staff id: one wins, the other hears the spec message', async () => {
    const first = newStaffer();
    const second = { ...newStaffer(), ThirdPartyId: first.ThirdPartyId };
    const answers = await Promise.all([save(first), save(second)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)!.json().message).toBe(
      'ThirdPartyId: This Staff Id is associated with another user',
    );
    const holders = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.thirdPartyId, first.ThirdPartyId));
    expect(holders).toHaveLength(1);
  });

  it('refuses a taken e-mail (case-insensitive) and a taken staff id', async () => {
    await expect400(
      newStaffer({ EmailAddress: 'LEAD@demo.plchub.test' }),
      'EmailAddress: Email must be unique',
    );
    await expect400(
      newStaffer({ EmailAddress: 'admin@east.plchub.test' }),
      'EmailAddress: Email must be unique',
    );
    await expect400(newStaffer({ ThirdPartyId: '1003' }), `ThirdPartyId: ${UserMessages.staffIdTaken}`);
  });

  it('does not let an admin lock themself out', async () => {
    const id = await idOf(DemoAccounts.admin);
    const self = {
      Id: id,
      FirstName: 'Dana',
      LastName: 'Whitfield',
      EmailAddress: DemoAccounts.admin,
      ThirdPartyId: '1002',
      IsAdmin: false,
      Active: true,
      GrantWebAccess: true,
      Password: '',
      EmailAccountInformation: false,
    };
    expect((await save(self)).json().message).toBe(UserMessages.cannotLockOutSelf);
    expect((await save({ ...self, IsAdmin: true })).statusCode).toBe(200);
  });

  it('refuses to edit a student through the staffer payload', async () => {
    const id = await idOf('ava.thompson@students.demo.plchub.test');
    expect((await save({ ...newStaffer(), Id: id })).statusCode).toBe(404);
  });
});

describe('saving a student', () => {
  it('creates and edits a student with UserStudent.GraduationYear', async () => {
    const payload = newStudent();
    const response = await save(payload);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({
      UserTypeId: 2,
      UserStudent: { GraduationYear: 2031 },
      HasWebAccess: false,
    });
    const edited = await save({ ...payload, Id: saved.Id, UserStudent: { GraduationYear: '2032' } });
    expect(edited.json().UserStudent).toEqual({ GraduationYear: 2032 });
    const list = (await call('GET', `user/GetStudents?Search=${payload.LastName}`, admin)).json();
    expect(list.Items).toHaveLength(1);
  });

  it.each([
    [{ FirstName: '' }, 'FirstName: First Name is required'],
    [{ LastName: 'x' }, 'LastName: Last Name must be at least 2 characters'],
    [{ EmailAddress: '' }, 'EmailAddress: Email Address is required'],
    [{ EmailAddress: 'nope' }, 'EmailAddress: Email Address must be an email address'],
    [{ UserStudent: { GraduationYear: 203 } }, `UserStudent.GraduationYear: ${UserMessages.graduationYear}`],
    [
      { UserStudent: { GraduationYear: '20311' } },
      `UserStudent.GraduationYear: ${UserMessages.graduationYear}`,
    ],
    [{ ThirdPartyId: '' }, `ThirdPartyId: ${UserMessages.studentIdRequired}`],
    [{ ThirdPartyId: 'S-12' }, `ThirdPartyId: ${UserMessages.studentIdNumber}`],
  ])('refuses %o with the spec message', async (overrides, message) => {
    await expect400(newStudent(overrides), message);
  });

  it('refuses a taken e-mail and a taken student id, but accepts its own', async () => {
    await expect400(
      newStudent({ EmailAddress: 'Ava.Thompson@students.demo.plchub.test' }),
      `EmailAddress: ${UserMessages.studentEmailTaken}`,
    );
    await expect400(newStudent({ ThirdPartyId: '50001' }), `ThirdPartyId: ${UserMessages.studentIdTaken}`);
    // A staff id is not a student id.
    expect((await save(newStudent({ ThirdPartyId: '1003' }))).statusCode).toBe(200);
    const id = await idOf('liam.okafor@students.demo.plchub.test');
    const own = await save({
      ...newStudent(),
      Id: id,
      FirstName: 'Liam',
      LastName: 'Okafor',
      EmailAddress: 'LIAM.okafor@students.demo.plchub.test',
      ThirdPartyId: 50001,
      UserTypeId: 2,
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe('uniqueness checks', () => {
  const check = async (url: string) => {
    const response = await call('GET', url, admin);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<boolean>();
  };

  it('user/isUserEMailUnique compares case-insensitively and lets the edited user keep theirs', async () => {
    const leadId = await idOf(DemoAccounts.lead);
    expect(await check('user/isUserEMailUnique?id=someone.new%40demo.plchub.test')).toBe(true);
    expect(await check('user/isUserEMailUnique?id=LEAD%40demo.plchub.test')).toBe(false);
    expect(await check(`user/isUserEMailUnique?id=LEAD%40demo.plchub.test&userId=${leadId}`)).toBe(true);
    expect(await check('user/isUserEMailUnique?id=')).toBe(false);
    // Another school's admin cannot make a Lincoln address look free by naming its owner.
    const fromEast = await call(
      'GET',
      `user/isUserEMailUnique?id=lead%40demo.plchub.test&userId=${leadId}`,
      eastAdmin,
    );
    expect(fromEast.json()).toBe(false);
  });

  it('user/isTeacherSISUnique and user/isStudentSISUnique check their own kind in the school', async () => {
    const leadId = await idOf(DemoAccounts.lead);
    expect(await check('user/isTeacherSISUnique/1003')).toBe(false);
    expect(await check(`user/isTeacherSISUnique/1003?userId=${leadId}`)).toBe(true);
    expect(await check('user/isTeacherSISUnique/654321')).toBe(true);
    expect(await check('user/isStudentSISUnique/50002')).toBe(false);
    expect(await check('user/isStudentSISUnique/1006')).toBe(true);
    // East Valley's staff id 2001 is not Lincoln's business.
    expect(await check('user/isTeacherSISUnique/2001')).toBe(true);
  });
});

describe('deleting a user', () => {
  it('soft-deletes: history stays readable, sign-in and sessions end, lists and teams forget them', async () => {
    const marcusId = await idOf(DemoAccounts.teacher);
    const tasksBefore = await t.database.db.select().from(tasks).where(eq(tasks.assignedToUserId, marcusId));
    expect(tasksBefore.length).toBeGreaterThan(0);
    const session = await signIn(t.app, DemoAccounts.teacher);

    const response = await call('DELETE', `user/Delete/${marcusId}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(marcusId);

    const history = await t.database.db
      .select({ title: tasks.title, first: users.firstName, last: users.lastName })
      .from(tasks)
      .innerJoin(users, eq(users.id, tasks.assignedToUserId))
      .where(eq(tasks.assignedToUserId, marcusId));
    expect(history).toHaveLength(tasksBefore.length);
    expect(history[0]).toMatchObject({ first: 'Marcus', last: 'Bell' });

    const [row] = await t.database.db.select().from(users).where(eq(users.id, marcusId));
    expect(row).toMatchObject({ active: false, passwordHash: null });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await t.database.db.select().from(userTeams).where(eq(userTeams.userId, marcusId))).toHaveLength(
      0,
    );
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, marcusId))).toHaveLength(0);

    expect((await call('GET', 'user/getAllUsers', session)).statusCode).toBe(401);
    expect((await postLogin(t.app, DemoAccounts.teacher, DEMO_PASSWORD)).json().Code).toBe(
      LoginCode.InvalidCredentials,
    );
    const staff = (await call('GET', 'user/GetStaffers', admin)).json<Page<StafferRow>>();
    expect(staff.Items.map((item) => item.Id)).not.toContain(marcusId);
    expect((await call('GET', `user/getById/${marcusId}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `user/Delete/${marcusId}`, admin)).statusCode).toBe(404);

    // The address and the staff id are free again.
    expect(
      (await save(newStaffer({ EmailAddress: DemoAccounts.teacher, ThirdPartyId: '1004' }))).statusCode,
    ).toBe(200);
  });

  it('deletes a student', async () => {
    const id = (await save(newStudent())).json().Id;
    expect((await call('DELETE', `user/Delete/${id}`, admin)).json()).toBe(id);
    expect((await call('GET', `user/getById/${id}`, admin)).statusCode).toBe(404);
  });

  it('only a super admin may change or delete a super admin', async () => {
    const morganId = await idOf(DemoAccounts.superAdmin);
    expect((await call('DELETE', `user/Delete/${morganId}`, admin)).statusCode).toBe(403);
    const morgan = {
      Id: morganId,
      FirstName: 'Morgan',
      LastName: 'Reyes',
      EmailAddress: DemoAccounts.superAdmin,
      ThirdPartyId: '1001',
      IsAdmin: true,
      Active: false,
      GrantWebAccess: false,
      EmailAccountInformation: false,
    };
    expect((await save(morgan)).statusCode).toBe(403);
    const superAdmin = await signIn(t.app, DemoAccounts.superAdmin);
    expect((await save({ ...morgan, Active: true, GrantWebAccess: true }, superAdmin)).statusCode).toBe(200);
    expect((await postLogin(t.app, DemoAccounts.superAdmin, DEMO_PASSWORD)).json().Code).toBe(
      LoginCode.Success,
    );
  });

  it('an admin cannot delete themself', async () => {
    const response = await call('DELETE', `user/Delete/${await idOf(DemoAccounts.admin)}`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(UserMessages.cannotDeleteSelf);
  });
});
