import { expect, type Page, test } from './helpers/test';
import { DemoAccounts } from './helpers/auth';
import { checkScreen as checkBothWidths } from './helpers/screenshots';

const MEETING = 'Fractions reteach planning';
const ITEM = 'Review of reteach lessons';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).last();

const checkScreen = (page: Page, name: string) => checkBothWidths(page, `meeting-notes-${name}`);

/** Picks a choice of a MUI select by its accessible name. */
async function choose(page: Page, select: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * The id of an agenda item of the meeting, read through the API the task forms use: the agenda links to
 * an item's notes only for those who may take them, so a reader opens them by address.
 */
async function agendaItemId(page: Page, meetingId: string, title: string): Promise<string> {
  const response = await page.request.get(`/api/v1/agendaitem/getAgendaItemsByMeetingId/${meetingId}`);
  expect(response.ok()).toBe(true);
  const items = (await response.json()) as { Id: string; Name: string }[];
  return items.find((item) => item.Name === title)!.Id;
}

test('the note taker records an outcome and a task, then finds and completes the task', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(150_000);
  await signInAs(page, DemoAccounts.teacher);
  const title = `Draft reteach exit ticket ${Math.random().toString(36).slice(2, 8)}`;

  // /meetings → the meeting's agenda → the item's Take Notes link.
  await page.goto('/meetings');
  await page.getByRole('link', { name: `Agenda: ${MEETING}` }).click();
  await expect(heading(page)).toHaveText('Meeting Agenda');
  const meetingId = new URL(page.url()).pathname.split('/').pop()!;
  await checkScreen(page, 'agenda');
  await page.getByRole('link', { name: `Take Notes: ${ITEM}` }).click();
  await expect(heading(page)).toHaveText('Meeting Notes');
  await expect(page).toHaveURL(new RegExp(`/meetingNotes/[^/]+/${meetingId}$`));
  const itemId = new URL(page.url()).pathname.split('/')[2]!;
  await expect(page.getByRole('heading', { name: MEETING })).toBeVisible();
  await expect(page.getByRole('heading', { name: ITEM })).toBeVisible();
  const main = page.locator('#main-content');
  await expect(main.getByText('Room 204')).toBeVisible();
  await expect(main.getByText('Marcus Bell')).toBeVisible();
  await expect(main.getByText('There are no Assignments to display.')).toBeVisible();
  await checkScreen(page, 'notes');

  // The outcome: Save stays on the page and keeps the text.
  const editor = page.getByRole('textbox', { name: 'Outcome notes' });
  await editor.click();
  await page.keyboard.type('Reteach equivalent fractions with area models.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Meeting notes have been saved.')).toBeVisible();
  await expect(page).toHaveURL(`/meetingNotes/${itemId}/${meetingId}`);
  await expect(page.getByRole('textbox', { name: 'Outcome notes' })).toContainText('area models');

  // Add Task: assigned to himself with a due date, back to the notes.
  await page.getByRole('link', { name: 'Add Task' }).click();
  await expect(heading(page)).toHaveText('Create Task');
  await page.getByRole('button', { name: 'Save Task' }).click();
  await expect(page.getByText('Todo Item is required')).toBeVisible();
  await expect(page.getByText('Please selected an assignee')).toBeVisible();
  await page.getByLabel('Todo Item').fill(title);
  await choose(page, 'Assign To', 'Marcus Bell');
  // Not the fractions goal: e2e/tasks.spec.ts counts that goal's completed tasks on the same server.
  await choose(page, 'Goal', 'Weekly intervention groups');
  await page.getByLabel('Date Due').fill('2030-05-01');
  await checkScreen(page, 'create-task');
  await page.getByRole('button', { name: 'Save Task' }).click();
  await expect(toast(page, 'A new task has been created.')).toBeVisible();
  await expect(page).toHaveURL(`/meetingNotes/${itemId}/${meetingId}`);
  const taskRow = page
    .getByRole('table', { name: `Tasks of ${ITEM}` })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(taskRow).toContainText('05/01/2030');
  await expect(taskRow).toContainText('Open');
  await expect(taskRow.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Outcome notes' })).toContainText('area models');
  await checkScreen(page, 'notes-with-task');

  // Save and Close returns to the meeting's agenda.
  await page.getByRole('button', { name: 'Save and Close' }).click();
  await expect(toast(page, 'Meeting notes have been saved.')).toBeVisible();
  await expect(page).toHaveURL(`/meetingAgenda/${meetingId}`);

  // The dashboard lists it under My Task Assignments.
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'My Task Assignments' })).toContainText(title);

  // The meeting's tasks: Active, then Completed once marked done.
  await page.goto('/meetings');
  await page.getByRole('link', { name: new RegExp(`tasks completed, ${MEETING}$`) }).click();
  await expect(heading(page)).toHaveText('Meeting Tasks');
  await expect(page.getByRole('main').getByText(MEETING, { exact: true })).toBeVisible();
  const active = page.getByRole('table', { name: 'Active' });
  const activeRow = active.getByRole('row').filter({ hasText: title });
  await expect(activeRow).toContainText('M. Bell');
  await checkScreen(page, 'meeting-tasks');
  await activeRow.getByRole('button', { name: `Mark ${title} as completed` }).click();
  await expect(toast(page, 'Task has been marked as completed')).toBeVisible();
  await expect(activeRow).toHaveCount(0);
  await page.getByRole('tab', { name: 'Completed' }).click();
  const completedRow = page
    .getByRole('table', { name: 'Completed' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(completedRow).toContainText('Completed');
  await checkScreen(page, 'meeting-tasks-completed');
  await page.getByRole('link', { name: 'Back to Meetings' }).click();
  await expect(heading(page)).toHaveText('Meetings');
});

test('a plain member reads the notes of an item he does not facilitate', async ({ page, signInAs }) => {
  await signInAs(page, DemoAccounts.teacher);
  await page.goto('/meetings');
  const meetingId = (await page
    .getByRole('link', { name: 'Agenda: Reading log kickoff' })
    .getAttribute('href'))!
    .split('/')
    .pop()!;
  const itemId = await agendaItemId(page, meetingId, 'Reading log format');
  await page.goto(`/meetingNotes/${itemId}/${meetingId}`);
  await expect(page.getByRole('heading', { name: 'Outcome' })).toBeVisible();
  await expect(page.getByText('No outcome has been recorded yet.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Outcome notes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save and Close' })).toHaveCount(0);
  await checkScreen(page, 'read-only');
});
