import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttendanceStatus } from '@shared/constants';
import { DemoAccounts } from '../../db/seed/demo';
import { apiCaller } from '../../test/api-caller';
import { meetingIdOf } from '../../test/meeting-fixtures';
import { signInAll } from '../../test/sign-in';
import { mailText, startSmtpListener } from '../../test/smtp-listener';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userOf } from '../../test/users';

const { lead: PRIYA, teacher: MARCUS, eastAdmin: EAST_ADMIN } = DemoAccounts;
const cookies: Record<string, string> = {};
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let call: ReturnType<typeof apiCaller>;
let meetingId: string;

const OUTCOME =
  '<p>We agreed on <strong>small-group reteach</strong> for <em>fractions</em>:</p>' +
  '<ul><li>Exit ticket on Friday</li><li>Regroup by score</li></ul>' +
  '<p><a href="https://example.org/plan">The plan</a><img src=x onerror="alert(1)"><script>alert(2)</script></p>';

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

beforeAll(async () => {
  smtp = await startSmtpListener();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL: 'http://plchub.test' });
  call = apiCaller(t.app, cookies);
  Object.assign(cookies, await signInAll(t.app, [PRIYA, MARCUS, EAST_ADMIN]));
  meetingId = await meetingIdOf(t.database.db, 'Fractions reteach planning');
  const agenda = (
    await call('GET', `agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId/${meetingId}`, PRIYA)
  ).json<{
    AgendaItems: { Id: string; Title: string }[];
  }>();
  const review = agenda.AgendaItems.find((item) => item.Title === 'Review of reteach lessons')!.Id;
  expect(
    (await call('POST', 'agendaitem/saveOutcome', MARCUS, { Id: review, Outcome: OUTCOME })).statusCode,
  ).toBe(200);
  const marcus = await userOf(t.database.db, MARCUS);
  expect(
    (
      await call('POST', 'task/saveFromAgendaItem', MARCUS, {
        Id: '0',
        AgendaItemId: review,
        Title: 'Write the Friday exit ticket',
        AssignedToUserId: marcus.id,
        DueDate: '2030-05-03',
      })
    ).statusCode,
  ).toBe(200);
  await call('POST', 'meeting/saveAttendance', MARCUS, {
    MeetingId: meetingId,
    Members: [{ UserId: marcus.id, Status: AttendanceStatus.Late }],
    Guests: [{ Name: 'Coach Reyes' }],
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the minutes', () => {
  it('e-mails every member the minutes when a lead finalises them, sanitised, in HTML and plain text', async () => {
    const finalized = await call('POST', `meeting/finalizeMinutes/${meetingId}`, PRIYA);
    expect(finalized.statusCode, finalized.body).toBe(200);
    const mail = mailText(await smtp.nextMailTo(MARCUS));
    expect(mail).toContain('Subject: Minutes: Fractions reteach planning');
    expect(mail).toContain('text/plain');
    expect(mail).toContain('text/html');
    for (const text of [
      'small-group reteach',
      'Exit ticket on Friday',
      'Write the Friday exit ticket',
      'Coach Reyes',
    ]) {
      expect(mail).toContain(text);
    }
    expect(mail).toContain('Late');
    expect(mail).toContain('http://plchub.test/meetingRoom/');
    expect(mail).not.toMatch(/<script|onerror|<img/i);
    // Every member of the team with an address gets it, the lead included.
    await smtp.nextMailTo(PRIYA);
  });

  it('answers the agenda and the minutes as PDFs whose text matches the meeting', async () => {
    const minutes = await call('GET', `meeting/getMinutesPdf/${meetingId}`, MARCUS);
    expect(minutes.statusCode).toBe(200);
    expect(minutes.headers['content-type']).toBe('application/pdf');
    expect(minutes.headers['content-disposition']).toContain('Minutes');
    const text = await pdfText(minutes.rawPayload);
    for (const expected of [
      'Lincoln',
      '7th Grade Math',
      'Fractions reteach planning',
      'Review of reteach lessons',
      'small-group reteach',
      'Exit ticket on Friday',
      'Write the Friday exit ticket',
      'Marcus Bell',
      'Coach Reyes',
      'Page 1 of',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('alert');
    const agenda = await call('GET', `meeting/getAgendaPdf/${meetingId}`, MARCUS);
    expect(agenda.statusCode).toBe(200);
    expect(await pdfText(agenda.rawPayload)).toContain('Review of reteach lessons');
  });

  it('refuses the PDFs to another school', async () => {
    expect((await call('GET', `meeting/getMinutesPdf/${meetingId}`, EAST_ADMIN)).statusCode).toBe(404);
  });
});
