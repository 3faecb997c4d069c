import { expect, type Page, test } from './helpers/test';
import { Messages } from '@shared/messages';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { DEMO_PASSWORD, DemoAccounts, signIn, submitLogin } from './helpers/auth';
import { checkScreen, PHONE, saveScreenshot } from './helpers/screenshots';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The app's entry script (the build names it index-<hash>.js). */
const APP_ENTRY = '**/assets/index-*.js';
const PRODUCT_DESCRIPTION =
  'PLC Hub manages your professional learning community — teams, norms, goals, meetings, agendas, tasks and student notes — with one fluid tool.';

test.describe('signed out', () => {
  test('the login page describes the product and passes axe', async ({ page }) => {
    await page.goto('/');
    await expect(heading(page)).toHaveText('Sign in');
    await expect(page).toHaveTitle('Sign in | PLC Hub');
    await expect(page.getByText(PRODUCT_DESCRIPTION)).toBeVisible();
    await expect(page.getByLabel('Email Address')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'login');
    await saveScreenshot(page, 'login-desktop');
  });

  test('a wrong password is refused with the spec message', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, DemoAccounts.lead.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText(Messages.invalidCredentials);
    await expect(heading(page)).toHaveText('Sign in');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  });

  test('blank fields show the schema messages on blur', async ({ page }) => {
    await page.goto('/login');
    // focus() does not wait for a control to work: the page's inert prerendered copy would take nothing.
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await page.getByLabel('Email Address').focus();
    await page.getByLabel('Email Address').blur();
    await expect(page.getByText('Email Address is required')).toBeVisible();
  });

  test('the forgot-password toggle sends the reset e-mail and returns to sign in', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email Address').fill(DemoAccounts.teacher.email);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(heading(page)).toHaveText('Forgot your password?');
    await expect(page.getByLabel('Email Address')).toHaveValue(DemoAccounts.teacher.email);
    await expectNoSeriousA11yViolations(page, 'forgot password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(heading(page)).toHaveText('Sign in');
    await expect(page.getByRole('alert')).toHaveText(Messages.forgotPasswordSent);
  });

  test('the reset page validates on blur, shows server errors and confirms an update', async ({ page }) => {
    await page.goto('/forgotPassword/not-a-real-token');
    await expect(heading(page)).toHaveText('Set a new password');
    await expectNoSeriousA11yViolations(page, 'reset password');

    const password = page.getByLabel('New Password');
    const confirm = page.getByLabel('Confirm Password');
    await password.fill('abc');
    await password.blur();
    await expect(page.getByText('Password must be at least 6 characters in length')).toBeVisible();
    await password.fill('long-enough');
    await confirm.fill('different');
    await confirm.blur();
    await expect(page.getByText('Passwords must match')).toBeVisible();

    await confirm.fill('long-enough');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByRole('alert')).toContainText('invalid or has expired');

    // A valid token lives only in the e-mail, so the success answer is stubbed.
    await page.route('**/api/v1/usermembership/UpdatePassword', (route) =>
      route.fulfill({ status: 200, json: { Message: Messages.passwordUpdated } }),
    );
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(heading(page)).toHaveText(Messages.passwordUpdated);
    await expectNoSeriousA11yViolations(page, 'password updated');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(heading(page)).toHaveText('Sign in');
  });

  test('the sign-in page shows before the app has run, as a picture until the app takes over', async ({
    page,
  }) => {
    // The app's script never arrives: what shows is the page as the server sent it.
    await page.route(APP_ENTRY, (route) => route.abort());
    await page.goto('/');
    const prerendered = page.locator('[data-prerendered]');
    await expect(prerendered.getByText(PRODUCT_DESCRIPTION)).toBeVisible();
    await expect(prerendered.locator('h1')).toHaveText('Sign in');
    await expect(prerendered).toHaveAttribute('inert', '');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
    await page.unroute(APP_ENTRY);
    await page.goto('/');
    await expect(heading(page)).toHaveText('Sign in');
    await expect(prerendered).toHaveCount(0);
  });

  test('an unknown address shows a page-not-found screen with a way home', async ({ page }) => {
    await page.goto('/no-such-screen');
    await expect(heading(page)).toHaveText('Page not found');
    await expectNoSeriousA11yViolations(page, 'not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(heading(page)).toHaveText('Sign in');
  });
});

