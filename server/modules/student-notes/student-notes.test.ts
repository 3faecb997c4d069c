import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '@shared/constants';
import type { StudentsOfTeam } from '@shared/schemas/student-notes';
import { users } from '../../db/schema';
import { DemoAccounts } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { postLogin, signInAll } from '../../test/sign-in';
import { apiCaller } from '../../test/api-caller';

const ELENA = 'elena.garcia@demo.plchub.test'; // leads Literacy Committee and Science, not 7th Grade Math
const AISHA = 'aisha.khan@demo.plchub.test'; // plain member of Literacy and Science (given a password below)
const AVA = 'ava.thompson@students.demo.plchub.test'; // a student of 7th Grade Math only
const MISSING = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

let t: TestApp;
const cookies: Record<string, string> = {};
let mathTeamId: string;
let avaId: string;
let seededNoteId: string;
let seededCommentId: string;
let eastTeamId: string;
let eastStudentId: string;

/** One field of every row of a JSON answer's list. */
const pluck = (rows: unknown, field: string) => (rows as Record<string, unknown>[]).map((row) => row[field]);

let call: ReturnType<typeof apiCaller>;

const teamIdOf = async (who: string, name: string) => {
  const response = await call('GET', 'team/getByLocationId', who);
  return response.json<{ Id: string; Name: string }[]>().find((team) => team.Name === name)!.Id;
};

const saveNote = (who: string, body: Record<string, unknown>) =>
  call('POST', 'usernote/Save', who, {
    id: '0',
    Title: 'A note',
    Note: '<p>Text</p>',
    UserId: avaId,
    ...body,
  });

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app, cookies);
  const db = t.database.db;
  // Aisha has no web access in the demo; give her the teacher's password hash to sign in as a member
  // who shares no team with Ava.
  await db
    .update(users)
    .set({
      passwordHash: sql`(select password_hash from users where email_address = ${DemoAccounts.teacher})`,
    })
    .where(eq(users.emailAddress, AISHA));
  Object.assign(
    cookies,
    await signInAll(t.app, [
      DemoAccounts.admin,
      DemoAccounts.lead,
      DemoAccounts.teacher,
      DemoAccounts.eastAdmin,
      ELENA,
      AISHA,
    ]),
  );
  mathTeamId = await teamIdOf(DemoAccounts.teacher, '7th Grade Math');
  eastTeamId = await teamIdOf(DemoAccounts.eastAdmin, 'Freshman Success Team');
  const [ava] = await db.select({ id: users.id }).from(users).where(eq(users.emailAddress, AVA));
  avaId = ava!.id;
  const eastStudents = await call('GET', `user/getStudentsByTeamId/${eastTeamId}`, DemoAccounts.eastAdmin);
  eastStudentId = eastStudents.json().Items[0].Id;
  const notes = await call('GET', `usernote/getStudentNoteVMByUserId/${avaId}`, DemoAccounts.teacher);
  seededNoteId = notes.json().UserNotes.Items[0].Id;
  const withComments = await call(
    'GET',
    `usernote/getNoteWithCommentsByUserNoteId/${seededNoteId}`,
    DemoAccounts.teacher,
  );
  seededCommentId = withComments.json().UserNoteComments[0].Id;
});
afterAll(async () => t.close());

