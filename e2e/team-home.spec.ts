import { expect, type Page, test } from './helpers/test';
import { DemoAccounts } from './helpers/auth';
import { openTeamHome } from './helpers/team-home';
import { checkScreen } from './helpers/screenshots';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).last();
const teamFilter = (page: Page) => page.getByRole('combobox', { name: 'Team' });

test('a lead’s team home: goals with progress, open tasks by member, students; lists keep the team in the URL', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, DemoAccounts.lead);
  const teamId = await openTeamHome(page, '7th Grade Math');
  const goals = page.getByRole('region', { name: 'Goals' });
  await expect(goals.getByRole('progressbar').first()).toBeVisible();
  await expect(goals.getByText(/\d+ of \d+ tasks done · \d+%/).first()).toBeVisible();
  const tasks = page.getByRole('region', { name: 'Open tasks by member' });
  await expect(tasks.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const students = page.getByRole('region', { name: 'Students' });
  await expect(students.getByRole('listitem').first()).toBeVisible();
  // The members list holds staff only: the students have their own section.
  const studentName = await students.getByRole('listitem').first().innerText();
  await expect(page.getByRole('region', { name: 'Members' }).getByText(studentName)).toHaveCount(0);
  await checkScreen(page, 'team-home-full');

  // The team's tasks from every goal and meeting, by member, kept to the team in the URL.
  await tasks.getByRole('link', { name: /Team tasks|All \d+ open tasks/ }).click();
  await expect(page).toHaveURL(`/teamTasks?teamId=${teamId}`);
  await expect(heading(page)).toHaveText('Team Tasks');
  await expect(teamFilter(page)).toHaveText('7th Grade Math');
  await expect(page.getByRole('tab', { name: 'Active Team Tasks' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader', { name: /Assigned To/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.locator('tbody tr').first()).toBeVisible();
  // The server's answer lets the lead download all the team's tasks.
  await expect(page.getByRole('link', { name: "Export CSV of all this team's tasks" })).toHaveAttribute(
    'href',
    `/api/v1/task/exportByTeamId/${teamId}.csv`,
  );
  await checkScreen(page, 'tasks-of-team');
  await teamFilter(page).click();
  await page.getByRole('option', { name: 'Literacy Committee' }).click();
  await expect(page).not.toHaveURL(`/teamTasks?teamId=${teamId}`);
  await expect(page).toHaveURL(/\/teamTasks\?teamId=[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(teamFilter(page)).toHaveText('7th Grade Math');

  // Meetings: the team stays chosen across the tabs; All teams drops it from the URL.
  await page.goto(`/team/${teamId}`);
  await page.getByRole('link', { name: "All the team's meetings" }).click();
  await expect(page).toHaveURL(`/meetings?teamId=${teamId}`);
  await expect(teamFilter(page)).toHaveText('7th Grade Math');
  await page.getByRole('tab', { name: 'Historical Meetings' }).click();
  await expect(page).toHaveURL(new RegExp(`teamId=${teamId}`));
  await expect(page).toHaveURL(/tab=historical/);
  await checkScreen(page, 'meetings-of-team');
  await teamFilter(page).click();
  await page.getByRole('option', { name: 'All teams' }).click();
  await expect(page).toHaveURL('/meetings?tab=historical');

  // Team goals of one team; Create a Goal from the home starts on the team.
  await page.goto(`/team/${teamId}`);
  await goals.getByRole('link', { name: /Team goals|All \d+ goals/ }).click();
  await expect(page).toHaveURL(`/teamGoals?teamId=${teamId}`);
  await expect(teamFilter(page)).toHaveText('7th Grade Math');
  await expect(page.getByText('Team: Literacy Committee')).toHaveCount(0);
  await expect(page.getByRole('link', { name: "Export CSV of all this team's goals" })).toHaveAttribute(
    'href',
    `/api/v1/goal/exportByTeamId/${teamId}.csv`,
  );
  await checkScreen(page, 'team-goals-of-team');
  await page.goto(`/team/${teamId}`);
  await goals.getByRole('link', { name: 'Create a Goal' }).click();
  await expect(page).toHaveURL(`/createGoal/0?teamId=${teamId}`);
  await expect(page.getByRole('combobox', { name: 'Team Assignment' })).toHaveValue('7th Grade Math');
});

test('a lead gives a meeting its timekeeper and norms keeper; the agenda shows them', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, DemoAccounts.lead);
  const teamId = await openTeamHome(page, '7th Grade Math');
  const start = new Date(Date.now() + 3 * 24 * 3600 * 1000);
  const subject = `Roles check ${Math.random().toString(36).slice(2, 7)}`;
  const saved = await page.request.post('/api/v1/meeting/save', {
    data: {
      Id: '0',
      Subject: subject,
      StartDateTime: start.toISOString(),
      EndDateTime: new Date(start.getTime() + 45 * 60 * 1000).toISOString(),
      Location: 'Room 204',
      MeetingTeams: [{ TeamId: teamId }],
    },
  });
  expect(saved.ok()).toBe(true);
  const meetingId = ((await saved.json()) as { Id: string }).Id;

  await page.goto(`/createMeeting/${meetingId}`);
  const roles = page.getByRole('region', { name: 'Roles' });
  await expect(roles.getByRole('button', { name: 'Save Roles' })).toBeDisabled();
  for (const [role, person] of [
    ['Timekeeper', 'Marcus Bell'],
    ['Norms keeper', 'Priya Raman'],
  ] as const) {
    await roles.getByRole('combobox', { name: role }).click();
    await page.getByRole('option', { name: person }).click();
    await expect(roles.getByRole('combobox', { name: role })).toHaveText(person);
  }
  await checkScreen(page, 'meeting-roles');
  await roles.getByRole('button', { name: 'Save Roles' }).click();
  await expect(toast(page, 'The meeting roles have been saved.')).toBeVisible();
  await expect(roles.getByRole('button', { name: 'Save Roles' })).toBeDisabled();

  await page.goto(`/meetingAgenda/${meetingId}`);
  await expect(page.locator('dt', { hasText: 'Timekeeper' })).toBeVisible();
  await expect(page.locator('dd', { hasText: 'Marcus Bell' }).first()).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Norms keeper' })).toBeVisible();
});
