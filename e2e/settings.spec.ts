import { expect, type Page, test } from './helpers/test';
import { DemoAccounts } from './helpers/auth';
import { checkScreen } from './helpers/screenshots';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const settings = [
  { link: 'Agenda item types', url: '/manageAgendaTypes', title: 'Manage Agenda Item Types' },
  { link: 'Staff and admins', url: '/manageStaff', title: 'Manage Staff' },
  { link: 'Students', url: '/manageStudents', title: 'Manage Students' },
  { link: 'Teams with users', url: '/manageTeams', title: 'Manage Teams' },
  { link: 'District goals', url: '/manageDistrictGoals', title: 'Manage District Goals' },
  { link: 'School goals', url: '/manageSchoolGoals', title: 'Manage School Goals' },
];

test('an admin opens the Settings hub: six described links, each opening its screen', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, DemoAccounts.admin);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(heading(page)).toHaveText('Settings');

  const hub = page.getByRole('list', { name: 'Settings' });
  await expect(hub.getByRole('link')).toHaveCount(settings.length);
  for (const [index, setting] of settings.entries()) {
    const link = hub.getByRole('link').nth(index);
    await expect(link).toHaveAccessibleName(setting.link);
    await expect(link).toHaveAttribute('href', setting.url);
    // Each link is described by a sentence of its own.
    await expect(link).toHaveAccessibleDescription(/\w+ .+\./);
  }
  await checkScreen(page, 'settings');

  for (const setting of settings) {
    await hub.getByRole('link', { name: setting.link, exact: true }).click();
    await expect(page).toHaveURL(setting.url);
    await expect(heading(page)).toHaveText(setting.title);
    await page.goBack();
    await expect(heading(page)).toHaveText('Settings');
  }
});