describe('user/getStudentsByTeamId', () => {
  it("lists a team's students (not its staff) by last name, with the team name, paged", async () => {
    const response = await call('GET', `user/getStudentsByTeamId/${mathTeamId}`, DemoAccounts.teacher);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.TeamName).toBe('7th Grade Math');
    expect(body.TotalCount).toBe(6);
    expect(pluck(body.Items, 'FullName')).toEqual([
      'Noah Chen',
      'Ethan Johnson',
      'Sofia Martinez',
      'Liam Okafor',
      'Mia Patel',
      'Ava Thompson',
    ]);
    expect(body.Items[5]).toEqual({
      Id: avaId,
      UserTeamId: expect.any(String),
      FirstName: 'Ava',
      LastName: 'Thompson',
      FullName: 'Ava Thompson',
      GraduationYear: 2031,
      ThirdPartyId: '50000',
    });
    const page = await call(
      'GET',
      `user/getStudentsByTeamId/${mathTeamId}?Page=1&PageSize=10&SortDirection=desc`,
      DemoAccounts.teacher,
    );
    expect(page.json()).toMatchObject({ TotalCount: 6, Items: [] });
    const desc = await call(
      'GET',
      `user/getStudentsByTeamId/${mathTeamId}?SortDirection=desc&Search=o`,
      DemoAccounts.teacher,
    );
    // First or last name containing "o" (Sofia Martinez by her first name); Mia Patel has none.
    expect(pluck(desc.json().Items, 'LastName')).toEqual([
      'Thompson',
      'Okafor',
      'Martinez',
      'Johnson',
      'Chen',
    ]);
  });

  it('says whether the caller may remove students, with each one’s membership for userteam/delete', async () => {
    const literacy = await teamIdOf(DemoAccounts.admin, 'Literacy Committee');
    const list = async (who: string) =>
      (await call('GET', `user/getStudentsByTeamId/${literacy}?PageSize=30`, who)).json<StudentsOfTeam>();
    // Marcus is a plain member of the Literacy Committee, Priya one of its leads, Dana an admin.
    expect((await list(DemoAccounts.teacher)).AllowedToRemoveStudents).toBe(false);
    expect((await list(DemoAccounts.admin)).AllowedToRemoveStudents).toBe(true);
    const asLead = await list(DemoAccounts.lead);
    expect(asLead.AllowedToRemoveStudents).toBe(true);
    const chloe = asLead.Items.find((student) => student.LastName === 'Brown')!;
    expect(chloe.UserTeamId).toMatch(/^[0-9a-f-]{36}$/);
    const remove = (who: string) => call('DELETE', `userteam/delete/${chloe.UserTeamId}`, who);
    expect((await remove(DemoAccounts.teacher)).statusCode).toBe(403);
    const removed = await remove(DemoAccounts.lead);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toBe(chloe.UserTeamId);
    expect(pluck((await list(DemoAccounts.lead)).Items, 'LastName')).not.toContain('Brown');
  });

  it('answers an empty list for a team without students', async () => {
    const science = await teamIdOf(DemoAccounts.admin, 'Science Department');
    const response = await call('GET', `user/getStudentsByTeamId/${science}`, DemoAccounts.admin);
    expect(response.json()).toMatchObject({ TeamName: 'Science Department', Items: [], TotalCount: 0 });
  });

  it('lets members and admins in; others get 403, another school 404, strangers 401', async () => {
    const url = `user/getStudentsByTeamId/${mathTeamId}`;
    for (const who of [DemoAccounts.admin, DemoAccounts.lead, DemoAccounts.teacher]) {
      expect((await call('GET', url, who)).statusCode, who).toBe(200);
    }
    expect((await call('GET', url, ELENA)).statusCode).toBe(403);
    expect((await call('GET', url, AISHA)).statusCode).toBe(403);
    expect((await call('GET', url, DemoAccounts.eastAdmin)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', `user/getStudentsByTeamId/${MISSING}`, DemoAccounts.admin)).statusCode).toBe(
      404,
    );
    expect((await call('GET', 'user/getStudentsByTeamId/not-a-uuid', DemoAccounts.admin)).statusCode).toBe(
      400,
    );
    expect(
      (await call('GET', `user/getStudentsByTeamId/${mathTeamId}?PageSize=15`, DemoAccounts.admin))
        .statusCode,
    ).toBe(400);
  });
});

