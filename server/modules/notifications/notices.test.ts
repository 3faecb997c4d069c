import { and, eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  NOTICE_KINDS,
  NotificationMessages,
  type NoticePage,
  type NotificationPreferences,
} from '@shared/schemas/notifications';
import {
  noticePreferences,
  notices,
  schoolNoticeDefaults,
  userNotes,
  users,
  userTeams,
} from '../../db/schema';
import { ManualClock } from '../../test/manual-clock';
import { mailText, startSmtpListener } from '../../test/smtp-listener';
import { openTaskKit, type Person, type TaskKit } from '../../test/task-kit';

let k: TaskKit;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
const clock = new ManualClock('2026-11-24T15:00:00Z');

const mine = async (who: Person, query = '') => {
  const response = await k.call('GET', `notification/getMine${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NoticePage>();
};
const unread = async (who: Person) =>
  (await k.call('GET', 'notification/getUnreadCount', who)).json<{ UnreadCount: number }>().UnreadCount;
const assign = async (who: Person, to: Person, title: string, extra: object = {}) => {
  const response = await k.call('POST', 'task/save', who, {
    Id: '0',
    Title: title,
    DueDate: '2026-12-01',
    AssignedToUserId: await k.userId(to),
    TeamId: await k.teamId('7th Grade Math'),
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Id: string }>().Id;
};
const preferences = async (who: Person) =>
  (await k.call('GET', 'notification/getPreferences', who)).json<NotificationPreferences>();
const setPreference = (who: Person, kind: string, choice: object) =>
  k.call('POST', 'notification/savePreferences', who, {
    Preferences: [{ Kind: kind, Email: true, InApp: true, Delivery: 'immediate', ...choice }],
  });
/** A header as a mail program reads it (unfolded, decoded). */
const header = async (raw: string, name: string) =>
  (await PostalMime.parse(raw)).headers.find((h) => h.key === name.toLowerCase())?.value;

beforeAll(async () => {
  smtp = await startSmtpListener();
  k = await openTaskKit({ env: { SMTP_URL: smtp.url, LOG_LEVEL: 'error' }, clock });
});
afterAll(async () => {
  await k.t.close();
  await smtp.close();
});
beforeEach(async () => {
  // Each test starts with no notices and no choices; mail of one test never reaches the next.
  for (const table of [notices, noticePreferences, schoolNoticeDefaults]) await k.t.database.db.delete(table);
  smtp.received.splice(0);
});

describe('a task assigned to you', () => {
  it('rings the assignee’s bell (not the assigner’s), links to the task, and e-mails once with unsubscribe', async () => {
    const taskId = await assign('priya', 'marcus', 'Score the exit tickets');
    expect(await unread('marcus')).toBe(1);
    expect(await unread('priya')).toBe(0);
    const page = await mine('marcus');
    expect(page).toMatchObject({ TotalCount: 1, UnreadCount: 1 });
    expect(page.Items[0]).toMatchObject({
      Kind: 'task-assigned',
      Title: 'New task: Score the exit tickets',
      Body: 'Priya Raman assigned you “Score the exit tickets” on 7th Grade Math. It is due on 2026-12-01.',
      Link: `/editTask/${taskId}`,
      IsRead: false,
    });

    await k.t.app.noticeRunner.runOnce();
    const mail = await smtp.nextMailTo('teacher@demo.plchub.test');
    const text = mailText(mail);
    expect(await header(mail.raw, 'Subject')).toBe('New task: Score the exit tickets');
    expect(text).toContain(`Open it in PLC Hub: http://plchub.test/editTask/${taskId}`);
    const noticeId = page.Items[0]!.Id;
    expect(await header(mail.raw, 'Message-ID')).toBe(`<notice.${noticeId}@plchub.test>`);
    expect(await header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(await header(mail.raw, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/plchub\.test\/unsubscribe\/[\w-]+\.[\w-]+>$/,
    );

    // A second pass, and a second save of the same task, send nothing more. (The first pass also sent the
    // day's digests to whoever has tasks due, such as the demo's Aisha: set aside here.)
    smtp.received.splice(0);
    await k.t.app.noticeRunner.runOnce();
    expect(smtp.received).toHaveLength(0);
    const [row] = await k.t.database.db.select().from(notices).where(eq(notices.id, noticeId));
    expect(row).toMatchObject({ emailState: 2, emailAttempts: 1 });
  });

  it('sends nothing for a task you give yourself, and nothing when the assignee stays the same', async () => {
    const taskId = await assign('marcus', 'marcus', 'My own reminder');
    expect(await unread('marcus')).toBe(0);
    await assign('priya', 'tom', 'Tom’s task');
    const edit = await k.call('POST', 'task/save', 'priya', {
      Id: (await mine('tom')).Items[0]!.Link.split('/').pop(),
      Title: 'Tom’s task, renamed',
      DueDate: '2026-12-02',
      AssignedToUserId: await k.userId('tom'),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await mine('tom')).TotalCount).toBe(1);
    // Handing the task to someone else is a new assignment for them.
    const handed = await k.call('POST', 'task/save', 'marcus', {
      Id: taskId,
      Title: 'My own reminder',
      DueDate: null,
      AssignedToUserId: await k.userId('tom'),
    });
    expect(handed.statusCode, handed.body).toBe(200);
    expect((await mine('tom')).TotalCount).toBe(2);
  });

  it('follows the assignee’s choice: in the app only, or held for the digest', async () => {
    expect((await setPreference('marcus', 'task-assigned', { Email: false })).statusCode).toBe(200);
    await assign('priya', 'marcus', 'In the app only');
    expect(await unread('marcus')).toBe(1);
    await k.t.app.noticeRunner.runOnce();
    expect(smtp.received).toHaveLength(0);

    await setPreference('marcus', 'task-assigned', { InApp: false, Delivery: 'digest' });
    await assign('priya', 'marcus', 'For the digest');
    expect(await unread('marcus')).toBe(1);
    await k.t.app.noticeRunner.runOnce();
    expect(smtp.received).toHaveLength(0);
    const [held] = await k.t.database.db
      .select({ state: notices.emailState, inApp: notices.inApp })
      .from(notices)
      .where(eq(notices.title, 'New task: For the digest'));
    expect(held).toEqual({ state: 3, inApp: false });
  });

  it('gives a deactivated person nothing more', async () => {
    const marcus = await k.userId('marcus');
    await assign('priya', 'marcus', 'Before leaving');
    await k.t.database.db.update(users).set({ active: false }).where(eq(users.id, marcus));
    try {
      // Written before, sent after: the e-mail is dropped, not sent.
      await k.t.app.noticeRunner.runOnce();
      expect(smtp.received).toHaveLength(0);
      const [row] = await k.t.database.db.select({ state: notices.emailState }).from(notices);
      expect(row?.state).toBe(6);
    } finally {
      await k.t.database.db.update(users).set({ active: true }).where(eq(users.id, marcus));
    }
  });
});

