import { expect, type Page, test } from './helpers/test';
import { SuperAdminMessages } from '@shared/schemas/super-admin';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { DemoAccounts, signIn } from './helpers/auth';
import { checkScreen } from './helpers/screenshots';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const impersonationBar = (page: Page) => page.getByRole('region', { name: 'Viewing as another user' });

/** The school names of a table's rows, top to bottom. */
const firstCells = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).locator('tbody tr td:first-child p:first-child');

test('the super admin views East Valley as its admin, sees only its teams, and returns in one click', async ({
  page,
}) => {
  const impersonationCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/impersonate\//.test(request.url())) impersonationCalls.push(request.method());
  });

  // Impersonating switches the session itself: a sign-in of its own, not the worker's stored session.
  await signIn(page, DemoAccounts.superAdmin);
  await mainMenu(page).getByRole('link', { name: 'Super Admin' }).click();
  await expect(page).toHaveURL('/superAdmin');
  await expect(heading(page)).toHaveText('Super Admin');
  const schools = page.getByRole('table', { name: 'Schools' });
  await expect(schools.getByRole('row')).toHaveCount(3);
  await expect(schools).toContainText('Riverside Unified School District');
  await checkScreen(page, 'super-admin');

  await page.getByLabel('Search schools or districts').fill('east');
  await expect(schools.getByRole('link', { name: 'Lincoln Middle School' })).toHaveCount(0);
  await schools.getByRole('link', { name: 'East Valley High School' }).click();
  await expect(page).toHaveURL(/\/superAdmin\?school=[0-9a-f-]{36}$/);
  const peopleHeading = page.getByRole('heading', { level: 2, name: 'People of East Valley High School' });
  await expect(peopleHeading).toBeFocused();

  // The chosen school survives a refresh.
  await page.reload();
  await expect(peopleHeading).toBeVisible();
  const people = page.getByRole('table', { name: 'People of East Valley High School' });
  const robin = people.getByRole('row').filter({ hasText: DemoAccounts.eastAdmin.name });
  await expect(robin).toContainText('Admin');
  await expect(people.getByRole('row').filter({ hasText: 'Keisha Moore' })).toContainText('Staff');
  await page.getByLabel('Search people').fill('keisha');
  await expect(robin).toHaveCount(0);
  await page.getByLabel('Search people').fill('');
  await checkScreen(page, 'super-admin-school');

  // Back returns to the list of schools.
  await page.goBack();
  await expect(page).toHaveURL('/superAdmin');
  await expect(page.getByRole('heading', { level: 2, name: 'Schools' })).toBeVisible();
  await page.goForward();
  await expect(peopleHeading).toBeVisible();
  // The "All schools" link replaces the list it sat in: focus goes to the top of the screen.
  await page.getByRole('link', { name: 'All schools' }).click();
  await expect(heading(page)).toBeFocused();
  await schools.getByRole('link', { name: 'East Valley High School' }).click();
  await expect(peopleHeading).toBeFocused();

  await robin.getByRole('link', { name: `View as ${DemoAccounts.eastAdmin.name}` }).click();
  await expect(page).toHaveURL('/');
  await expect(heading(page)).toHaveText('Dashboard');
  const bar = impersonationBar(page);
  // The control that started it is gone: focus is on the banner, so who is viewed as is announced.
  await expect(bar).toBeFocused();
  await expect(bar).toContainText(`Viewing as ${DemoAccounts.eastAdmin.name} · East Valley High School`);
  await expect(bar).toContainText(/until \d{1,2}:\d{2} (AM|PM)/);
  await expect(page.getByRole('banner')).toContainText(DemoAccounts.eastAdmin.name);
  await expect(mainMenu(page).getByRole('link', { name: 'Super Admin' })).toHaveCount(0);
  expect(impersonationCalls).toEqual(['GET']);
  await checkScreen(page, 'impersonating-dashboard');

  await mainMenu(page).getByRole('link', { name: 'My Teams' }).click();
  await expect(heading(page)).toHaveText('My Teams');
  await expect(page.getByRole('region', { name: 'Freshman Success Team', exact: true })).toBeVisible();
  await expect(page.getByText('7th Grade Math')).toHaveCount(0);
  await expect(bar).toBeVisible();

  await page.goto('/manageTeams');
  await expect(heading(page)).toHaveText('Manage Teams');
  await expect(page.getByRole('main')).toContainText('Freshman Success Team');
  await expect(page.getByText('7th Grade Math')).toHaveCount(0);
  await expect(bar).toBeVisible();
  await checkScreen(page, 'impersonating-manage-teams');

  // Their password stays theirs.
  await page.goto('/myAccount');
  const reset = page.getByRole('region', { name: 'Reset Password' });
  await reset.getByLabel('New Password').fill('not-allowed-1');
  await reset.getByLabel('Confirm Password').fill('not-allowed-1');
  await reset.getByRole('button', { name: 'Update password' }).click();
  await expect(reset.getByRole('alert')).toHaveText(SuperAdminMessages.forbiddenWhileImpersonating);

  // One click, from the keyboard, returns to the super admin's own account.
  await bar.getByRole('button', { name: 'Return to my account' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/superAdmin');
  await expect(heading(page)).toHaveText('Super Admin');
  await expect(heading(page)).toBeFocused();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText(DemoAccounts.superAdmin.name);
  expect(impersonationCalls).toEqual(['GET', 'POST']);
});

