import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { expect, type Locator, type Page, test } from './helpers/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { DemoAccounts, type SignInAs } from './helpers/auth';
import { checkScreen } from './helpers/screenshots';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const teamsTable = (page: Page) => page.getByRole('table', { name: /^Lincoln Middle School teams, / });
/** The body's figure cells follow the team's name: Overdue is the eighth. */
const OVERDUE = 7;

/** Each body row's team and overdue tasks, in the table's order. */
async function teamRows(table: Locator): Promise<{ name: string; overdue: number }[]> {
  return table.locator('tbody tr').evaluateAll(
    (rows, overdue) =>
      rows.map((row) => ({
        name: row.querySelector('th')?.textContent?.trim() ?? '',
        overdue: Number(row.querySelectorAll('td')[overdue]?.textContent),
      })),
    OVERDUE,
  );
}

/** A day `days` from today on the demo school's calendar (the journeys run on its Chicago time), YYYY-MM-DD. */
const schoolDay = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA');

test('the principal sorts the teams by overdue tasks, opens one and downloads its tasks; a lead sees only their teams', async ({
  page,
  browser,
  appServer,
  signInAs,
}) => {
  await signInAs(page, DemoAccounts.admin);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Insights' }).click();
  await expect(heading(page)).toHaveText('Insights');
  const table = teamsTable(page);
  await expect(table.locator('tbody th')).toHaveText([
    '7th Grade Math',
    'Literacy Committee',
    'Science Department',
  ]);
  await expect(table.getByRole('columnheader', { name: 'Team' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.locator('tfoot th')).toHaveText('Total');
  await checkScreen(page, 'insights-school');

  // Most overdue first: the seeded overdue tasks put Science and Literacy before Math.
  const byName = await teamRows(table);
  const mostOverdueFirst = [...byName].sort((a, b) => b.overdue - a.overdue).map((row) => row.name);
  expect(mostOverdueFirst).not.toEqual(byName.map((row) => row.name));
  await table.getByRole('button', { name: 'Overdue' }).click();
  await expect(table.getByRole('columnheader', { name: 'Overdue' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(table.getByRole('columnheader', { name: 'Team' })).not.toHaveAttribute('aria-sort');
  await expect(table.locator('tbody th')).toHaveText(mostOverdueFirst);
  // The order is in the URL: a reload keeps it.
  await expect(page).toHaveURL(/\/insights\?sort=tasksOverdue&order=desc$/);
  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Overdue' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(table.locator('tbody th')).toHaveText(mostOverdueFirst);

  // The chart's numbers as a table.
  await page.getByRole('button', { name: 'Show data table' }).click();
  await expect(page.getByRole('table', { name: 'Tasks completed and overdue' })).toBeVisible();

  // An earlier start is kept in the URL, beside the order, and both go with the team's link.
  const from = schoolDay(-60);
  await page.getByLabel('From').fill(from);
  await expect(page).toHaveURL(
    new RegExp(`/insights\\?from=${from}&to=\\d{4}-\\d{2}-\\d{2}&sort=tasksOverdue&order=desc$`),
  );
  await expect(table).toHaveAccessibleName(/^Lincoln Middle School teams, \d\d\/\d\d\/\d{4} to /);
  await table.getByRole('link', { name: 'Science Department' }).click();
  await expect(page).toHaveURL(new RegExp(`/insights/team/[0-9a-f-]{36}\\?from=${from}&to=`));
  await expect(heading(page)).toHaveText('Team Insights');
  await expect(page.getByText('Science Department', { exact: true })).toBeVisible();
  await expect(page.getByLabel('From')).toHaveValue(from);
  const tasks = page.getByRole('table', { name: 'Tasks', exact: true });
  await expect(tasks.getByRole('row').filter({ hasText: 'Order lab safety goggles' })).toContainText(
    'Overdue',
  );
  await expect(tasks.getByRole('link', { name: 'Order lab safety goggles' })).toHaveAttribute(
    'href',
    /^\/editTask\/[0-9a-f-]{36}$/,
  );
  await checkScreen(page, 'insights-team');
  // Back to Insights shows the period and the order the principal left.
  await page.getByRole('link', { name: 'Back to Insights' }).click();
  await expect(table.getByRole('columnheader', { name: 'Overdue' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.getByLabel('From')).toHaveValue(from);
  await page.goBack();

  // The tasks as CSV: a header row, then the task as written (text quoted, the empty completion blank).
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV of the tasks' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^insights-science-department-tasks-[\d-]+\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('"Task","Assigned to","Due date","Completed","Status"');
  expect(lines).toContainEqual(
    expect.stringMatching(/^"Order lab safety goggles","Aisha Khan","[\d-]{10}",,"Overdue"$/),
  );

  // Priya leads Math and Literacy, not Science: her Insights holds her two teams.
  const context = await browser.newContext({ baseURL: appServer.baseURL });
  const lead = await context.newPage();
  await signInAs(lead, DemoAccounts.lead);
  await lead.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Insights' }).click();
  await expect(teamsTable(lead).locator('tbody th')).toHaveText(['7th Grade Math', 'Literacy Committee']);
  await expectNoSeriousA11yViolations(lead, 'insights of a lead');
  await context.close();
});

/** A task the East admin gives themself on their team, through the API: that school's record. */
async function addEastTask(browser: Browser, baseURL: string, teamId: string, signInAs: SignInAs) {
  const context = await browser.newContext({ baseURL });
  const east = await context.newPage();
  await signInAs(east, DemoAccounts.eastAdmin);
  const session = await east.request.get('/api/v1/usermembership/getSession');
  const userId = ((await session.json()) as { User: { UserId: string } }).User.UserId;
  const saved = await east.request.post('/api/v1/task/save', {
    data: { Id: '0', Title: 'Call home for every F', AssignedToUserId: userId, TeamId: teamId },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await context.close();
}

test("the district's super admin drills from the schools into another school's team, whose records stay closed", async ({
  page,
  browser,
  appServer,
  signInAs,
}) => {
  await signInAs(page, DemoAccounts.superAdmin);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Insights' }).click();
  await page.getByRole('tab', { name: 'District' }).click();
  const schools = page.getByRole('table', { name: /^Schools, / });
  await schools.getByRole('link', { name: 'East Valley High School' }).click();
  await expect(page).toHaveURL(/\/insights\?school=[0-9a-f-]{36}$/);
  const teams = page.getByRole('table', { name: /^East Valley High School teams, / });
  await expect(teams.locator('tbody th')).toHaveText(['Freshman Success Team']);
  await expect(page.getByText(/is another school of the district/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "another school's insights");
  await checkScreen(page, 'insights-other-school');

  await teams.getByRole('link', { name: 'Freshman Success Team' }).click();
  await expect(page).toHaveURL(/\/insights\/team\/[0-9a-f-]{36}\?school=[0-9a-f-]{36}$/);
  await expect(heading(page)).toHaveText('Team Insights');
  await expect(page.getByText('Freshman Success Team', { exact: true })).toBeVisible();
  // Its tasks are listed by name, not as links: they open only to the school's own staff.
  const teamId = /\/insights\/team\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await addEastTask(browser, appServer.baseURL, teamId, signInAs);
  await page.reload();
  const tasks = page.getByRole('table', { name: 'Tasks', exact: true });
  await expect(tasks.getByRole('row').filter({ hasText: 'Call home for every F' })).toContainText('Open');
  await expect(tasks.getByRole('link')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "another school's team insights");
  await checkScreen(page, 'insights-other-school-team');

  await page.getByRole('link', { name: 'Back to Insights' }).click();
  await expect(teams.locator('tbody th')).toHaveText(['Freshman Success Team']);
  await page.getByRole('link', { name: 'Back to all schools' }).click();
  await expect(schools.getByRole('link', { name: 'East Valley High School' })).toBeVisible();
  await expect(page).toHaveURL(/\/insights\?view=district$/);
});