describe('notification/getMine and notification/markRead', () => {
  it('pages newest first, marks some or all read, and ignores other people’s ids', async () => {
    for (const title of ['First', 'Second', 'Third']) {
      await assign('priya', 'marcus', title);
      clock.advance(60_000);
    }
    await assign('priya', 'tom', 'Tom’s');
    const page = await mine('marcus');
    expect(page.Items.map((n) => n.Title)).toEqual([
      'New task: Third',
      'New task: Second',
      'New task: First',
    ]);
    const tomsId = (await mine('tom')).Items[0]!.Id;

    const marked = await k.call('POST', 'notification/markRead', 'marcus', {
      Ids: [page.Items[0]!.Id, tomsId],
    });
    expect(marked.json()).toEqual({ UnreadCount: 2 });
    expect(await unread('tom')).toBe(1);
    expect((await mine('marcus', '?UnreadOnly=true')).Items.map((n) => n.Title)).toEqual([
      'New task: Second',
      'New task: First',
    ]);
    expect((await k.call('POST', 'notification/markRead', 'marcus', { All: true })).json()).toEqual({
      UnreadCount: 0,
    });
    expect(await unread('tom')).toBe(1);
    expect((await mine('marcus')).Items.every((n) => n.IsRead)).toBe(true);
  });

  it('refuses a body that is neither Ids nor All', async () => {
    for (const body of [{}, { Ids: [] }, { All: false }, { Ids: ['nope'] }, { All: true, Ids: [] }]) {
      expect((await k.call('POST', 'notification/markRead', 'marcus', body)).statusCode).toBe(400);
    }
  });
});

