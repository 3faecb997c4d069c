import { expect, type Locator, type Page, test } from './helpers/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { DemoAccounts } from './helpers/auth';
import { checkScreen as checkBothWidths } from './helpers/screenshots';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).last();
const uniqueSuffix = () => Math.random().toString(36).slice(2, 8);

const checkScreen = (page: Page, name: string) => checkBothWidths(page, `tasks-${name}`);

/** The id of one of the caller's team goals, read through the API the Team Goals screen uses. */
async function teamGoalId(page: Page, name: string): Promise<string> {
  const response = await page.request.get('/api/v1/goal/myTeamGoals?PageSize=30');
  expect(response.ok()).toBe(true);
  const goals = (await response.json()) as { Items: { GoalId: string; GoalName: string }[] };
  return goals.Items.find((goal) => goal.GoalName === name)!.GoalId;
}

/** Picks a choice of a MUI select by its accessible name. */
async function choose(page: Page, select: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The text of one column in every body row of a table. */
async function columnTexts(table: Locator, columnIndex: number): Promise<string[]> {
  const rows = table.locator('tbody tr');
  return rows.evaluateAll(
    (elements, index) => elements.map((row) => row.querySelectorAll('td')[index]?.textContent?.trim() ?? ''),
    columnIndex,
  );
}

const toTime = (date: string) => {
  const [month, day, year] = date.split('/').map(Number);
  return new Date(year!, month! - 1, day).getTime();
};

test('a teacher sees his meetings and assignments on the dashboard and completes one', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, DemoAccounts.teacher);

  // Upcoming meetings of his teams, soonest first; the past data review is not listed. Journeys that ran
  // earlier on this worker's server may have scheduled more, so the seeded two are checked in order.
  const meetings = page.getByRole('table', { name: 'Upcoming Meetings' });
  await expect(meetings.getByRole('link')).toContainText([
    'Fractions reteach planning',
    'Reading log kickoff',
  ]);
  await expect(meetings.getByRole('link', { name: 'Unit 3 data review' })).toHaveCount(0);
  await expect(meetings.getByRole('link', { name: 'Fractions reteach planning' })).toHaveAttribute(
    'href',
    /^\/meetingAgenda\/[0-9a-f-]{36}$/,
  );
  await expect(meetings.getByRole('row').filter({ hasText: 'Reading log kickoff' })).toContainText('Library');

  // His open assignments, by assigned date ascending.
  const tasks = page.getByRole('table', { name: 'My Task Assignments' });
  await expect(
    tasks.getByRole('row').filter({ hasText: 'Collect reading logs from homerooms' }),
  ).toBeVisible();
  await expect(tasks).toContainText('Regroup period 3 for reteach');
  await expect(tasks).toContainText('Share exit-ticket data in the team folder');
  await expect(tasks).not.toContainText('Draft family letter');
  // Others assigned him these: the server lets only the assigner, the team's leads and admins delete them.
  await expect(tasks.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  const assignedDates = (await columnTexts(tasks, 1)).map(toTime);
  expect(assignedDates.length).toBeGreaterThanOrEqual(3);
  expect(assignedDates).toEqual([...assignedDates].sort((a, b) => a - b));
  await checkScreen(page, 'dashboard');

  // One click completes a task: a toast, and the row leaves the list.
  const logsRow = tasks.getByRole('row').filter({ hasText: 'Collect reading logs from homerooms' });
  await expect(
    logsRow.getByRole('link', { name: 'Notes on Collect reading logs from homerooms' }),
  ).toBeVisible();
  await expect(logsRow.getByRole('link', { name: 'Edit Collect reading logs from homerooms' })).toBeVisible();
  await logsRow
    .getByRole('button', { name: 'Mark Collect reading logs from homerooms as completed' })
    .click();
  await expect(toast(page, 'Task has been marked as completed')).toBeVisible();
  await expect(tasks).not.toContainText('Collect reading logs from homerooms');
  await expect(tasks).toContainText('Regroup period 3 for reteach');
});

