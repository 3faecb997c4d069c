import { expect, type Page, test } from './helpers/test';
import { Messages } from '@shared/messages';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { DEMO_PASSWORD, DemoAccounts, signIn, submitLogin } from './helpers/auth';
import { checkScreen as checkBothWidths } from './helpers/screenshots';

const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).last();
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const checkScreen = (page: Page, name: string) => checkBothWidths(page, `my-account-${name}`);

test('a teacher subscribes to his calendar feed and turns it off again', async ({ page, signInAs }) => {
  await signInAs(page, DemoAccounts.teacher);
  await page.goto('/myAccount');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  // The e2e server has no video-meeting provider configured.
  const integrations = page.getByRole('region', { name: 'Integrations' });
  await expect(integrations.getByText('Video meetings are not configured on this server.')).toBeVisible();
  const feed = page.getByRole('region', { name: 'Calendar feed' });
  await expect(feed.getByRole('button', { name: 'Create link' })).toBeVisible();
  await checkScreen(page, 'initial');

  await feed.getByRole('button', { name: 'Create link' }).click();
  await expect(toast(page, 'A new calendar link has been created.')).toBeVisible();
  const link = feed.getByRole('textbox', { name: 'Your calendar link' });
  await expect(link).toHaveValue(/\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(link).toHaveAttribute('readonly', '');
  const feedUrl = await link.inputValue();
  await checkScreen(page, 'link-created');

  // The link works without a session, as a calendar app would fetch it.
  const calendar = await page.request.get(feedUrl, { headers: { cookie: '' } });
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
  const ics = await calendar.text();
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain('SUMMARY:Fractions reteach planning');
  expect(ics).toContain('X-WR-CALNAME:PLC Hub');

  // After a reload the link is gone from the page (only its hash is kept) but the feed stays on.
  await page.reload();
  await expect(feed.getByRole('textbox', { name: 'Your calendar link' })).toHaveCount(0);
  await expect(feed.getByText(/Your calendar link was created on \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  await feed.getByRole('button', { name: 'Turn off' }).click();
  const dialog = page.getByRole('dialog', { name: 'You are about to delete:' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'turn off dialog');
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(toast(page, 'Your calendar link has been turned off.')).toBeVisible();
  await expect(feed.getByRole('button', { name: 'Create link' })).toBeVisible();
  expect((await page.request.get(feedUrl)).status()).toBe(404);
});

test('a user changes her password: rules on blur, the toast, her other session ends, the new one works', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = DemoAccounts.passwordChanger;
  const newPassword = 'a-brand-new-secret';

  // Signed in on another device too: changing the password signs that one out.
  const otherDevice = await browser.newContext({ baseURL });
  const otherPage = await otherDevice.newPage();
  await signIn(otherPage, account);

  await signIn(page, account);
  await page.goto('/myAccount');
  await expect(page.getByRole('region')).toHaveText([
    /^Reset Password/,
    /^Linked sign-in accounts/,
    /^Integrations/,
    /^Calendar feed/,
    /^Notifications/,
  ]);
  const section = page.getByRole('region', { name: 'Reset Password' });
  const password = section.getByLabel('New Password');
  const confirm = section.getByLabel('Confirm Password');
  // Just signed in: the new password is enough, as in the spec.
  await expect(section.getByLabel('Current Password')).toHaveCount(0);

  await password.focus();
  await password.blur();
  await expect(section.getByText('Please provide a password')).toBeVisible();
  await password.fill('abc');
  await password.blur();
  await expect(section.getByText('Password must be at least 6 characters in length')).toBeVisible();
  await password.fill(newPassword);
  await password.blur();
  await expect(section.getByText('Password must be at least 6 characters in length')).toHaveCount(0);
  await confirm.focus();
  await confirm.blur();
  await expect(section.getByText('Please confirm your password')).toBeVisible();
  await confirm.fill('something-else');
  await confirm.blur();
  await expect(section.getByText('Passwords must match')).toBeVisible();
  await checkScreen(page, 'password-rules');

  await confirm.fill(newPassword);
  await section.getByRole('button', { name: 'Update password' }).click();
  await expect(toast(page, Messages.passwordUpdated)).toBeVisible();
  await expect(password).toHaveValue('');
  await expect(confirm).toHaveValue('');
  await expect(section.getByText('Passwords must match')).toHaveCount(0);

  // This session goes on; the other device is signed out.
  await page.reload();
  await expect(heading(page)).toHaveText('My Account');
  await otherPage.reload();
  await expect(heading(otherPage)).toHaveText('Sign in');
  await otherDevice.close();

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(heading(page)).toHaveText('Sign in');
  await submitLogin(page, account.email, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(Messages.invalidCredentials);
  await signIn(page, account, newPassword);
  await expect(page.getByRole('banner')).toContainText(account.name);
});