describe('preferences', () => {
  it('fills every kind from the school’s defaults under the person’s own choices', async () => {
    const initial = await preferences('marcus');
    expect(initial.AllowedEditSchoolDefaults).toBe(false);
    expect(initial.Preferences.map((p) => p.Kind)).toEqual([...NOTICE_KINDS]);
    expect(initial.Preferences.every((p) => p.Email && p.InApp && p.Delivery === 'immediate')).toBe(true);

    const defaults = {
      Preferences: [{ Kind: 'goal-completed', Email: false, InApp: true, Delivery: 'immediate' }],
    };
    expect((await k.call('POST', 'notification/saveSchoolDefaults', 'marcus', defaults)).statusCode).toBe(
      403,
    );
    expect((await k.call('GET', 'notification/getSchoolDefaults', 'marcus')).statusCode).toBe(403);
    expect((await k.call('POST', 'notification/saveSchoolDefaults', 'admin', defaults)).statusCode).toBe(200);
    expect((await preferences('admin')).AllowedEditSchoolDefaults).toBe(true);
    expect((await preferences('marcus')).Preferences.find((p) => p.Kind === 'goal-completed')?.Email).toBe(
      false,
    );
    // Another school keeps its own defaults.
    expect((await preferences('eastAdmin')).Preferences.find((p) => p.Kind === 'goal-completed')?.Email).toBe(
      true,
    );

    await setPreference('marcus', 'goal-completed', { Email: true });
    expect((await preferences('marcus')).Preferences.find((p) => p.Kind === 'goal-completed')?.Email).toBe(
      true,
    );
    expect((await preferences('tom')).Preferences.find((p) => p.Kind === 'goal-completed')?.Email).toBe(
      false,
    );
  });

  it('refuses unknown kinds, repeated kinds and bad deliveries', async () => {
    const bad = [
      [{ Kind: 'everything', Email: true, InApp: true, Delivery: 'immediate' }],
      [{ Kind: 'digest', Email: 'yes', InApp: true, Delivery: 'immediate' }],
      [{ Kind: 'digest', Email: true, InApp: true, Delivery: 'weekly' }],
      [
        { Kind: 'digest', Email: true, InApp: true, Delivery: 'immediate' },
        { Kind: 'digest', Email: false, InApp: true, Delivery: 'immediate' },
      ],
    ];
    for (const Preferences of bad) {
      expect(
        (await k.call('POST', 'notification/savePreferences', 'marcus', { Preferences })).statusCode,
      ).toBe(400);
    }
  });
});