test("a task row's hints load on the first hover or keyboard focus, keeping the click and the focus", async ({
  page,
  signInAs,
}) => {
  await signInAs(page, DemoAccounts.teacher);
  const tasks = page.getByRole('table', { name: 'My Task Assignments' });
  const row = (title: string) => tasks.getByRole('row').filter({ hasText: title });
  const hint = (text: string) => page.getByRole('tooltip', { name: text });

  // The page's first hover is a click: it is not lost to the hint's code arriving mid-click.
  await row('Regroup period 3 for reteach')
    .getByRole('link', { name: 'Notes on Regroup period 3 for reteach' })
    .click();
  await expect(heading(page)).toHaveText('Task Notes');
  await page.goBack();
  // The pointer still rests where it clicked, over that row's link: move it off, so only focus asks below,
  // and let that link's hint finish closing (it would be a second "Task notes" tooltip).
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  // Keyboard focus brings the hint, and the control keeps the focus as the hint comes in.
  const shareRow = row('Share exit-ticket data in the team folder');
  const notes = shareRow.getByRole('link', { name: 'Notes on Share exit-ticket data in the team folder' });
  await shareRow.getByRole('button', { name: /^Mark .* as completed$/ }).focus();
  await page.keyboard.press('Tab');
  await expect(hint('Task notes')).toBeVisible();
  await expect(notes).toBeFocused();
  await notes.blur();
  await expect(hint('Task notes')).toHaveCount(0);

  // So does a pointer: a disabled-while-saving button's hint sits on the span around it.
  await row('Regroup period 3 for reteach')
    .getByRole('button', { name: 'Mark Regroup period 3 for reteach as completed' })
    .hover();
  await expect(hint('Mark as completed')).toBeVisible();
});