test.describe('signed in', () => {
  test('an admin sees the shell, every menu screen and can sign out', async ({ page }) => {
    // Seven screens, each scanned by axe: about 20 s alone on a 2-core machine, more beside another worker.
    await signIn(page, DemoAccounts.admin);
    await expect(page.getByRole('banner')).toContainText(DemoAccounts.admin.name);
    await expect(mainMenu(page).getByRole('link', { name: 'Admin' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Super Admin' })).toHaveCount(0);
    await expect(mainMenu(page).getByRole('link', { name: /Site Admin/ })).toHaveCount(0);

    const feedback = page.getByRole('link', { name: 'Send feedback' });
    await expect(feedback).toHaveAttribute('target', '_blank');
    await expect(feedback).toHaveAttribute('href', /^mailto:|^https?:/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/myAccount',
    );
    // No help centre is configured here, so Help opens the app's own screen.
    const help = mainMenu(page).getByRole('link', { name: 'Help', exact: true });
    await expect(help).toHaveAttribute('href', '/help');
    await expect(help).not.toHaveAttribute('target', '_blank');
    await saveScreenshot(page, 'dashboard-desktop');

    const screens = [
      { link: 'Dashboard', url: '/', title: 'Dashboard' },
      { link: 'My Teams', url: '/myTeams', title: 'My Teams' },
      { link: 'District Goals', url: '/districtGoals', title: 'District Goals' },
      { link: 'School Goals', url: '/schoolGoals', title: 'School Goals' },
      { link: 'Team Goals', url: '/teamGoals', title: 'Team Goals' },
      { link: 'Meetings', url: '/meetings', title: 'Meetings' },
      { link: 'Admin', url: '/admin', title: 'Settings' },
    ];
    for (const screen of screens) {
      const link = mainMenu(page).getByRole('link', { name: screen.link, exact: true });
      await link.click();
      await expect(page).toHaveURL(screen.url);
      await expect(heading(page)).toHaveText(screen.title);
      await expect(page.getByRole('banner')).toContainText(screen.title);
      await expect(page).toHaveTitle(`${screen.title} | PLC Hub`);
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, screen.url);
    }

    // Deep links with parameters are registered too.
    await page.goto('/meetingAgenda/00000000-0000-0000-0000-000000000000');
    await expect(heading(page)).toHaveText('Meeting Agenda');
    await page.goto('/createMeetingsNotes/1/2/3/0');
    await expect(heading(page)).toHaveText('Create Task');
    await page.goto('/manageStaff');
    await expect(heading(page)).toHaveText('Manage Staff');

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(heading(page)).toHaveText('Sign in');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    await page.goto('/myTeams');
    await expect(heading(page)).toHaveText('Sign in');
  });

  test('at / the dashboard shows in its frame before the app has run, and whose it is once it has', async ({
    page,
    signInAs,
  }) => {
    await signInAs(page, DemoAccounts.teacher);
    await page.route(APP_ENTRY, (route) => route.abort());
    await page.goto('/');
    const prerendered = page.locator('[data-prerendered]');
    await expect(prerendered.getByText('My Task Assignments')).toBeVisible();
    await expect(prerendered.getByRole('progressbar', { includeHidden: true })).toHaveCount(2);
    await expect(prerendered).not.toContainText(DemoAccounts.teacher.name);
    await page.unroute(APP_ENTRY);
    await page.goto('/');
    await expect(page.getByRole('banner')).toContainText(DemoAccounts.teacher.name);
    await expect(
      page.getByRole('table', { name: 'Upcoming Meetings' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(prerendered).toHaveCount(0);
  });

  test('the skip link moves keyboard focus to the content', async ({ page, signInAs }) => {
    await signInAs(page, DemoAccounts.lead);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('a teacher has no Admin or Insights menu and is sent home from admin screens', async ({
    page,
    signInAs,
  }) => {
    await signInAs(page, DemoAccounts.teacher);
    await expect(page.getByRole('banner')).toContainText(DemoAccounts.teacher.name);
    await expect(mainMenu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    // Insights are for admins and team leads (the session's AllowedToViewInsights).
    await expect(mainMenu(page).getByRole('link', { name: 'Insights' })).toHaveCount(0);
    for (const url of ['/admin', '/manageTeams', '/superAdmin', '/impersonate/1/2']) {
      await page.goto(url);
      await expect(page).toHaveURL('/');
      await expect(heading(page)).toHaveText('Dashboard');
    }
  });

  test('a super admin also sees Super Admin and the external Site Admin link', async ({ page, signInAs }) => {
    await signInAs(page, DemoAccounts.superAdmin);
    await expect(mainMenu(page).getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    const siteAdmin = mainMenu(page).getByRole('link', { name: /Site Admin/ });
    await expect(siteAdmin).toHaveAttribute('target', '_blank');
    await expect(siteAdmin).toHaveAttribute('href', /^https?:\/\//);
    await mainMenu(page).getByRole('link', { name: 'Super Admin' }).click();
    await expect(heading(page)).toHaveText('Super Admin');
    await page.goto('/schoolAccessReport');
    await expect(heading(page)).toHaveText('Schools Accessed Report');
    await expectNoSeriousA11yViolations(page, 'super admin');
  });

  test("Help opens the app's Help screen, whose feedback link mails the school's admins", async ({
    signInAs,
    page,
  }) => {
    await signInAs(page, DemoAccounts.teacher);
    await mainMenu(page).getByRole('link', { name: 'Help', exact: true }).click();
    await expect(page).toHaveURL('/help');
    await expect(heading(page)).toHaveText('Help');
    await expect(page).toHaveTitle('Help | PLC Hub');
    await expect(page.getByRole('main')).toContainText("Your school's PLC Hub admins can help.");
    // Without a configured help centre there is nothing external to open.
    await expect(page.getByRole('link', { name: /help centre/ })).toHaveCount(0);
    const headerFeedback = page.getByRole('banner').getByRole('link', { name: 'Send feedback' });
    await expect(headerFeedback).toHaveAttribute(
      'href',
      `mailto:superadmin@demo.plchub.test,admin@demo.plchub.test?subject=PLC%20Hub%20feedback`,
    );
    const feedback = page.getByRole('main').getByRole('link', { name: /Send feedback/ });
    await expect(feedback).toHaveAttribute('href', (await headerFeedback.getAttribute('href')) ?? '');
    await checkScreen(page, 'help');
  });

  test('an expired session returns to the login page with the timed-out message', async ({
    page,
    context,
    baseURL,
  }) => {
    // A redirectTo that is not a path of this app is ignored: the sign-in lands on the dashboard here.
    await page.goto('/login?redirectTo=%2F%09%2Fevil.example');
    await submitLogin(page, DemoAccounts.admin.email, DEMO_PASSWORD);
    await expect(heading(page)).toHaveText('Dashboard');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await context.clearCookies();
    await page.reload();
    await expect(heading(page)).toHaveText('Sign in');
    await expect(page.getByRole('alert')).toHaveText(Messages.sessionTimedOut);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    await expectNoSeriousA11yViolations(page, 'login after timeout');

    // Signing in again from a deep link that timed out returns there.
    await submitLogin(page, DemoAccounts.admin.email, DEMO_PASSWORD);
    await expect(heading(page)).toHaveText('Dashboard');
    await context.clearCookies();
    await page.goto('/meetings');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmeetings$/);
    await expect(page.getByRole('alert')).toHaveText(Messages.sessionTimedOut);
    await submitLogin(page, DemoAccounts.admin.email, DEMO_PASSWORD);
    await expect(page).toHaveURL('/meetings');
    await expect(heading(page)).toHaveText('Meetings');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the menu opens from the menu button and carries My Account and Logout', async ({ page }) => {
    await page.goto('/');
    await expect(heading(page)).toHaveText('Sign in');
    await expectNoSeriousA11yViolations(page, 'login on a phone');
    await saveScreenshot(page, 'login-phone');

    await signIn(page, DemoAccounts.admin);
    await expect(mainMenu(page)).toBeHidden();
    await expectNoSeriousA11yViolations(page, 'dashboard on a phone');
    await saveScreenshot(page, 'dashboard-phone');

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(mainMenu(page)).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(mainMenu(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'open phone menu');
    await saveScreenshot(page, 'menu-phone');

    await mainMenu(page).getByRole('link', { name: 'My Teams' }).click();
    await expect(mainMenu(page)).toBeHidden();
    await expect(heading(page)).toHaveText('My Teams');

    await menuButton.click();
    await mainMenu(page).getByRole('button', { name: 'Logout' }).click();
    await expect(heading(page)).toHaveText('Sign in');
  });
});