describe('other kinds of notice', () => {
  it('tells a goal’s team members (not the lead who closed it) that it is completed', async () => {
    const goalId = await k.goalId('Weekly intervention groups');
    expect((await k.call('POST', `goal/markAsCompleted/${goalId}`, 'priya')).statusCode).toBe(200);
    expect((await mine('marcus')).Items[0]).toMatchObject({
      Kind: 'goal-completed',
      Title: 'Goal completed: Weekly intervention groups',
      Link: `/teamTasks/${goalId}`,
    });
    expect(await unread('tom')).toBe(1);
    expect(await unread('priya')).toBe(0);
    expect(await unread('aisha')).toBe(0);
  });

  it('tells a note’s author of a comment, but only while they may still read the note', async () => {
    const [note] = await k.t.database.db
      .select({ id: userNotes.id, teamId: userNotes.teamId })
      .from(userNotes)
      .where(eq(userNotes.title, 'Strong progress on fractions'));
    const comment = (who: Person) =>
      k.call('POST', 'usernotecomment/save', who, {
        Id: '0',
        UserNoteId: note!.id,
        Comment: 'Seen, thanks.',
      });
    expect((await comment('priya')).statusCode).toBe(200);
    const [notice] = (await mine('marcus')).Items;
    expect(notice).toMatchObject({
      Kind: 'note-comment',
      Body: 'Priya Raman commented on a student note you wrote.',
      Link: `/studentComments/${note!.teamId}/${note!.id}`,
    });
    // Neither the student nor the comment travels in the notice.
    expect(JSON.stringify(notice)).not.toMatch(/Ava|Seen, thanks/);
    expect((await comment('marcus')).statusCode).toBe(200);
    expect(await unread('marcus')).toBe(1);

    const marcus = await k.userId('marcus');
    const memberships = await k.t.database.db
      .delete(userTeams)
      .where(eq(userTeams.userId, marcus))
      .returning();
    try {
      expect((await comment('priya')).statusCode).toBe(200);
      expect(await unread('marcus')).toBe(1);
    } finally {
      await k.t.database.db.insert(userTeams).values(memberships);
    }
  });

  it('puts finalised minutes in the bell of the members, and mails the minutes only to those who want them', async () => {
    const meetingId = await k.meetingId('Unit 3 data review');
    await setPreference('tom', 'minutes-finalised', { Email: false });
    expect((await k.call('POST', `meeting/finalizeMinutes/${meetingId}`, 'priya')).statusCode).toBe(200);
    await k.t.app.background.drain();
    expect((await mine('marcus')).Items[0]).toMatchObject({
      Kind: 'minutes-finalised',
      Title: 'Minutes finalised: Unit 3 data review',
      Link: `/meetingRoom/${meetingId}`,
    });
    expect(await unread('tom')).toBe(1);
    expect(await unread('priya')).toBe(0);
    const minutes = await smtp.nextMailTo('teacher@demo.plchub.test');
    expect(await header(minutes.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mailText(minutes)).toContain('Stop e-mails of finalised minutes: http://plchub.test/unsubscribe/');
    expect(smtp.received.some((m) => m.to.includes('tom.becker@demo.plchub.test'))).toBe(false);
    // The notice's own e-mail is the minutes: the runner sends no second one.
    await k.t.app.noticeRunner.runOnce();
    const [row] = await k.t.database.db
      .select({ state: notices.emailState })
      .from(notices)
      .where(and(eq(notices.kind, 'minutes-finalised'), eq(notices.userId, await k.userId('marcus'))));
    expect(row?.state).toBe(0);
  });
});

describe('unsubscribe links', () => {
  const linkOf = async () => {
    await assign('priya', 'marcus', 'Has a link');
    await k.t.app.noticeRunner.runOnce();
    const mail = await smtp.nextMailTo('teacher@demo.plchub.test');
    return new URL(/<(http[^>]+)>/.exec((await header(mail.raw, 'List-Unsubscribe'))!)![1]!).pathname;
  };
  const emailChoice = async () =>
    (await preferences('marcus')).Preferences.find((p) => p.Kind === 'task-assigned')!;

  it('asks on GET, changes nothing until asked, and turns the kind off with one click (RFC 8058)', async () => {
    const path = await linkOf();
    const page = await k.t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Stop e-mails about “Tasks assigned to me”?');
    expect((await emailChoice()).Email).toBe(true);

    const oneClick = await k.t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain(NotificationMessages.unsubscribed('task-assigned'));
    expect(await emailChoice()).toMatchObject({ Email: false, InApp: true });
    // Other kinds stay as they were; the next assignment is not e-mailed.
    expect((await preferences('marcus')).Preferences.find((p) => p.Kind === 'digest')?.Email).toBe(true);
    await assign('priya', 'marcus', 'After unsubscribing');
    await k.t.app.noticeRunner.runOnce();
    expect(smtp.received).toHaveLength(0);
  });

  it('refuses forged, altered, other-person and expired tokens, changing nothing and saying so', async () => {
    const path = await linkOf();
    const [payload, signature] = path.replace('/unsubscribe/', '').split('.');
    const bytes = Buffer.from(payload!, 'base64url');
    const altered = (change: (copy: Buffer) => void) => {
      const copy = Buffer.from(bytes);
      change(copy);
      return copy.toString('base64url');
    };
    const tom = await k.userId('tom');
    const otherPerson = altered((copy) => Buffer.from(tom.replaceAll('-', ''), 'hex').copy(copy, 0));
    const otherKind = altered((copy) => copy.writeUInt8(NOTICE_KINDS.indexOf('digest'), 16));
    const longerLife = altered((copy) => copy.writeUInt32BE(copy.readUInt32BE(17) + 86_400, 17));
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [
      `${otherPerson}.${signature}`,
      `${otherKind}.${signature}`,
      `${longerLife}.${signature}`,
      `${payload}.${flipped}`,
      `${payload}`,
      'not-a-token',
      `${payload}.${signature}.extra`,
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await k.t.app.inject({ method, url: `/unsubscribe/${token}` });
        expect(answer.statusCode, token).toBe(400);
        expect(answer.body).toContain('nothing was changed');
      }
    }
    clock.advance(91 * 86_400_000);
    try {
      const expired = await k.t.app.inject({ method: 'POST', url: path });
      expect(expired.statusCode).toBe(400);
    } finally {
      clock.advance(-91 * 86_400_000);
    }
    expect((await emailChoice()).Email).toBe(true);
    expect((await preferences('tom')).Preferences.every((p) => p.Email)).toBe(true);
  });
});
