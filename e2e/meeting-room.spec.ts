import { readFile } from 'node:fs/promises';
import { readPdf } from '../server/modules/minutes/pdf-text';
import { expect, type Locator, type Page, test as base } from './helpers/test';
import { DemoAccounts } from './helpers/auth';
import { waitForMail } from './helpers/outbox';
import { checkScreen, PHONE } from './helpers/screenshots';

const ITEM = 'Exit ticket results';
const STATUS_LIVE = 'Live: changes by others show here as they happen.';

const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).last();
/** An agenda item's section in the room, named by its numbered heading. */
const itemSection = (page: Page) => page.getByRole('region', { name: `1. ${ITEM}` });
const outcomeEditor = (page: Page) => page.getByRole('textbox', { name: `Outcome of ${ITEM}` });
const stateChip = (page: Page, label: string) =>
  page.locator('#main-content .MuiChip-root', { hasText: label }).first();

async function ok<T>(response: Awaited<ReturnType<Page['request']['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

/** The team's lead in a browser context of her own, beside the test's page (the note taker's). */
const test = base.extend<{ lead: Page }>({
  lead: async ({ browser, appServer, signInAs }, use) => {
    const context = await browser.newContext({ baseURL: appServer.baseURL });
    const lead = await context.newPage();
    await signInAs(lead, DemoAccounts.lead);
    await use(lead);
    await context.close();
  },
});

/**
 * A 7th Grade Math meeting in half an hour, noted by Marcus, with one posted agenda item, made through the
 * API by its lead: its own meeting, so finalising it locks nothing another journey on this server uses.
 */
async function scheduleMeeting(lead: Page, noteTaker: Page, subject: string): Promise<string> {
  const noteTakerId = (
    await ok<{ User: { UserId: string } }>(await noteTaker.request.get('/api/v1/usermembership/getSession'))
  ).User.UserId;
  const teams = await ok<{ Id: string; Name: string }[]>(
    await lead.request.get('/api/v1/team/getByLocationId'),
  );
  const math = teams.find((team) => team.Name === '7th Grade Math')!;
  const startsAt = Date.now() + 30 * 60_000;
  const meeting = await ok<{ Id: string }>(
    await lead.request.post('/api/v1/meeting/save', {
      data: {
        Id: '0',
        Subject: subject,
        StartDateTime: new Date(startsAt).toISOString(),
        EndDateTime: new Date(startsAt + 45 * 60_000).toISOString(),
        Location: 'Room 204',
        MeetingTeams: [{ TeamId: math.Id }],
        MeetingResponsiblities: [{ ResponsibilityId: 1, UserId: noteTakerId }],
      },
    }),
  );
  const agenda = await ok<{ AgendaId: string }>(
    await lead.request.get(`/api/v1/agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId/${meeting.Id}`),
  );
  const [type] = await ok<{ Id: string }[]>(
    await lead.request.get('/api/v1/agendaitemtype/getAgendaItemTypes'),
  );
  await ok(
    await lead.request.post('/api/v1/agendaitem/save', {
      data: {
        Id: '0',
        AgendaId: agenda.AgendaId,
        Title: ITEM,
        Description: '<p>What the exit tickets told us</p>',
        ItemTypeId: type!.Id,
        TimeInMinutes: 10,
        AgendaItemFacilitators: [{ UserId: noteTakerId }],
      },
    }),
  );
  await ok(await lead.request.post(`/api/v1/agenda/postMeetingAgenda/${agenda.AgendaId}`));
  return meeting.Id;
}

/** How long after `since` the other screen showed a change (`check`): kept as an annotation of the run. */
async function seenAfter(since: number, what: string, check: () => Promise<void>): Promise<void> {
  await check();
  test.info().annotations.push({ type: 'live', description: `${what}: ${Date.now() - since} ms` });
}

async function chooseIn(scope: Page | Locator, page: Page, select: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the note taker and the lead run a meeting in the room, live, through finalised minutes', async ({
  page: noteTaker,
  lead,
  appServer,
  signInAs,
}) => {
  test.setTimeout(240_000);
  const subject = `Room journey ${Math.random().toString(36).slice(2, 8)}`;
  const taskTitle = 'Regroup for the reteach';
  await signInAs(noteTaker, DemoAccounts.teacher);
  const meetingId = await scheduleMeeting(lead, noteTaker, subject);

  // The note taker comes in from the agenda; the lead opens the room by its address.
  await noteTaker.goto(`/meetingAgenda/${meetingId}`);
  await noteTaker.getByRole('link', { name: 'Open the meeting room' }).click();
  await expect(noteTaker).toHaveURL(`/meetingRoom/${meetingId}`);
  await expect(noteTaker.getByRole('heading', { level: 1 })).toHaveText('Meeting Room');
  await lead.goto(`/meetingRoom/${meetingId}`);
  for (const room of [noteTaker, lead]) {
    await expect(room.getByRole('heading', { level: 2, name: subject })).toBeVisible();
    await expect(room.getByText(STATUS_LIVE)).toBeVisible();
    await expect(itemSection(room)).toContainText('What the exit tickets told us');
    await expect(stateChip(room, 'Agenda posted')).toBeVisible();
  }
  await checkScreen(noteTaker, 'meeting-room');
  // The note taker runs the meeting from a phone.
  await noteTaker.setViewportSize(PHONE);

  // Start: the lead's chip follows.
  await noteTaker.getByRole('button', { name: 'Start meeting' }).click();
  let since = Date.now();
  await seenAfter(since, 'state', () => expect(stateChip(lead, 'In progress')).toBeVisible());

  // Attendance.
  await chooseIn(noteTaker, noteTaker, 'Priya Raman', 'Present');
  since = Date.now();
  await seenAfter(since, 'attendance', () =>
    expect(lead.getByRole('combobox', { name: 'Priya Raman' })).toHaveText('Present'),
  );
  await noteTaker.getByRole('textbox', { name: "Guest's name" }).fill('Jordan Ellis (coach)');
  await noteTaker.getByRole('button', { name: 'Add guest' }).click();
  await expect(lead.getByText('Jordan Ellis (coach)', { exact: true })).toBeVisible();

  // The outcome, saved as it is typed; the lead's editor shows it.
  await outcomeEditor(noteTaker).click();
  await noteTaker.keyboard.type('Reteach with area models on Friday.');
  await expect(itemSection(noteTaker).getByRole('status')).toHaveText('All changes saved');
  since = Date.now();
  await seenAfter(since, 'outcome', () =>
    expect(outcomeEditor(lead)).toContainText('Reteach with area models on Friday.'),
  );

  // A task, without leaving the room.
  const section = itemSection(noteTaker);
  await section.getByRole('button', { name: 'Add task' }).click();
  await expect(section.getByText('A task title is required')).toBeVisible();
  await section.getByRole('textbox', { name: 'New task' }).fill(taskTitle);
  await chooseIn(section, noteTaker, 'Assigned to', 'Priya Raman');
  await section.getByLabel('Due date').fill('2030-05-01');
  await section.getByRole('button', { name: 'Add task' }).click();
  await expect(toast(noteTaker, 'Task has been saved.')).toBeVisible();
  since = Date.now();
  await seenAfter(since, 'task', () =>
    expect(itemSection(lead)).toContainText(`${taskTitle} — Priya Raman, due 05/01/2030`),
  );

  // The lead keeps time; the note taker's screen ticks with it.
  await itemSection(lead).getByRole('button', { name: 'Start timer' }).click();
  await expect(itemSection(noteTaker).getByText(/^0:0[1-9] of 10 min$/)).toBeVisible();
  await itemSection(lead).getByRole('button', { name: 'Pause timer' }).click();
  await expect(itemSection(lead).getByRole('button', { name: 'Start timer' })).toBeVisible();
  await checkScreen(noteTaker, 'meeting-room-in-progress');
  await noteTaker.setViewportSize(PHONE);

  // The lead finalises: both editors turn read-only, the minutes go out by e-mail.
  await lead.getByRole('button', { name: 'Finalise minutes' }).click();
  const dialog = lead.getByRole('dialog', { name: 'Finalise the minutes?' });
  await dialog.getByRole('button', { name: 'Finalise minutes' }).click();
  await expect(toast(lead, 'The minutes have been finalised and sent to the team.')).toBeVisible();
  since = Date.now();
  await seenAfter(since, 'finalised', () => expect(stateChip(noteTaker, 'Minutes finalised')).toBeVisible());
  for (const room of [noteTaker, lead]) {
    await expect(outcomeEditor(room)).toHaveCount(0);
    await expect(itemSection(room)).toContainText('Reteach with area models on Friday.');
    await expect(itemSection(room).getByRole('textbox', { name: 'New task' })).toHaveCount(0);
    await expect(room.getByRole('combobox', { name: 'Priya Raman' })).toHaveCount(0);
  }
  await expect(noteTaker.getByText('Priya Raman: Present')).toBeVisible();
  const mail = await waitForMail(appServer.dataDir, DemoAccounts.teacher.email, /^Minutes: Room journey/);
  expect(mail.subject).toContain(subject);
  for (const part of [mail.text, mail.html]) {
    expect(part).toContain('Reteach with area models on Friday.');
    expect(part).toContain(taskTitle);
    expect(part).toContain('Jordan Ellis (coach)');
  }
  await checkScreen(lead, 'meeting-room-finalised');

  // The minutes as a PDF.
  await noteTaker.setViewportSize(PHONE);
  const downloading = noteTaker.waitForEvent('download');
  await noteTaker.getByRole('link', { name: 'Minutes PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Minutes - ${subject}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await readPdf(pdf);
  expect(text).toContain('Reteach with area models on Friday.');
  expect(text).toContain('Jordan Ellis (coach)');

  // Printed, the room is its content only.
  await noteTaker.emulateMedia({ media: 'print' });
  await expect(noteTaker.getByRole('banner')).toBeHidden();
  await expect(noteTaker.getByRole('link', { name: 'Minutes PDF' })).toBeHidden();
  await expect(noteTaker.getByText(STATUS_LIVE)).toBeHidden();
  await expect(itemSection(noteTaker)).toContainText('Reteach with area models on Friday.');
  await noteTaker.emulateMedia({ media: 'screen' });

  // The lead reopens with a reason: the note taker may write again.
  await lead.getByRole('button', { name: 'Reopen minutes' }).click();
  const reopen = lead.getByRole('dialog', { name: 'Reopen the minutes' });
  await reopen.getByRole('textbox', { name: 'Reason' }).fill('Add the coach’s follow-up');
  await reopen.getByRole('button', { name: 'Reopen minutes' }).click();
  await expect(toast(lead, 'The minutes have been reopened.')).toBeVisible();
  await expect(stateChip(noteTaker, 'Reopened')).toBeVisible();
  await expect(outcomeEditor(noteTaker)).toBeVisible();
});

test('two people typing one outcome lose nothing: the second keeps either version', async ({
  page: noteTaker,
  lead,
  signInAs,
}) => {
  test.setTimeout(180_000);
  await signInAs(noteTaker, DemoAccounts.teacher);
  const meetingId = await scheduleMeeting(
    lead,
    noteTaker,
    `Conflict ${Math.random().toString(36).slice(2, 8)}`,
  );
  await noteTaker.goto(`/meetingRoom/${meetingId}`);
  await lead.goto(`/meetingRoom/${meetingId}`);
  for (const room of [noteTaker, lead]) await expect(room.getByText(STATUS_LIVE)).toBeVisible();

  /** Holds the lead's next outcome save until the note taker's has landed: the lead's then meets a 409. */
  const typeOverEachOther = async (leadText: string, noteTakerText: string) => {
    let releaseLead!: () => void;
    const leadHeld = new Promise<void>((resolve) => (releaseLead = resolve));
    let leadSent!: () => void;
    const leadSaved = new Promise<void>((resolve) => (leadSent = resolve));
    await lead.route('**/api/v1/agendaitem/saveOutcome', async (route) => {
      await leadHeld;
      await route.continue();
      leadSent();
    });
    await outcomeEditor(lead).click();
    await lead.keyboard.press('ControlOrMeta+a');
    await lead.keyboard.type(leadText);
    await expect(itemSection(lead).getByRole('status')).toHaveText('Saving…');
    await outcomeEditor(noteTaker).click();
    await noteTaker.keyboard.press('ControlOrMeta+a');
    await noteTaker.keyboard.type(noteTakerText);
    await expect(itemSection(noteTaker).getByRole('status')).toHaveText('All changes saved');
    releaseLead();
    await leadSaved;
    await lead.unroute('**/api/v1/agendaitem/saveOutcome');
    const conflict = itemSection(lead).getByRole('alert');
    await expect(conflict).toContainText('Someone else saved this outcome while you were typing.');
    await expect(conflict).toContainText(noteTakerText);
    // The lead's own text is still in the editor.
    await expect(outcomeEditor(lead)).toHaveText(leadText);
    return conflict;
  };

  // Keep mine: the lead's text wins and reaches the note taker.
  const first = await typeOverEachOther('Lead: regroup by exit ticket.', 'Marcus: reteach on Friday.');
  await checkScreen(lead, 'meeting-room-conflict');
  await first.getByRole('button', { name: 'Keep mine' }).click();
  await expect(itemSection(lead).getByRole('status')).toHaveText('All changes saved');
  await expect(outcomeEditor(noteTaker)).toHaveText('Lead: regroup by exit ticket.');

  // Use theirs: the lead's editor takes the note taker's text, and nothing more is saved.
  const second = await typeOverEachOther('Lead: second thoughts.', 'Marcus: final wording.');
  await second.getByRole('button', { name: 'Use theirs' }).click();
  await expect(outcomeEditor(lead)).toHaveText('Marcus: final wording.');
  await expect(itemSection(lead).getByRole('alert')).toHaveCount(0);
  await expect(outcomeEditor(noteTaker)).toHaveText('Marcus: final wording.');
});
