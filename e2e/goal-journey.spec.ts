import { expect, type Page, test } from './helpers/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { DemoAccounts, signIn } from './helpers/auth';
import { saveScreenshot } from './helpers/screenshots';

// Three sign-ins and five screens with axe: more than the default 30 s.
test.describe.configure({ timeout: 150_000 });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).last();
const goalCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(heading(page)).toHaveText('Sign in');
}

async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** From the goal's tasks page: Create New Task for Marcus, back on the same page. */
async function assignToMarcus(page: Page, goalId: string, title: string): Promise<void> {
  // The header's (an empty list of active tasks offers it again as its next step).
  await page.getByRole('link', { name: 'Create New Task' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/assignTask/[0-9a-f-]{36}/0/${goalId}$`));
  await choose(page, 'Assigned To', 'Marcus Bell');
  await page.getByRole('textbox', { name: 'Todo Item' }).fill(title);
  await page.getByRole('button', { name: 'Assign Task' }).click();
  await expect(toast(page, 'Task has been assigned.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/teamTasks/${goalId}$`));
  await expect(
    page.getByRole('table', { name: 'Active Goal Tasks' }).getByRole('row').filter({ hasText: title }),
  ).toBeVisible();
}

test('a lead sets a team goal with two tasks; the assignee completes one and the goal is half done', async ({
  page,
}) => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const goal = `Exit tickets every lesson ${suffix}`;
  const first = `Write the week 1 exit tickets ${suffix}`;
  const second = `Write the week 2 exit tickets ${suffix}`;

  // The lead creates the goal for her team.
  await signIn(page, DemoAccounts.lead);
  await page.goto('/teamGoals');
  await page.getByRole('link', { name: 'Create New Goal' }).click();
  await page.getByRole('textbox', { name: 'Goal Name' }).fill(goal);
  await choose(page, 'Team Assignment', '7th Grade Math');
  await page.getByRole('button', { name: 'Save Goal' }).click();
  await expect(toast(page, 'A new group goal has been saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/teamGoals$/);
  const card = goalCard(page, goal);
  await expect(card.getByRole('img', { name: `${goal} goal: no tasks yet` })).toBeVisible();

  // She assigns two tasks to Marcus from the goal's tasks page.
  await card.getByRole('link', { name: `Tasks of ${goal}` }).click();
  await expect(page).toHaveURL(/\/teamTasks\/[0-9a-f-]{36}$/);
  const goalId = page.url().split('/').pop()!;
  await assignToMarcus(page, goalId, first);
  await assignToMarcus(page, goalId, second);
  await expectNoSeriousA11yViolations(page, 'goal tasks with two assignments');
  await signOut(page);

  // Marcus completes the first from his dashboard; it leaves his list, the second stays.
  await signIn(page, DemoAccounts.teacher);
  const assignments = page.getByRole('table', { name: 'My Task Assignments' });
  await expect(assignments.getByRole('row').filter({ hasText: second })).toBeVisible();
  await assignments.getByRole('button', { name: `Mark ${first} as completed` }).click();
  await expect(toast(page, 'Task has been marked as completed')).toBeVisible();
  await expect(assignments.getByRole('row').filter({ hasText: first })).toHaveCount(0);
  await expect(assignments.getByRole('row').filter({ hasText: second })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dashboard after completing a task');
  await signOut(page);

  // The lead's goal is now half done: one of two tasks, one member with tasks.
  await signIn(page, DemoAccounts.lead);
  await page.goto('/teamGoals');
  await expect(
    card.getByRole('img', { name: `${goal} goal: 50% complete, 1 of 2 tasks done` }),
  ).toBeVisible();
  await expect(card).toContainText('50%');
  await expect(card).toContainText('Tasks Remaining:1');
  await expect(card).toContainText('Members With Assigned Tasks:1');
  await expectNoSeriousA11yViolations(page, 'team goals at 50%');
  await saveScreenshot(page, 'goal-journey-half-done');
});