test('the super admin reads the Schools Accessed Report, sorted on the server by any column', async ({
  signInAs,
  page,
}) => {
  await signInAs(page, DemoAccounts.superAdmin);
  await mainMenu(page).getByRole('link', { name: 'Super Admin' }).click();
  await page.getByRole('link', { name: 'Schools Accessed Report' }).click();
  await expect(page).toHaveURL('/schoolAccessReport');
  await expect(heading(page)).toHaveText('Schools Accessed Report');
  const report = page.getByRole('table', { name: 'Schools Accessed Report' });
  // Most recently used first: the super admin has just signed in at Lincoln.
  await expect(firstCells(page, 'Schools Accessed Report')).toHaveText([
    'Lincoln Middle School',
    'East Valley High School',
  ]);
  await expect(report.getByRole('row').nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)/);
  await report.getByRole('button', { name: 'School', exact: true }).click();
  await expect(firstCells(page, 'Schools Accessed Report')).toHaveText([
    'East Valley High School',
    'Lincoln Middle School',
  ]);
  await report.getByRole('button', { name: 'School', exact: true }).click();
  await expect(firstCells(page, 'Schools Accessed Report')).toHaveText([
    'Lincoln Middle School',
    'East Valley High School',
  ]);
  // Fewer people signed in at East Valley over the last 30 days.
  await report.getByRole('button', { name: 'Users in the last 30 days' }).click();
  await expect(firstCells(page, 'Schools Accessed Report')).toHaveText([
    'East Valley High School',
    'Lincoln Middle School',
  ]);
  await page.getByLabel('Search schools or districts').fill('no such school');
  await expect(page.getByText('No school or district matches your search.')).toBeVisible();
  await page.getByLabel('Search schools or districts').fill('');
  await expect(report).toBeVisible();
  await checkScreen(page, 'school-access-report');

  await page.getByRole('link', { name: 'Back to Super Admin' }).click();
  await expect(heading(page)).toHaveText('Super Admin');
});

test('another super admin is never offered, and a refused impersonation only returns to Super Admin', async ({
  signInAs,
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signInAs(page, DemoAccounts.superAdmin);
  await mainMenu(page).getByRole('link', { name: 'Super Admin' }).click();
  await page
    .getByRole('table', { name: 'Schools' })
    .getByRole('link', { name: 'Lincoln Middle School' })
    .click();
  const people = page.getByRole('table', { name: 'People of Lincoln Middle School' });
  const morgan = people.getByRole('row').filter({ hasText: DemoAccounts.superAdmin.name });
  await expect(morgan).toContainText('Super admin');
  await expect(morgan.getByRole('link')).toHaveCount(0);
  await expect(people.getByRole('link', { name: `View as ${DemoAccounts.admin.name}` })).toBeVisible();

  // Typed by hand, the address is refused by the server: no message, back to Super Admin.
  const session = await (await page.request.get('/api/v1/usermembership/getSession')).json();
  await page.goto(`/impersonate/${session.User.UserId}/${session.User.LocationId}`);
  await expect(page).toHaveURL('/superAdmin');
  await expect(heading(page)).toHaveText('Super Admin');
  await expect(impersonationBar(page)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors.some((text) => text.includes('Impersonation could not start'))).toBe(true);

  // A school that does not exist: the list says it could not load, never that the school is empty.
  await page.goto('/superAdmin?school=00000000-0000-4000-8000-000000000001');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Not found');
  await expect(page.getByText('Nobody at this school can sign in yet.')).toHaveCount(0);
});

test('a teacher is sent home from every super-admin screen and never starts an impersonation', async ({
  signInAs,
  page,
}) => {
  const impersonationCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/impersonate\//.test(request.url())) impersonationCalls.push(request.url());
  });
  await signInAs(page, DemoAccounts.teacher);
  await expect(mainMenu(page).getByRole('link', { name: 'Super Admin' })).toHaveCount(0);
  const someone = '00000000-0000-4000-8000-000000000001';
  for (const url of ['/superAdmin', '/schoolAccessReport', `/impersonate/${someone}/${someone}`]) {
    await page.goto(url);
    await expect(page).toHaveURL('/');
    await expect(heading(page)).toHaveText('Dashboard');
  }
  expect(impersonationCalls).toEqual([]);
  await expectNoSeriousA11yViolations(page, 'dashboard after the redirects');
});
