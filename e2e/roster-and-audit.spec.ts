import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from './helpers/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { DemoAccounts } from './helpers/auth';
import { checkScreen } from './helpers/screenshots';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Puts a file in the screen's file input, as choosing it in the browser's dialog does. */
async function chooseFile(page: Page, name: string, text: string) {
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });
}

test('an admin downloads the staff template, fixes an error the preview shows, and applies the file', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, DemoAccounts.admin);
  await page.goto('/admin');
  await page.getByRole('link', { name: /Import roster/ }).click();
  await expect(heading(page)).toHaveText('Import Roster');
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download template: Staff (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('roster-staff-template.csv');
  const template = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(template[0]!.replaceAll('"', '')).toBe('FirstName,LastName,EmailAddress,StaffId,IsAdmin,Active');

  const tag = suffix();
  const id = () => String(500_000 + Math.floor(Math.random() * 400_000));
  const header = template[0]!.replaceAll('"', '');
  const good = `Nadia,Import${tag},nadia.${tag}@demo.plchub.test,${id()},no,yes`;
  await chooseFile(
    page,
    'staff.csv',
    `${header}\r\n${good}\r\nOwen,Import${tag},not-an-address,${id()},no,yes\r\n`,
  );
  await page.getByRole('button', { name: 'Preview' }).click();
  const errors = page.getByRole('table', { name: 'Errors by line' });
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('cell').first()).toHaveText('3');
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await checkScreen(page, 'roster-preview-errors');

  await chooseFile(
    page,
    'staff.csv',
    `${header}\r\n${good}\r\nOwen,Import${tag},owen.${tag}@demo.plchub.test,${id()},no,yes\r\n`,
  );
  await page.getByRole('button', { name: 'Preview' }).click();
  const added = page.getByRole('table', { name: 'New' });
  await expect(added.getByRole('row')).toHaveCount(3);
  await expect(added).toContainText(`Owen Import${tag}`);
  // The school's other staff are listed, none ticked: nobody is deactivated unless chosen.
  await expect(page.getByRole('checkbox', { name: /^Deactivate / }).first()).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await checkScreen(page, 'roster-preview');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'Imported: 2 added, 0 changed, 0 deactivated')).toBeVisible();

  const staff = await page.request.get(
    `/api/v1/user/GetStaffers?Search=${encodeURIComponent(`Import${tag}`)}`,
  );
  expect(((await staff.json()) as { TotalCount: number }).TotalCount).toBe(2);
});

test('an admin opens a task’s History and sees who changed its due date, and from what', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, DemoAccounts.admin);
  // A task of 7th Grade Math for Marcus, due on the 1st; then its due date moves to the 15th.
  const teams = await page.request.get('/api/v1/team/getByLocationId');
  const math = ((await teams.json()) as { Id: string; Name: string }[]).find(
    (team) => team.Name === '7th Grade Math',
  )!;
  const members = await page.request.get(`/api/v1/team/getTeamWithUsersById/${math.Id}`);
  const me = (
    (await members.json()) as { UsersInTeam: { UserId: string; EmailAddress: string }[] }
  ).UsersInTeam.find((member) => member.EmailAddress === DemoAccounts.teacher.email)!.UserId;
  const title = `Order the reteach kits ${suffix()}`;
  const created = await page.request.post('/api/v1/task/save', {
    data: { Id: '0', Title: title, AssignedToUserId: me, TeamId: math.Id, DueDate: '2031-12-01' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const taskId = ((await created.json()) as { Id: string }).Id;
  const task = await page.request.get(`/api/v1/task/getById/${taskId}`);
  const { Version } = (await task.json()) as { Version: number };
  const moved = await page.request.post('/api/v1/task/save', {
    data: { Id: taskId, Title: title, AssignedToUserId: me, TeamId: math.Id, DueDate: '2031-12-15', Version },
  });
  expect(moved.ok()).toBe(true);

  await page.goto(`/editTask/${taskId}`);
  await expect(heading(page)).toHaveText('Edit Task');
  await page.getByRole('button', { name: 'History' }).click();
  const latest = page.getByRole('listitem').filter({ hasText: 'changed' }).first();
  await expect(latest).toContainText(`Dana Whitfield changed Task: ${title}`);
  await expect(latest).toContainText('Due date');
  await expect(latest).toContainText('12/01/2031 → 12/15/2031');
  await expectNoSeriousA11yViolations(page);
  await checkScreen(page, 'task-history');

  // The school's audit log lists the same change, kept to tasks and then to Dana's changes.
  await page.goto('/admin');
  await page.getByRole('link', { name: /Audit log/ }).click();
  await expect(heading(page)).toHaveText('Audit Log');
  await page.getByRole('combobox', { name: 'Kind of record' }).click();
  await page.getByRole('option', { name: 'Tasks' }).click();
  await expect(page).toHaveURL(/\/auditLog\?kind=task$/);
  await page.getByRole('button', { name: 'Dana Whitfield' }).click();
  await expect(page.getByText('Changes by')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title }).first()).toContainText(
    '12/01/2031 → 12/15/2031',
  );
  await expectNoSeriousA11yViolations(page);
  await checkScreen(page, 'school-audit-log');
});
