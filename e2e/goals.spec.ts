import { expect, type Page, test } from './helpers/test';
import { expectNoSeriousA11yViolations, LABEL_IN_NAME } from './helpers/axe';
import { DemoAccounts, signIn } from './helpers/auth';
import { checkScreen as checkBothWidths, saveScreenshot } from './helpers/screenshots';

// These journeys run axe at two widths on several screens; the default 30 s is too tight for them.

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).last();
const goalCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const suffix = () => Math.random().toString(36).slice(2, 8);

// Every goals screen also checks that a control's name contains its visible text (WCAG 2.5.3).
const checkScreen = (page: Page, name: string) => checkBothWidths(page, `goals-${name}`, [LABEL_IN_NAME]);

async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(heading(page)).toHaveText('Sign in');
}

/** Adds tasks to a goal through the API, assigned to the signed-in user, and marks the first ones done. */
async function addTasks(page: Page, goalId: string, count: number, done: number): Promise<void> {
  const session = await page.request.get('/api/v1/usermembership/getSession');
  const userId = ((await session.json()) as { User: { UserId: string } }).User.UserId;
  for (let index = 0; index < count; index += 1) {
    const saved = await page.request.post('/api/v1/task/save', {
      data: { Id: '0', Title: `Goal task ${index + 1}`, AssignedToUserId: userId, GoalId: goalId },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    if (index < done) {
      const taskId = ((await saved.json()) as { Id: string }).Id;
      expect((await page.request.post(`/api/v1/task/markAsDone/${taskId}`)).ok()).toBe(true);
    }
  }
}

test('an admin adds a district goal that the other school of the district reads', async ({ page }) => {
  const title = `Attendance above 95% ${suffix()}`;
  await signIn(page, DemoAccounts.admin);

  await page.goto('/districtGoals');
  await expect(heading(page)).toHaveText('District Goals');
  const readTable = page.getByRole('table', { name: 'District goals' });
  await expect(readTable).toContainText('Raise grade-level reading proficiency to 75%');
  await page.getByRole('link', { name: 'Manage District Goals' }).click();

  await expect(page).toHaveURL(/\/manageDistrictGoals$/);
  await expect(heading(page)).toHaveText('Manage District Goals');
  await checkScreen(page, 'manage-district-goals');
  await page.getByRole('link', { name: 'Add Goal' }).click();

  await expect(page).toHaveURL(/\/createDistrictGoal\/0$/);
  await expect(heading(page)).toHaveText('Add District Goal');
  await expect(page).toHaveTitle('Add District Goal | PLC Hub');
  const titleField = page.getByRole('textbox', { name: 'Title' });
  await titleField.focus();
  await titleField.blur();
  await expect(page.getByText('The title is required')).toBeVisible();
  await checkScreen(page, 'create-district-goal');
  await titleField.fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Measured monthly in every school.');
  await page.getByLabel('Target Date').fill('2027-06-30');
  await page.getByRole('button', { name: 'Save Goal' }).click();

  await expect(toast(page, 'District goal has been saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/manageDistrictGoals$/);
  const row = page.getByRole('table', { name: 'District goals' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Measured monthly in every school.');
  await expect(row).toContainText('06/30/2027');
  await signOut(page);

  // A teacher of East Valley reads the district's goals, but none of Lincoln's school goals.
  await signIn(page, DemoAccounts.eastTeacher);
  await page.goto('/districtGoals');
  await expect(heading(page)).toHaveText('District Goals');
  await expect(readTable.getByRole('row').filter({ hasText: title })).toContainText('06/30/2027');
  await expect(page.getByRole('link', { name: 'Manage District Goals' })).toHaveCount(0);
  await checkScreen(page, 'district-goals');

  await page.goto('/schoolGoals');
  await expect(heading(page)).toHaveText('School Goals');
  await expect(page.getByText('There are no school goals to display.')).toBeVisible();
  await expect(page.getByText('Cut chronic absenteeism by a third')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Manage School Goals' })).toHaveCount(0);
  await checkScreen(page, 'school-goals-empty');
});

test('an admin adds, edits and deletes a school goal', async ({ page, signInAs }) => {
  const title = `Family conferences for all ${suffix()}`;
  await signInAs(page, DemoAccounts.admin);

  await page.goto('/schoolGoals');
  await expect(heading(page)).toHaveText('School Goals');
  await expect(page.getByRole('table', { name: 'School goals' })).toContainText(
    'Cut chronic absenteeism by a third',
  );
  await checkScreen(page, 'school-goals');
  await page.getByRole('link', { name: 'Manage School Goals' }).click();
  await expect(heading(page)).toHaveText('Manage School Goals');

  await page.getByRole('link', { name: 'Add Goal' }).click();
  await expect(page).toHaveURL(/\/createSchoolGoal\/0$/);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Save Goal' }).click();
  await expect(toast(page, 'School goal has been saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/manageSchoolGoals$/);
  const table = page.getByRole('table', { name: 'School goals' });
  await expect(table.getByRole('row').filter({ hasText: title })).toContainText('None');

  // Editing loads the stored goal into the form.
  await table.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/createSchoolGoal\/[0-9a-f-]{36}$/);
  // A form opened on an existing goal says Edit, in its heading and the page's title.
  await expect(heading(page)).toHaveText('Edit School Goal');
  await expect(page).toHaveTitle('Edit School Goal | PLC Hub');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await page.getByRole('textbox', { name: 'Title' }).fill(`${title} (edited)`);
  await page.getByLabel('Target Date').fill('2027-01-15');
  await page.getByRole('button', { name: 'Save Goal' }).click();
  await expect(toast(page, 'School goal has been saved.')).toBeVisible();
  const edited = table.getByRole('row').filter({ hasText: `${title} (edited)` });
  await expect(edited).toContainText('01/15/2027');

  // Delete through the confirmation; keeping it first leaves the goal in place.
  await edited.getByRole('button', { name: `Delete ${title} (edited)` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You are about to delete:');
  await expect(dialog).toContainText(`${title} (edited)`);
  await expectNoSeriousA11yViolations(page, 'delete school goal dialog');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: `Delete ${title} (edited)` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Goal has been deleted.')).toBeVisible();
  await expect(table).not.toContainText(title);
});

test('a lead creates a team goal, marks it completed and deletes it', async ({ page, signInAs }) => {
  const name = `Ratios mastery ${suffix()}`;
  await signInAs(page, DemoAccounts.lead);

  await page.goto('/teamGoals');
  await expect(heading(page)).toHaveText('Team Goals');
  const fractions = goalCard(page, 'Fractions fluency for every 7th grader');
  await expect(fractions).toContainText('7th Grade Math');
  await expect(
    fractions.getByRole('link', { name: 'Tasks of Fractions fluency for every 7th grader' }),
  ).toHaveAttribute('href', /\/teamTasks\/[0-9a-f-]{36}$/);
  await page.getByRole('link', { name: 'Create New Goal' }).click();

  await expect(page).toHaveURL(/\/createGoal\/0$/);
  await expect(heading(page)).toHaveText('Create A Goal');
  // The target date starts at today; the team starts unchosen.
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  await expect(page.getByLabel('Target Date')).toHaveValue(today);
  const team = page.getByRole('combobox', { name: 'Team Assignment' });
  // The searchable Team Assignment starts empty, asking for a team.
  await expect(team).toHaveValue('');
  await expect(team).toHaveAttribute('placeholder', 'Select a team');

  // Validation on blur.
  const nameField = page.getByRole('textbox', { name: 'Goal Name' });
  await nameField.focus();
  await nameField.blur();
  await expect(page.getByText('A goal name is required')).toBeVisible();
  await team.focus();
  await team.blur();
  await expect(page.getByText('Please select a team for this goal')).toBeVisible();
  await checkScreen(page, 'create-team-goal');

  await nameField.fill(name);
  await page
    .getByRole('textbox', { name: 'Goal Description' })
    .fill('Every student solves unit-rate problems.');
  await team.click();
  await page.getByRole('option', { name: '7th Grade Math' }).click();
  await expect(page.getByText('Please select a team for this goal')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Goal' }).click();

  await expect(toast(page, 'A new group goal has been saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/teamGoals$/);
  const card = goalCard(page, name);
  await expect(card).toContainText('7th Grade Math');
  await expect(card).toContainText('Every student solves unit-rate problems.');
  // No tasks yet: said in words, not as "0% complete".
  await expect(card.getByRole('img', { name: `${name} goal: no tasks yet` })).toBeVisible();
  await expect(card).toContainText('No tasks yet');
  await expect(card).not.toContainText('0%');
  await expect(card).toContainText('Tasks Remaining:0');
  await expect(card.getByText('Completed', { exact: true })).toHaveCount(0);

  // Three tasks on the goal, one done: the chart and the counts follow the server's numbers.
  const tasksHref = await card.getByRole('link', { name: `Tasks of ${name}` }).getAttribute('href');
  const goalId = tasksHref!.split('/').pop()!;
  await addTasks(page, goalId, 3, 1);
  await page.reload();
  const progress = `${name} goal: 33% complete, 1 of 3 tasks done`;
  await expect(card.getByRole('img', { name: progress })).toBeVisible();
  await expect(card).toContainText('33%');
  await expect(card).toContainText('1 of 3 tasks done');
  await expect(card).toContainText('Tasks Remaining:2');
  await expect(card).toContainText('Members With Assigned Tasks:1');
  await checkScreen(page, 'team-goals');

  // Mark Completed asks first; "Not yet" leaves the goal open.
  const markCompleted = card.getByRole('button', { name: `Mark Completed: ${name}` });
  await markCompleted.click();
  const confirm = page.getByRole('dialog', { name: 'Mark this goal completed?' });
  await expect(confirm).toContainText(name);
  await expect(confirm).toContainText('You can reopen it later.');
  await expectNoSeriousA11yViolations(page, 'mark goal completed dialog', [LABEL_IN_NAME]);
  await confirm.getByRole('button', { name: 'Not yet' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText('Completed', { exact: true })).toHaveCount(0);

  // Confirmed: the goal shows as completed, with its figures, and offers Reopen in the same place.
  await markCompleted.click();
  await confirm.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(toast(page, 'Goal has been marked as completed.')).toBeVisible();
  const reopen = card.getByRole('button', { name: `Reopen: ${name}` });
  await expect(reopen).toBeFocused();
  await expect(markCompleted).toHaveCount(0);
  await expect(card.getByText('Completed', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: progress })).toBeVisible();
  await saveScreenshot(page, 'goals-team-goals-completed-desktop');

  // Reopened by the lead who completed it: open again, without asking.
  await reopen.click();
  await expect(toast(page, 'Goal has been reopened.')).toBeVisible();
  await expect(markCompleted).toBeFocused();
  await expect(card.getByText('Completed', { exact: true })).toHaveCount(0);
  await markCompleted.click();
  await confirm.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(reopen).toBeVisible();

  // Edit keeps the team and says so in its toast.
  await card.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/createGoal\/[0-9a-f-]{36}$/);
  await expect(heading(page)).toHaveText('Edit Goal');
  await expect(page).toHaveTitle('Edit Goal | PLC Hub');
  await expect(page.getByRole('textbox', { name: 'Goal Name' })).toHaveValue(name);
  await expect(team).toHaveValue('7th Grade Math');
  await page.getByRole('button', { name: 'Save Goal' }).click();
  await expect(toast(page, 'Goal has been saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/teamGoals$/);

  // Delete through the confirmation.
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You are about to delete:');
  await expect(dialog).toContainText(name);
  await expectNoSeriousA11yViolations(page, 'delete team goal dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Goal has been deleted.')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a teacher reads his teams goals without the lead actions', async ({ page, signInAs }) => {
  await signInAs(page, DemoAccounts.teacher);
  await page.goto('/teamGoals');
  await expect(heading(page)).toHaveText('Team Goals');
  const fractions = goalCard(page, 'Fractions fluency for every 7th grader');
  await expect(fractions).toBeVisible();
  await expect(goalCard(page, 'School-wide independent reading')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create New Goal' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Mark Completed|Reopen):/ })).toHaveCount(0);
  await expect(
    fractions.getByRole('link', { name: 'Tasks of Fractions fluency for every 7th grader' }),
  ).toBeVisible();
  await checkScreen(page, 'team-goals-teacher');

  // The admin screens stay closed to him.
  await page.goto('/manageSchoolGoals');
  await expect(heading(page)).toHaveText('Dashboard');
});
