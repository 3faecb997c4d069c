import { MeetingListMessages } from '@shared/messages';
import { expect, type Page, test } from './helpers/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { DemoAccounts } from './helpers/auth';
import { checkScreen as checkBothWidths } from './helpers/screenshots';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).last();
const upcoming = (page: Page) => page.getByRole('table', { name: 'Upcoming Meetings' });

const checkScreen = (page: Page, name: string) => checkBothWidths(page, `meetings-${name}`);

async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // axe must not meet a menu still fading out.
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The browser's local date `days` from today, as the date input holds it (YYYY-MM-DD). */
const localDate = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

test('a team lead creates, edits and cancels a meeting', async ({ page, signInAs }) => {
  const name = `Data dig ${Math.random().toString(36).slice(2, 7)}`;
  await signInAs(page, DemoAccounts.lead);
  await page.getByRole('link', { name: 'Meetings', exact: true }).first().click();
  await expect(heading(page)).toHaveText('Meetings');
  await expect(page.getByRole('tab', { name: 'Upcoming Meetings' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    upcoming(page).getByRole('link', { name: 'Fractions reteach planning', exact: true }),
  ).toBeVisible();
  await checkScreen(page, 'list');

  await page.getByRole('link', { name: 'Create New Meeting' }).click();
  await expect(page).toHaveURL(/\/createMeeting\/0$/);
  await expect(heading(page)).toHaveText('Create Meeting');
  await expect(page).toHaveTitle('Create Meeting | PLC Hub');

  // Defaults: today, starting now and ending an hour later (or at 23:59 late in the evening).
  const date = page.getByLabel('Meeting Date');
  const start = page.getByLabel('Start Time');
  const end = page.getByLabel('End Time');
  await expect(date).toHaveValue(await localDate(page, 0));
  const startValue = await start.inputValue();
  const endValue = await end.inputValue();
  expect([60, minutesOf('23:59') - minutesOf(startValue)]).toContain(
    minutesOf(endValue) - minutesOf(startValue),
  );
  await expect(page.getByRole('combobox', { name: 'Note Taker' })).toHaveAttribute('aria-disabled', 'true');

  // Once a time is committed (its field left), a start after the end moves the end with it and an end
  // before the start moves the start (e2e/meeting-forms.spec.ts types them key by key).
  await end.fill('10:00');
  await start.fill('11:00');
  await start.blur();
  await expect(end).toHaveValue('11:00');
  await end.fill('09:30');
  await end.blur();
  await expect(start).toHaveValue('09:30');
  await end.fill('10:30');

  // The spec's messages for a missing name and team.
  await page.getByRole('button', { name: 'Save Meeting' }).click();
  await expect(page.getByText('A meeting name is required')).toBeVisible();
  await expect(page.getByText('A team assignment is required')).toBeVisible();

  await page.getByLabel('Meeting Name').fill(name);
  await date.fill(await localDate(page, 1));
  await choose(page, 'Team Assignment', '7th Grade Math');
  await choose(page, 'Note Taker', 'Marcus Bell');
  await page.getByLabel('Room Location').fill('Room 5');
  await expect(page.getByText('A team assignment is required')).toBeHidden();
  await checkScreen(page, 'create');
  await page.getByRole('button', { name: 'Save Meeting' }).click();
  await expect(toast(page, 'A new meeting has been saved.')).toBeVisible();
  // A new meeting opens its agenda, the lead's next step; the list is one click away.
  await expect(page).toHaveURL(/\/meetingAgenda\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await page.getByRole('link', { name: 'Meetings', exact: true }).first().click();
  await expect(page).toHaveURL(/\/meetings$/);

  const row = upcoming(page).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('7th Grade Math');
  await expect(row).toContainText('9:30 AM – 10:30 AM');
  await expect(row).toContainText('0 of 0');
  await expect(row.getByRole('cell', { name: 'No', exact: true })).toBeVisible();

  // Edit: the form holds what was saved.
  await row.getByRole('link', { name: `Edit: ${name}` }).click();
  await expect(heading(page)).toHaveText('Edit Meeting');
  await expect(page).toHaveTitle('Edit Meeting | PLC Hub');
  await expect(page.getByLabel('Meeting Name')).toHaveValue(name);
  await expect(page.getByLabel('Start Time')).toHaveValue('09:30');
  await expect(page.getByRole('combobox', { name: 'Note Taker' })).toHaveText('Marcus Bell');
  await page.getByLabel('Meeting Name').fill(`${name} (moved)`);
  await page.getByRole('button', { name: 'Save Meeting' }).click();
  await expect(toast(page, 'Meeting has been saved.')).toBeVisible();
  // An edited meeting returns to the list it was opened from.
  await expect(page).toHaveURL(/\/meetings$/);
  const renamed = upcoming(page)
    .getByRole('row')
    .filter({ hasText: `${name} (moved)` });
  await expect(renamed).toBeVisible();

  // Cancel asks first, saying what goes and what stays, then the meeting leaves the list.
  await renamed.getByRole('button', { name: `Cancel: ${name} (moved)` }).click();
  const dialog = page.getByRole('dialog', { name: 'You are about to cancel:' });
  await expect(dialog).toContainText(`${name} (moved)`);
  await expect(dialog).toContainText(MeetingListMessages.cancelEffects);
  await expectNoSeriousA11yViolations(page, 'cancel dialog');
  await dialog.getByRole('button', { name: 'Cancel Meeting' }).click();
  await expect(toast(page, 'Meeting has been deleted')).toBeVisible();
  await expect(upcoming(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Upcoming Meetings' })).toBeFocused();
});

test('a meeting with tasks is cancelled only from its edit screen, and its tasks stay', async ({
  page,
  signInAs,
}) => {
  const name = `Planning with a task ${Math.random().toString(36).slice(2, 7)}`;
  await signInAs(page, DemoAccounts.lead);
  const teams = await (await page.request.get('/api/v1/meeting/getTeamsForMeetings')).json();
  const mathId = (teams as { Id: string; Name: string }[]).find((team) => team.Name === '7th Grade Math')!.Id;
  const tomorrow = Date.now() + 86_400_000;
  const meeting = await page.request.post('/api/v1/meeting/save', {
    data: {
      Id: '0',
      Subject: name,
      StartDateTime: new Date(tomorrow).toISOString(),
      EndDateTime: new Date(tomorrow + 3_600_000).toISOString(),
      MeetingTeams: [{ TeamId: mathId }],
    },
  });
  expect(meeting.ok(), await meeting.text()).toBe(true);
  const meetingId = ((await meeting.json()) as { Id: string }).Id;
  const session = await (await page.request.get('/api/v1/usermembership/getSession')).json();
  const task = await page.request.post('/api/v1/task/save', {
    data: {
      Id: '0',
      Title: `Bring the unit 4 data ${name}`,
      AssignedToUserId: (session as { User: { UserId: string } }).User.UserId,
      MeetingId: meetingId,
      TeamId: mathId,
    },
  });
  expect(task.ok(), await task.text()).toBe(true);
  const taskId = ((await task.json()) as { Id: string }).Id;

  // Its row offers no Cancel; Edit leads to it.
  await page.goto('/meetings');
  const row = upcoming(page).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('0 of 1');
  await expect(row.getByRole('button', { name: `Cancel: ${name}` })).toHaveCount(0);
  await row.getByRole('link', { name: `Edit: ${name}` }).click();

  const section = page.getByRole('region', { name: 'Cancel this meeting' });
  await expect(section).toContainText(MeetingListMessages.cancelEffects);
  // An edit left unsaved goes with the meeting, without a question about it afterwards.
  await page.getByRole('textbox', { name: 'Room Location' }).fill('Room 101');
  await section.getByRole('button', { name: 'Cancel Meeting' }).click();
  const dialog = page.getByRole('dialog', { name: 'You are about to cancel:' });
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText('Its tasks are kept');
  await checkScreen(page, 'cancel-from-edit');
  await dialog.getByRole('button', { name: 'Cancel Meeting' }).click();
  await expect(toast(page, 'Meeting has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(page.getByRole('dialog', { name: 'You are about to leave:' })).toHaveCount(0);
  await expect(upcoming(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // The task is still the lead's, without its meeting.
  const kept = await page.request.get(`/api/v1/task/getById/${taskId}`);
  expect(kept.ok(), await kept.text()).toBe(true);
  expect(await kept.json()).toMatchObject({ Id: taskId, MeetingId: null });
});

test('a teacher sees the lists without create, edit or cancel, and the historical tab', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, DemoAccounts.teacher);
  await page.goto('/meetings');
  await expect(heading(page)).toHaveText('Meetings');
  const row = upcoming(page).getByRole('row').filter({ hasText: 'Fractions reteach planning' });
  await expect(row.getByRole('link', { name: 'Agenda: Fractions reteach planning' })).toBeVisible();
  await expect(
    row.getByRole('link', { name: 'Add to calendar: Fractions reteach planning' }),
  ).toHaveAttribute('href', /^\/api\/v1\/meeting\/getIcs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: 'Create New Meeting' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit:/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Cancel:/ })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Historical Meetings' }).click();
  await expect(page).toHaveURL(/tab=historical/);
  const historical = page.getByRole('table', { name: 'Historical Meetings' });
  await expect(historical.getByRole('row').filter({ hasText: 'Unit 3 data review' })).toContainText('Yes');
  await checkScreen(page, 'historical');

  // Back returns to the upcoming tab.
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Upcoming Meetings' })).toHaveAttribute('aria-selected', 'true');

  // The form of a meeting he may not change says so instead of offering fields.
  const href = await row
    .getByRole('link', { name: 'Agenda: Fractions reteach planning' })
    .getAttribute('href');
  await page.goto(href!.replace('/meetingAgenda/', '/createMeeting/'));
  await expect(
    page.getByText("Only a lead of the meeting's team or an admin can change this meeting."),
  ).toBeVisible();
  await expect(page.getByLabel('Meeting Name')).toHaveCount(0);
});