describe('usernote/getStudentNoteVMByUserId', () => {
  it('answers the student header and the notes with comment counts and rights', async () => {
    const response = await call(
      'GET',
      `usernote/getStudentNoteVMByUserId/${avaId}?TeamId=${mathTeamId}`,
      DemoAccounts.teacher,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      UserId: avaId,
      FirstName: 'Ava',
      LastName: 'Thompson',
      UserFullName: 'Ava Thompson',
      GraduationYear: 2031,
      UserNotes: { TotalCount: 1 },
    });
    expect(body.UserNotes.Items[0]).toMatchObject({
      Id: seededNoteId,
      Title: 'Strong progress on fractions',
      Note: '<p>Ava explained common denominators to her table group today.</p>',
      PostedByFInitialLastName: 'M. Bell',
      UserNoteCommentCount: 1,
      AllowedToEdit: true,
      AllowedToDelete: true,
    });
    expect(Date.parse(body.UserNotes.Items[0].DatePosted)).not.toBeNaN();
    // The lead reads the teacher's note but may not change it; the admin may.
    const asLead = await call('GET', `usernote/getStudentNoteVMByUserId/${avaId}`, DemoAccounts.lead);
    expect(asLead.json().UserNotes.Items[0]).toMatchObject({ AllowedToEdit: false, AllowedToDelete: false });
    const asAdmin = await call('GET', `usernote/getStudentNoteVMByUserId/${avaId}`, DemoAccounts.admin);
    expect(asAdmin.json().UserNotes.Items[0]).toMatchObject({ AllowedToEdit: true, AllowedToDelete: true });
  });

  it('sorts by date posted and by posted by, both ways, on the server', async () => {
    const a = await saveNote(DemoAccounts.lead, { Title: 'Sort A' });
    const b = await saveNote(DemoAccounts.admin, { Title: 'Sort B' });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const titles = async (query: string) =>
      pluck(
        (
          await call('GET', `usernote/getStudentNoteVMByUserId/${avaId}?${query}`, DemoAccounts.teacher)
        ).json().UserNotes.Items,
        'Title',
      );
    expect(await titles('Sort=DatePosted&SortDirection=asc')).toEqual([
      'Strong progress on fractions',
      'Sort A',
      'Sort B',
    ]);
    expect(await titles('Sort=DatePosted&SortDirection=desc')).toEqual([
      'Sort B',
      'Sort A',
      'Strong progress on fractions',
    ]);
    // Bell, Raman, Whitfield.
    expect(await titles('Sort=PostedBy&SortDirection=asc')).toEqual([
      'Strong progress on fractions',
      'Sort A',
      'Sort B',
    ]);
    expect(await titles('Sort=PostedBy&SortDirection=desc')).toEqual([
      'Sort B',
      'Sort A',
      'Strong progress on fractions',
    ]);
    const firstPage = await call(
      'GET',
      `usernote/getStudentNoteVMByUserId/${avaId}?PageSize=10&Page=0`,
      DemoAccounts.teacher,
    );
    expect(firstPage.json().UserNotes.TotalCount).toBe(3);
    const bad = await call(
      'GET',
      `usernote/getStudentNoteVMByUserId/${avaId}?Sort=Title`,
      DemoAccounts.teacher,
    );
    expect(bad.statusCode).toBe(400);
    for (const response of [a, b]) {
      const id = response.json().Id;
      expect((await call('DELETE', `usernote/delete/${id}`, DemoAccounts.admin)).statusCode).toBe(200);
    }
  });

  it("enforces who may read a student's notes", async () => {
    const url = `usernote/getStudentNoteVMByUserId/${avaId}`;
    for (const who of [DemoAccounts.admin, DemoAccounts.lead, DemoAccounts.teacher]) {
      expect((await call('GET', url, who)).statusCode, who).toBe(200);
    }
    expect((await call('GET', url, ELENA)).statusCode).toBe(403);
    expect((await call('GET', url, AISHA)).statusCode).toBe(403);
    expect((await call('GET', url, DemoAccounts.eastAdmin)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(401);
    // Another school's student, a staffer (not a student), an unknown id and an unknown team.
    expect(
      (await call('GET', `usernote/getStudentNoteVMByUserId/${eastStudentId}`, DemoAccounts.admin))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `usernote/getStudentNoteVMByUserId/${MISSING}`, DemoAccounts.admin)).statusCode,
    ).toBe(404);
    expect((await call('GET', `${url}?TeamId=${eastTeamId}`, DemoAccounts.admin)).statusCode).toBe(404);
  });
});

