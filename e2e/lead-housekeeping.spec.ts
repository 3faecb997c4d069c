import { expect, type Page, test } from './helpers/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { DemoAccounts } from './helpers/auth';
import { checkScreen as checkBothWidths } from './helpers/screenshots';

const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).last();
const checkScreen = (page: Page, name: string) => checkBothWidths(page, `housekeeping-${name}`);

/** POSTs through the signed-in page's session and answers the saved record's id. */
async function saved(page: Page, url: string, data: object): Promise<string> {
  const response = await page.request.post(`/api/v1/${url}`, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { Id: string }).Id;
}

test('a lead deletes a task assignment, meets a meeting without agenda items and removes a student from a team', async ({
  signInAs,
  page,
}) => {
  test.setTimeout(180_000);
  const suffix = Math.random().toString(36).slice(2, 8);
  await signInAs(page, DemoAccounts.lead);
  const session = await page.request.get('/api/v1/usermembership/getSession');
  const me = ((await session.json()) as { User: { UserId: string } }).User.UserId;
  const teams = (await (await page.request.get('/api/v1/team/getByLocationId')).json()) as {
    Id: string;
    Name: string;
  }[];
  const teamId = (name: string) => teams.find((team) => team.Name === name)!.Id;

  // My Task Assignments: she assigned this one to herself, so the server lets her delete it.
  const title = `Return the library books ${suffix}`;
  await saved(page, 'task/save', { Id: '0', Title: title, AssignedToUserId: me, DueDate: null });
  await page.reload();
  const tasks = page.getByRole('table', { name: 'My Task Assignments' });
  await expect(tasks.getByRole('row').filter({ hasText: title })).toBeVisible();
  await checkScreen(page, 'dashboard');
  await tasks.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'You are about to delete:' });
  await expect(dialog).toContainText(title);
  await expectNoSeriousA11yViolations(page, 'delete task assignment dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Task Assignment has been deleted')).toBeVisible();
  await expect(tasks).not.toContainText(title);
  await expect(page.getByRole('heading', { level: 2, name: 'My Task Assignments' })).toBeFocused();

  // A meeting whose agenda has no items yet: the task form says so under its Agenda Items select.
  const math = teamId('7th Grade Math');
  const start = Date.now() + 86_400_000;
  const meetingName = `Empty agenda ${suffix}`;
  const meetingId = await saved(page, 'meeting/save', {
    Id: '0',
    Subject: meetingName,
    StartDateTime: new Date(start).toISOString(),
    EndDateTime: new Date(start + 3_600_000).toISOString(),
    MeetingTeams: [{ Id: '0', TeamId: math }],
  });
  await page.goto('/myTeams');
  await page
    .getByRole('region', { name: '7th Grade Math' })
    .getByRole('link', { name: 'Assign a task to Marcus Bell' })
    .click();
  const agendaItems = page.getByRole('combobox', { name: 'Agenda Items' });
  await expect(agendaItems).toBeDisabled();
  await page.getByRole('combobox', { name: 'Meetings' }).click();
  await page.getByRole('option', { name: new RegExp(`^${meetingName}`) }).click();
  await expect(page.getByText('There are no Agenda Items to display.')).toBeVisible();
  await expect(agendaItems).toBeDisabled();
  await checkScreen(page, 'assign-task-no-agenda-items');
  expect((await page.request.delete(`/api/v1/meeting/delete/${meetingId}`)).ok()).toBe(true);

  // A team of her own with one student: she removes him from it on the team's student list.
  const literacy = await page.request.get(`/api/v1/user/getStudentsByTeamId/${teamId('Literacy Committee')}`);
  const lucas = ((await literacy.json()) as { Items: { Id: string; LastName: string }[] }).Items.find(
    (student) => student.LastName === 'Nguyen',
  )!;
  const teamName = `Reading buddies ${suffix}`;
  const buddies = await saved(page, 'team/addTeamWithUsers', {
    TeamId: null,
    TeamName: teamName,
    UsersInTeam: [{ UserId: me, UserRoles: [{ RoleId: 1 }] }, { UserId: lucas.Id }],
  });
  await page.goto(`/studentGroups/${buddies}`);
  const students = page.getByRole('table', { name: 'Students' });
  await expect(students.getByRole('link', { name: 'Nguyen, Lucas' })).toBeVisible();
  await checkScreen(page, 'student-groups');
  await students.getByRole('button', { name: `Remove Lucas Nguyen from ${teamName}` }).click();
  await expect(dialog).toContainText('Lucas Nguyen');
  await expect(dialog).toContainText(`This student will be removed from ${teamName}.`);
  await expectNoSeriousA11yViolations(page, 'remove student dialog');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Student has been removed from team.')).toBeVisible();
  await expect(page.getByText('There are no students to display.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: teamName })).toBeFocused();
  expect((await page.request.delete(`/api/v1/team/delete/${buddies}`)).ok()).toBe(true);
});