test('a lead creates a goal task for a teacher and moves it between the tabs', async ({ page, signInAs }) => {
  test.setTimeout(180_000);
  const title = `Plan fractions stations ${uniqueSuffix()}`;
  await signInAs(page, DemoAccounts.lead);
  const goalId = await teamGoalId(page, 'Fractions fluency for every 7th grader');

  await page.goto(`/teamTasks/${goalId}`);
  await expect(heading(page)).toHaveText('Team Tasks');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Fractions fluency for every 7th grader' }),
  ).toBeVisible();
  await expect(page.getByText('Team: 7th Grade Math')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Team Goals' })).toHaveAttribute('href', '/teamGoals');
  const active = page.getByRole('table', { name: 'Active Goal Tasks' });
  await expect(active.getByRole('row').filter({ hasText: 'Regroup period 3 for reteach' })).toContainText(
    'M. Bell',
  );
  await expect(active).toContainText('Share exit-ticket data in the team folder');

  // Sorting by title is done on the server, in both directions.
  await active.getByRole('button', { name: 'Title' }).click();
  await expect(active.locator('tbody tr').first()).toContainText('Regroup period 3 for reteach');
  await active.getByRole('button', { name: 'Title' }).click();
  await expect(active.locator('tbody tr').first()).toContainText('Share exit-ticket data in the team folder');
  await checkScreen(page, 'team-tasks');

  // Create New Task: the goal is fixed, the assignee is chosen among the goal's team.
  await page.getByRole('link', { name: 'Create New Task' }).click();
  await expect(page).toHaveURL(new RegExp(`/assignTask/[0-9a-f-]{36}/0/${goalId}$`));
  await expect(heading(page)).toHaveText('Assign Task');
  await expect(page.getByRole('textbox', { name: 'Goal' })).toHaveValue(
    'Fractions fluency for every 7th grader',
  );
  const agendaItems = page.getByRole('combobox', { name: 'Agenda Items' });
  await expect(agendaItems).toBeDisabled();
  const todo = page.getByRole('textbox', { name: 'Todo Item' });
  await todo.focus();
  await todo.blur();
  await expect(page.getByText('A title must be provided for the todo item')).toBeVisible();
  await checkScreen(page, 'assign-task-for-goal');

  await choose(page, 'Assigned To', 'Marcus Bell');
  await todo.fill(title);
  await expect(page.getByText('A title must be provided for the todo item')).toBeHidden();
  await choose(page, 'Meetings', /^Fractions reteach planning/);
  await expect(agendaItems).toBeEnabled();
  await choose(page, 'Agenda Items', 'Review of reteach lessons');
  await page.getByLabel('Date Due').fill('2030-05-01');
  await page.getByRole('button', { name: 'Assign Task' }).click();

  await expect(toast(page, 'Task has been assigned.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/teamTasks/${goalId}$`));
  const row = active.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('M. Bell');
  await expect(row).toContainText('05/01/2030');
  await expect(row).toContainText('Open');

  // Start moves an Open task to In Progress; it stays in the active list.
  await row.getByRole('button', { name: `Start ${title}` }).click();
  await expect(toast(page, 'Task has been marked as in progress')).toBeVisible();
  await expect(row).toContainText('In Progress');
  await expect(row.getByRole('button', { name: `Start ${title}` })).toHaveCount(0);

  // Done moves it to the completed tab, and back again.
  await row.getByRole('button', { name: `Mark ${title} as completed` }).click();
  await expect(toast(page, 'Task has been marked as completed')).toBeVisible();
  await expect(active).not.toContainText(title);
  await page.getByRole('tab', { name: 'Completed Goal Tasks' }).click();
  const completed = page.getByRole('table', { name: 'Completed Goal Tasks' });
  const completedRow = completed.getByRole('row').filter({ hasText: title });
  await expect(completedRow).toContainText('Completed');
  await checkScreen(page, 'team-tasks-completed');
  await completedRow.getByRole('button', { name: `Mark ${title} as in progress` }).click();
  await expect(toast(page, 'Task has been marked as in progress')).toBeVisible();
  // It was the goal's only completed task.
  await expect(page.getByRole('tabpanel')).toHaveText('There are no tasks to display.');
  await page.getByRole('tab', { name: 'Active Goal Tasks' }).click();
  await expect(row).toContainText('In Progress');

  // Delete asks first.
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You are about to delete:');
  await expect(dialog).toContainText(title);
  await expectNoSeriousA11yViolations(page, 'delete task dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Task has been deleted')).toBeVisible();
  await expect(active).not.toContainText(title);
});

test('a lead assigns a task from My Teams with a meeting, an agenda item and a goal', async ({
  page,
  signInAs,
}) => {
  const title = `Print fractions night flyers ${uniqueSuffix()}`;
  await signInAs(page, DemoAccounts.lead);

  await page.goto('/myTeams');
  const math = page.getByRole('region', { name: '7th Grade Math' });
  await expect(math.getByRole('link', { name: 'Assign a task to Marcus Bell' })).toHaveAttribute(
    'href',
    /^\/assignTask\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/0$/,
  );
  await checkScreen(page, 'my-teams');
  await math.getByRole('link', { name: 'Assign a task to Marcus Bell' }).click();
  await expect(page).toHaveURL(/\/assignTask\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/0$/);
  await expect(heading(page)).toHaveText('Assign Task');
  await expect(page.getByRole('textbox', { name: 'Assigned To' })).toHaveValue('Marcus Bell');
  const agendaItems = page.getByRole('combobox', { name: 'Agenda Items' });
  await expect(agendaItems).toBeDisabled();
  await checkScreen(page, 'assign-task-for-person');

  await page.getByRole('textbox', { name: 'Todo Item' }).fill(title);
  // Choosing a meeting loads its agenda items and its teams' goals.
  await choose(page, 'Meetings', /^Fractions reteach planning/);
  await expect(agendaItems).toBeEnabled();
  await choose(page, 'Agenda Items', 'Family letter about fractions night');
  await choose(page, 'Goal', 'Weekly intervention groups');
  await page.getByRole('button', { name: 'Assign Task' }).click();

  await expect(toast(page, 'Task has been assigned.')).toBeVisible();
  await expect(page).toHaveURL(/\/myTeams$/);

  // The task is on the chosen goal.
  const goalId = await teamGoalId(page, 'Weekly intervention groups');
  await page.goto(`/teamTasks/${goalId}`);
  await expect(
    page.getByRole('table', { name: 'Active Goal Tasks' }).getByRole('row').filter({ hasText: title }),
  ).toContainText('M. Bell');
  await expectNoSeriousA11yViolations(page, 'team tasks of the intervention goal');
});

test('a teacher adds, edits and deletes a task note', async ({ page, signInAs }) => {
  const text = `Called the families ${uniqueSuffix()}`;
  await signInAs(page, DemoAccounts.teacher);

  await page
    .getByRole('table', { name: 'My Task Assignments' })
    .getByRole('link', { name: 'Notes on Regroup period 3 for reteach' })
    .click();
  await expect(page).toHaveURL(/\/taskNotes\/[0-9a-f-]{36}$/);
  await expect(heading(page)).toHaveText('Task Notes');
  await expect(page.getByRole('heading', { level: 2, name: 'Regroup period 3 for reteach' })).toBeVisible();
  await expect(page.getByText(/Team: 7th Grade Math/)).toBeVisible();
  const notes = page.getByRole('table', { name: 'Task notes' });
  await expect(notes).toContainText('Moved six students into the Tuesday group');

  // An empty note is refused on the client, once the editor has loaded (its chunk is lazy, and the form
  // checks the box it renders, as a person can only use it once it is there).
  const editor = page.getByRole('textbox', { name: 'Note' });
  await expect(editor).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('A note is required')).toBeVisible();

  // Add: the box clears and the note lists first (newest first).
  await editor.click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(text);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Task notes have been saved.')).toBeVisible();
  await expect(notes.locator('tbody tr').first()).toContainText(text);
  await expect(notes.locator('tbody tr').first().locator('strong')).toHaveText(text);
  await expect(editor).toHaveText('');
  await checkScreen(page, 'task-notes');

  // Edit loads the note into the box; saving replaces it and clears the box again.
  const row = notes.getByRole('row').filter({ hasText: text });
  await row.getByRole('button', { name: /^Edit note/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Note' })).toBeVisible();
  await expect(editor.locator('strong')).toHaveText(text);
  // Keyboard focus follows into the box, so the note can be changed without reaching for the mouse.
  await expect(editor).toBeFocused();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' again');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Task notes have been saved.')).toBeVisible();
  await expect(notes.getByRole('row').filter({ hasText: text })).toHaveCount(1);
  await expect(notes.getByRole('row').filter({ hasText: text })).toContainText(`${text} again`);
  await expect(page.getByRole('heading', { level: 2, name: 'Add a Note' })).toBeVisible();
  await expect(editor).toHaveText('');

  // Delete asks first.
  await notes
    .getByRole('row')
    .filter({ hasText: text })
    .getByRole('button', { name: /^Delete note/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You are about to delete:');
  await expectNoSeriousA11yViolations(page, 'delete task note dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Task note has been deleted.')).toBeVisible();
  await expect(notes).not.toContainText(text);
  await expect(notes).toContainText('Moved six students into the Tuesday group');
});

test('a teacher renames a task on the edit screen and returns to the dashboard', async ({
  page,
  signInAs,
}) => {
  const suffix = uniqueSuffix();
  const title = `Grade the exit tickets ${suffix}`;
  await signInAs(page, DemoAccounts.teacher);

  // A task of his own, so the journey does not depend on the other tests' data.
  const session = await page.request.get('/api/v1/usermembership/getSession');
  const me = ((await session.json()) as { User: { UserId: string } }).User.UserId;
  const created = await page.request.post('/api/v1/task/save', {
    data: { Id: '0', Title: title, AssignedToUserId: me, DueDate: null },
  });
  expect(created.ok()).toBe(true);
  await page.reload();

  const tasks = page.getByRole('table', { name: 'My Task Assignments' });
  await tasks.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/editTask\/[0-9a-f-]{36}$/);
  await expect(heading(page)).toHaveText('Edit Task');
  const titleField = page.getByRole('textbox', { name: 'Title' });
  await expect(titleField).toHaveValue(title);
  await expect(page.getByRole('combobox', { name: 'Assigned To' })).toHaveText('Marcus Bell');
  await expect(page.getByRole('combobox', { name: 'Agenda Item' })).toBeDisabled();
  await titleField.fill('');
  await titleField.blur();
  await expect(page.getByText('A title must be provided for the todo item')).toBeVisible();
  await checkScreen(page, 'edit-task');

  await titleField.fill(`${title} (renamed)`);
  await page.getByRole('button', { name: 'Save Task' }).click();
  await expect(toast(page, 'Task has been saved.')).toBeVisible();
  await expect(heading(page)).toHaveText('Dashboard');
  await expect(tasks).toContainText(`${title} (renamed)`);
});