describe('usernote/Save, getStudentNoteCreateEditVMByUserNoteId and delete', () => {
  it('creates, reads back, edits and deletes a note', async () => {
    const created = await saveNote(DemoAccounts.teacher, {
      Title: '  Reading group  ',
      Note: '<p>Moved to <strong>group B</strong>.</p>',
      TeamId: mathTeamId,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().Id;

    const form = await call(
      'GET',
      `usernote/getStudentNoteCreateEditVMByUserNoteId/${id}`,
      DemoAccounts.teacher,
    );
    expect(form.json()).toEqual({
      Id: id,
      UserId: avaId,
      FirstName: 'Ava',
      LastName: 'Thompson',
      UserFirstName: 'Ava',
      UserLastName: 'Thompson',
      UserFullName: 'Ava Thompson',
      GraduationYear: 2031,
      Title: 'Reading group',
      Note: '<p>Moved to <strong>group B</strong>.</p>',
      TeamId: mathTeamId,
      AllowedToEdit: true,
      Version: 1,
    });

    const edited = await saveNote(DemoAccounts.teacher, {
      id,
      Title: 'Reading group 2',
      Note: '<p>Back to A.</p>',
    });
    expect(edited.json()).toEqual({ Id: id });
    const after = await call(
      'GET',
      `usernote/getStudentNoteCreateEditVMByUserNoteId/${id}`,
      DemoAccounts.teacher,
    );
    expect(after.json()).toMatchObject({
      Title: 'Reading group 2',
      Note: '<p>Back to A.</p>',
      TeamId: mathTeamId,
    });

    const deleted = await call('DELETE', `usernote/delete/${id}`, DemoAccounts.teacher);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toBe(id);
    expect(
      (await call('GET', `usernote/getNoteWithCommentsByUserNoteId/${id}`, DemoAccounts.teacher)).statusCode,
    ).toBe(404);
  });

  it('answers an empty form with the student header for a new note', async () => {
    for (const id of ['0', '00000000-0000-0000-0000-000000000000']) {
      const response = await call(
        'GET',
        `usernote/getStudentNoteCreateEditVMByUserNoteId/${id}?UserId=${avaId}`,
        DemoAccounts.teacher,
      );
      expect(response.json()).toEqual({
        Id: null,
        UserId: avaId,
        FirstName: 'Ava',
        LastName: 'Thompson',
        UserFirstName: 'Ava',
        UserLastName: 'Thompson',
        UserFullName: 'Ava Thompson',
        GraduationYear: 2031,
        Title: '',
        Note: '',
        TeamId: null,
        AllowedToEdit: true,
        Version: null,
      });
    }
    // The spec's call carries no student: a blank note whose student is the spec's empty id; the screen
    // knows its student from its route and names it in usernote/Save, where access is checked.
    for (const who of [DemoAccounts.teacher, ELENA]) {
      const noStudent = await call('GET', 'usernote/getStudentNoteCreateEditVMByUserNoteId/0', who);
      expect(noStudent.statusCode, who).toBe(200);
      expect(noStudent.json()).toEqual({
        Id: null,
        UserId: EMPTY_GUID,
        FirstName: '',
        LastName: '',
        UserFirstName: '',
        UserLastName: '',
        UserFullName: '',
        GraduationYear: null,
        Title: '',
        Note: '',
        TeamId: null,
        AllowedToEdit: true,
        Version: null,
      });
    }
    const specSave = await saveNote(DemoAccounts.teacher, { id: '0', Title: 'From the spec client' });
    expect(specSave.statusCode).toBe(200);
    expect((await saveNote(ELENA, { id: '0', Title: 'Not her student' })).statusCode).toBe(403);
    expect(
      (await call('GET', 'usernote/getStudentNoteCreateEditVMByUserNoteId/0', undefined)).statusCode,
    ).toBe(401);
    const elena = await call(
      'GET',
      `usernote/getStudentNoteCreateEditVMByUserNoteId/0?UserId=${avaId}`,
      ELENA,
    );
    expect(elena.statusCode).toBe(403);
  });

  it('answers each validation message', async () => {
    const expectMessage = async (body: Record<string, unknown>, message: string) => {
      const response = await saveNote(DemoAccounts.teacher, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    };
    await expectMessage({ Title: '' }, 'Title: A title is required');
    await expectMessage({ Title: '   ' }, 'Title: A title is required');
    await expectMessage({ Title: 'x'.repeat(201) }, 'Title: The title cannot exceed 200 characters');
    await expectMessage({ Note: '' }, 'Note: A note is required');
    // An empty editor, or markup that is all removed, is no note either.
    await expectMessage({ Note: '<p></p>' }, 'Note: A note is required');
    await expectMessage({ Note: '<script>alert(1)</script>' }, 'Note: A note is required');
    await expectMessage({ UserId: 'nope' }, 'UserId');
    await expectMessage({ id: 'nope' }, 'id');
    const science = await teamIdOf(DemoAccounts.admin, 'Science Department');
    await expectMessage({ TeamId: science }, 'TeamId: The student is not a member of this team');
    const other = await saveNote(DemoAccounts.teacher, { id: seededNoteId, UserId: eastStudentId });
    expect(other.statusCode).toBe(400);
  });

  it('sanitises hostile HTML before storing it, so every read answers clean HTML', async () => {
    const hostile =
      '<p onclick="alert(1)">Hi <strong>there</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>' +
      '<a href="jav&#x09;ascript:alert(1)">bad</a><a href="https://example.org" target="_self">good</a>' +
      '<svg onload=alert(1)></svg><iframe src="https://x.example"></iframe><p style="color:red">s</p>' +
      '<scr<script>ipt>alert(2)</script>';
    const created = await saveNote(DemoAccounts.teacher, { Title: 'Hostile', Note: hostile });
    expect(created.statusCode).toBe(200);
    const id = created.json().Id;
    const expected =
      '<p>Hi <strong>there</strong></p><a rel="noopener noreferrer" target="_blank">bad</a>' +
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">good</a><p>s</p>ipt&gt;alert(2)';
    const form = await call(
      'GET',
      `usernote/getStudentNoteCreateEditVMByUserNoteId/${id}`,
      DemoAccounts.teacher,
    );
    expect(form.json().Note).toBe(expected);
    const view = await call('GET', `usernote/getNoteWithCommentsByUserNoteId/${id}`, DemoAccounts.teacher);
    expect(view.json().Note).toBe(expected);
    const list = await call('GET', `usernote/getStudentNoteVMByUserId/${avaId}`, DemoAccounts.teacher);
    const listed = (list.json().UserNotes.Items as { Id: string; Note: string }[]).find((n) => n.Id === id);
    expect(listed?.Note).toBe(expected);
    for (const body of [form.body, view.body, list.body]) {
      expect(body).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|style=/i);
    }
    await call('DELETE', `usernote/delete/${id}`, DemoAccounts.teacher);
  });

  it('lets members write notes; only the author or an admin changes one', async () => {
    for (const who of [DemoAccounts.admin, DemoAccounts.lead, DemoAccounts.teacher]) {
      expect((await saveNote(who, { Title: `By ${who}` })).statusCode, who).toBe(200);
    }
    expect((await saveNote(ELENA, {})).statusCode).toBe(403);
    expect((await saveNote(AISHA, {})).statusCode).toBe(403);
    expect((await saveNote(DemoAccounts.eastAdmin, {})).statusCode).toBe(404);
    expect((await saveNote(DemoAccounts.eastAdmin, { UserId: eastStudentId })).statusCode).toBe(200);
    expect(
      (await call('POST', 'usernote/Save', undefined, { id: '0', Title: 'x', Note: 'x', UserId: avaId }))
        .statusCode,
    ).toBe(401);

    const teacherNote = (await saveNote(DemoAccounts.teacher, { Title: 'Teacher only' })).json().Id;
    // The lead may read the teacher's note but not change it.
    expect((await saveNote(DemoAccounts.lead, { id: teacherNote })).statusCode).toBe(403);
    expect((await call('DELETE', `usernote/delete/${teacherNote}`, DemoAccounts.lead)).statusCode).toBe(403);
    const leadForm = await call(
      'GET',
      `usernote/getStudentNoteCreateEditVMByUserNoteId/${teacherNote}`,
      DemoAccounts.lead,
    );
    expect(leadForm.json().AllowedToEdit).toBe(false);
    for (const who of [ELENA, AISHA]) {
      expect((await saveNote(who, { id: teacherNote })).statusCode).toBe(403);
      expect((await call('DELETE', `usernote/delete/${teacherNote}`, who)).statusCode).toBe(403);
      expect(
        (await call('GET', `usernote/getStudentNoteCreateEditVMByUserNoteId/${teacherNote}`, who)).statusCode,
      ).toBe(403);
    }
    expect((await call('DELETE', `usernote/delete/${teacherNote}`, DemoAccounts.eastAdmin)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `usernote/delete/${teacherNote}`)).statusCode).toBe(401);
    // The admin edits and deletes anyone's note.
    expect(
      (await saveNote(DemoAccounts.admin, { id: teacherNote, Title: 'Edited by admin' })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `usernote/delete/${teacherNote}`, DemoAccounts.admin)).statusCode).toBe(200);
    expect((await call('DELETE', `usernote/delete/${teacherNote}`, DemoAccounts.admin)).statusCode).toBe(404);
  });

  it('refuses to file a note under a team the writer is not in', async () => {
    // Mia Patel is in 7th Grade Math and Literacy Committee; Aisha is only in Literacy Committee.
    const [mia] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.emailAddress, 'mia.patel@students.demo.plchub.test'));
    const literacyId = await teamIdOf(AISHA, 'Literacy Committee');
    expect((await saveNote(AISHA, { UserId: mia!.id, TeamId: mathTeamId })).statusCode).toBe(403);
    expect((await saveNote(AISHA, { UserId: mia!.id, TeamId: literacyId })).statusCode).toBe(200);
    expect((await saveNote(DemoAccounts.admin, { UserId: mia!.id, TeamId: mathTeamId })).statusCode).toBe(
      200,
    );
  });

  it('a student record cannot sign in at all', async () => {
    const response = await postLogin(t.app, AVA, 'demo-password');
    expect(response.json().Code).not.toBe(1);
    expect(response.cookies.find((c) => c.name === 'plchub_session')).toBeUndefined();
  });
});

