import { expect, type Page, test } from './helpers/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { DemoAccounts, signIn, submitLogin } from './helpers/auth';
import { PHONE, saveScreenshot } from './helpers/screenshots';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const uniqueNumber = () => String(100_000 + Math.floor(Math.random() * 800_000));

test.describe('staff and students', () => {
  test('an admin creates a staffer with web access, who then signs in', async ({ page }) => {
    const tag = suffix();
    const lastName = `Tester${tag}`;
    const email = `quinn.${tag}@demo.plchub.test`;
    const password = `secret-${tag}`;

    await signIn(page, DemoAccounts.admin);
    await page.goto('/manageStaff');
    await expect(heading(page)).toHaveText('Manage Staff');
    const table = page.getByRole('table', { name: 'Staff' });
    await expect(table.getByRole('row', { name: /Whitfield, Dana/ })).toBeVisible();
    await expect(table.getByRole('img', { name: 'Active Admin' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'manage staff');
    await saveScreenshot(page, 'manage-staff-desktop');

    await page.getByRole('link', { name: 'Create New Staffer' }).click();
    await expect(page).toHaveURL('/createStaffer/0');
    await expect(heading(page)).toHaveText('Create Staffer');
    await expect(page).toHaveTitle('Create Staffer | PLC Hub');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);

    // Rules and the server's uniqueness checks, on blur.
    const firstName = page.getByLabel('First Name');
    await firstName.focus();
    await firstName.blur();
    await expect(page.getByText('First Name is required')).toBeVisible();
    await firstName.fill('Q');
    await firstName.blur();
    await expect(page.getByText('First Name must be at least 2 characters')).toBeVisible();
    await page.getByLabel('Email Address').fill('LEAD@demo.plchub.test');
    await page.getByLabel('Email Address').blur();
    await expect(page.getByText('Email must be unique')).toBeVisible();
    await page.getByLabel('Staff Id').fill('1003');
    await page.getByLabel('Staff Id').blur();
    await expect(page.getByText('This Staff Id is associated with another user')).toBeVisible();

    await firstName.fill('Quinn');
    await page.getByLabel('Last Name').fill(lastName);
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Staff Id').fill(uniqueNumber());
    await page.getByLabel('Staff Id').blur();
    await expect(page.getByText('Email must be unique')).toHaveCount(0);
    await expect(page.getByText('This Staff Id is associated with another user')).toHaveCount(0);

    await page.getByLabel('Grant Web Access').check();
    const passwordField = page.getByRole('textbox', { name: 'Password', exact: true });
    const confirmField = page.getByLabel('Confirm Password');
    await passwordField.fill('short');
    await passwordField.blur();
    await expect(page.getByText('Password must be at least 6 characters in length')).toBeVisible();
    await passwordField.fill(password);
    await confirmField.fill('something-else');
    await confirmField.blur();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await confirmField.fill(password);
    await confirmField.blur();
    await expect(page.getByText('Passwords must match')).toHaveCount(0);
    await page.getByLabel('Email Account Information').check();
    await expectNoSeriousA11yViolations(page, 'create staffer');
    await saveScreenshot(page, 'create-staffer-desktop');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Staff info has been saved.')).toBeVisible();
    await expect(page).toHaveURL('/manageStaff');

    await page.getByLabel('Search staff').fill(lastName);
    const row = table.getByRole('row', { name: new RegExp(`${lastName}, Quinn`) });
    await expect(row).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);

    // The edit form loads the saved values and keeps the password when it is left empty.
    await row.getByRole('link', { name: `Edit Quinn ${lastName}` }).click();
    await expect(heading(page)).toHaveText('Edit Staffer');
    await expect(page).toHaveTitle('Edit Staffer | PLC Hub');
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await expect(page.getByLabel('Grant Web Access')).toBeChecked();
    await expect(page.getByText('Leave the password empty to keep the current one.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Staff info has been saved.').first()).toBeVisible();
    await expect(page).toHaveURL('/manageStaff');

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(heading(page)).toHaveText('Sign in');
    await submitLogin(page, email, password);
    await expect(heading(page)).toHaveText('Dashboard');
    await expect(page.getByRole('banner')).toContainText(`Quinn ${lastName}`);
  });

  test('an admin creates a student and deletes them through the confirmation', async ({ page, signInAs }) => {
    const tag = suffix();
    const lastName = `Pupil${tag}`;
    await signInAs(page, DemoAccounts.admin);
    await page.goto('/manageStudents');
    await expect(heading(page)).toHaveText('Manage Students');
    const table = page.getByRole('table', { name: 'Students' });
    await expect(table.getByRole('row', { name: /Brown, Chloe/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'manage students');
    await saveScreenshot(page, 'manage-students-desktop');

    await page.getByRole('link', { name: 'Create New Student' }).click();
    await expect(page).toHaveURL('/createStudent/0');
    await expect(page.getByLabel('Graduation Year')).toHaveValue(String(new Date().getFullYear()));
    await page.getByLabel('Graduation Year').fill('203');
    await page.getByLabel('Graduation Year').blur();
    await expect(page.getByText('Graduation Year must be 4 digits')).toBeVisible();
    await page.getByLabel('Email Address').fill('ava.thompson@students.demo.plchub.test');
    await page.getByLabel('Email Address').blur();
    await expect(page.getByText('This email address is associated with another user')).toBeVisible();
    await page.getByLabel('Student Id').fill('50001');
    await page.getByLabel('Student Id').blur();
    await expect(page.getByText('This student id is associated with another student')).toBeVisible();

    await page.getByLabel('First Name').fill('Robin');
    await page.getByLabel('Last Name').fill(lastName);
    await page.getByLabel('Email Address').fill(`robin.${tag}@students.demo.plchub.test`);
    await page.getByLabel('Graduation Year').fill('2031');
    await page.getByLabel('Student Id').fill(uniqueNumber());
    // Correcting a taken value clears the server's answer until the next blur asks again.
    await expect(page.getByText('This student id is associated with another student')).toHaveCount(0);
    await expect(page.getByText('This email address is associated with another user')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'create student');
    await saveScreenshot(page, 'create-student-desktop');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Student information has been saved.')).toBeVisible();
    await expect(page).toHaveURL('/manageStudents');

    await page.getByLabel('Search students').fill(lastName);
    const row = table.getByRole('row', { name: new RegExp(`${lastName}, Robin`) });
    await expect(row).toContainText('2031');
    await row.getByRole('button', { name: `Delete Robin ${lastName}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('You are about to delete:');
    await expect(dialog).toContainText(`Robin ${lastName}`);
    await expectNoSeriousA11yViolations(page, 'delete student dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Student has been deleted.')).toBeVisible();
    await expect(page.getByText('There are no students to display.')).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the lists and forms fit a phone and pass axe', async ({ page, signInAs }) => {
    await signInAs(page, DemoAccounts.admin);
    for (const [url, title, name] of [
      ['/manageStaff', 'Manage Staff', 'manage-staff-phone'],
      ['/manageStudents', 'Manage Students', 'manage-students-phone'],
      ['/createStaffer/0', 'Create Staffer', 'create-staffer-phone'],
      ['/createStudent/0', 'Create Student', 'create-student-phone'],
    ] as const) {
      await page.goto(url);
      await expect(heading(page)).toHaveText(title);
      if (url === '/createStaffer/0') await page.getByLabel('Grant Web Access').check();
      if (url.startsWith('/manage')) await expect(page.getByRole('table')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${url} scrolls sideways`).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page, `${url} on a phone`);
      await saveScreenshot(page, name);
    }
  });
});