describe('usernote/getNoteWithCommentsByUserNoteId and usernotecomment/*', () => {
  it('answers the note with its comments, oldest first', async () => {
    const response = await call(
      'GET',
      `usernote/getNoteWithCommentsByUserNoteId/${seededNoteId}`,
      DemoAccounts.lead,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      Id: seededNoteId,
      UserId: avaId,
      // The spec's names for the student, with ours (which our client reads) beside them.
      UserFirstName: 'Ava',
      UserLastName: 'Thompson',
      FirstName: 'Ava',
      LastName: 'Thompson',
      UserFullName: 'Ava Thompson',
      GraduationYear: 2031,
      Title: 'Strong progress on fractions',
      PostedByFInitialLastName: 'M. Bell',
      AllowedToEdit: false,
      AllowedToDelete: false,
    });
    expect(body.UserNoteComments).toEqual([
      {
        Id: seededCommentId,
        UserNoteId: seededNoteId,
        Comment: 'Great to hear. Let us ask her to co-lead the review.',
        DateCommented: expect.any(String),
        PostedByFirstName: 'Priya',
        PostedByLastName: 'Raman',
        PostedByFInitialLastName: 'P. Raman',
        AllowedToEdit: true,
        AllowedToDelete: true,
        Version: expect.any(Number),
      },
    ]);
    const url = `usernote/getNoteWithCommentsByUserNoteId/${seededNoteId}`;
    expect((await call('GET', url, DemoAccounts.admin)).statusCode).toBe(200);
    expect((await call('GET', url, ELENA)).statusCode).toBe(403);
    expect((await call('GET', url, AISHA)).statusCode).toBe(403);
    expect((await call('GET', url, DemoAccounts.eastAdmin)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(401);
    expect(
      (await call('GET', `usernote/getNoteWithCommentsByUserNoteId/${MISSING}`, DemoAccounts.admin))
        .statusCode,
    ).toBe(404);
  });

  it('creates, reads, edits and deletes a comment, keeping it plain text', async () => {
    const created = await call('POST', 'usernotecomment/save', DemoAccounts.teacher, {
      Id: '0',
      UserNoteId: seededNoteId,
      Comment: '  <b>Not bold</b> & plain  ',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().Id;
    const read = await call('GET', `usernotecomment/getById/${id}`, DemoAccounts.teacher);
    expect(read.json()).toMatchObject({
      Id: id,
      UserNoteId: seededNoteId,
      Comment: '<b>Not bold</b> & plain',
      PostedByFInitialLastName: 'M. Bell',
      AllowedToEdit: true,
    });
    const edited = await call('POST', 'usernotecomment/save', DemoAccounts.teacher, {
      Id: id,
      UserNoteId: seededNoteId,
      Comment: 'Edited',
    });
    expect(edited.json()).toEqual({ Id: id });
    const view = await call(
      'GET',
      `usernote/getNoteWithCommentsByUserNoteId/${seededNoteId}`,
      DemoAccounts.teacher,
    );
    expect(pluck(view.json().UserNoteComments, 'Comment')).toEqual([
      'Great to hear. Let us ask her to co-lead the review.',
      'Edited',
    ]);
    const list = await call('GET', `usernote/getStudentNoteVMByUserId/${avaId}`, DemoAccounts.teacher);
    expect(list.json().UserNotes.Items[0].UserNoteCommentCount).toBe(2);
    const deleted = await call('DELETE', `usernotecomment/delete/${id}`, DemoAccounts.teacher);
    expect(deleted.json()).toBe(id);
    expect((await call('GET', `usernotecomment/getById/${id}`, DemoAccounts.teacher)).statusCode).toBe(404);
  });

  it('answers each validation message', async () => {
    const expectMessage = async (body: Record<string, unknown>, message: string) => {
      const response = await call('POST', 'usernotecomment/save', DemoAccounts.teacher, {
        Id: '0',
        UserNoteId: seededNoteId,
        Comment: 'ok',
        ...body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    };
    await expectMessage({ Comment: '' }, 'Comment: A comment is required');
    await expectMessage({ Comment: '   ' }, 'Comment: A comment is required');
    await expectMessage({ Comment: 'x'.repeat(4001) }, 'Comment: A comment cannot exceed 4000 characters');
    await expectMessage({ UserNoteId: 'nope' }, 'UserNoteId');
    await expectMessage({ Id: 'nope' }, 'Id');
    const exactly = await call('POST', 'usernotecomment/save', DemoAccounts.teacher, {
      Id: '0',
      UserNoteId: seededNoteId,
      Comment: 'x'.repeat(4000),
    });
    expect(exactly.statusCode).toBe(200);
    await call('DELETE', `usernotecomment/delete/${exactly.json().Id}`, DemoAccounts.teacher);
  });

  it('lets members comment; only the author or an admin changes a comment', async () => {
    const save = (who: string | undefined, body: Record<string, unknown> = {}) =>
      call('POST', 'usernotecomment/save', who, {
        Id: '0',
        UserNoteId: seededNoteId,
        Comment: 'Hello',
        ...body,
      });
    for (const who of [DemoAccounts.admin, DemoAccounts.lead, DemoAccounts.teacher]) {
      expect((await save(who)).statusCode, who).toBe(200);
    }
    expect((await save(ELENA)).statusCode).toBe(403);
    expect((await save(AISHA)).statusCode).toBe(403);
    expect((await save(DemoAccounts.eastAdmin)).statusCode).toBe(404);
    expect((await save(undefined)).statusCode).toBe(401);
    expect((await save(DemoAccounts.teacher, { UserNoteId: MISSING })).statusCode).toBe(404);

    // Priya's seeded comment: the teacher reads it but may not change it.
    const asTeacher = await call('GET', `usernotecomment/getById/${seededCommentId}`, DemoAccounts.teacher);
    expect(asTeacher.json()).toMatchObject({ AllowedToEdit: false, AllowedToDelete: false });
    expect((await save(DemoAccounts.teacher, { Id: seededCommentId })).statusCode).toBe(403);
    expect(
      (await call('DELETE', `usernotecomment/delete/${seededCommentId}`, DemoAccounts.teacher)).statusCode,
    ).toBe(403);
    for (const who of [ELENA, AISHA]) {
      expect((await call('GET', `usernotecomment/getById/${seededCommentId}`, who)).statusCode).toBe(403);
      expect((await call('DELETE', `usernotecomment/delete/${seededCommentId}`, who)).statusCode).toBe(403);
    }
    expect(
      (await call('GET', `usernotecomment/getById/${seededCommentId}`, DemoAccounts.eastAdmin)).statusCode,
    ).toBe(404);
    expect((await call('GET', `usernotecomment/getById/${seededCommentId}`)).statusCode).toBe(401);
    // A comment cannot be moved onto another note.
    const otherNote = (await saveNote(DemoAccounts.lead, { Title: 'Other' })).json().Id;
    expect((await save(DemoAccounts.lead, { Id: seededCommentId, UserNoteId: otherNote })).statusCode).toBe(
      400,
    );
    // Its author and the admin may.
    expect(
      (await save(DemoAccounts.lead, { Id: seededCommentId, Comment: 'Edited by Priya' })).statusCode,
    ).toBe(200);
    expect(
      (await save(DemoAccounts.admin, { Id: seededCommentId, Comment: 'Edited by admin' })).statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', `usernotecomment/delete/${seededCommentId}`, DemoAccounts.admin)).statusCode,
    ).toBe(200);
    // Deleting a note takes its comments with it.
    const onOther = (await save(DemoAccounts.teacher, { UserNoteId: otherNote })).json().Id;
    expect((await call('DELETE', `usernote/delete/${otherNote}`, DemoAccounts.lead)).statusCode).toBe(200);
    expect((await call('GET', `usernotecomment/getById/${onOther}`, DemoAccounts.teacher)).statusCode).toBe(
      404,
    );
  });

  it('matches the spec paths case-insensitively', async () => {
    const response = await call(
      'GET',
      `UserNote/GetNoteWithCommentsByUserNoteId/${seededNoteId}`,
      DemoAccounts.admin,
    );
    expect(response.statusCode).toBe(200);
  });
});
