import { expect, type Page, test } from './helpers/test';
import { Messages, PasswordMessages } from '@shared/messages';
import { DEMO_PASSWORD, DemoAccounts, signIn } from './helpers/auth';
import { checkScreen } from './helpers/screenshots';

// Every sign-in counts as long ago on this file's server, as one does 15 minutes after signing in on a
// default server. Its own worker and server: the other journeys keep the default.
test.use({ serverEnv: { RECENT_SIGN_IN_MINUTES: '0' } });

const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).last();

test("long after signing in, My Account asks for the current password; the server's refusals show under their fields", async ({
  page,
}) => {
  await signIn(page, DemoAccounts.passwordChanger);
  await page.goto('/myAccount');
  const section = page.getByRole('region', { name: 'Reset Password' });
  const current = section.getByLabel('Current Password');
  const password = section.getByLabel('New Password');
  const confirm = section.getByLabel('Confirm Password');
  const update = section.getByRole('button', { name: 'Update password' });
  await expect(section.getByText('please confirm it is you with your current password')).toBeVisible();

  await current.focus();
  await current.blur();
  await expect(section.getByText(PasswordMessages.currentRequired)).toBeVisible();

  // The server's own rules: a wrong current password and a common new one, each under its field.
  await current.fill('not-my-password');
  await password.fill('password123');
  await confirm.fill('password123');
  await update.click();
  await expect(section.getByText(PasswordMessages.currentWrong)).toBeVisible();
  await expect(section.getByText(PasswordMessages.tooCommon)).toBeVisible();
  await expect(current).toBeFocused();
  await checkScreen(page, 'my-account-current-password');

  await current.fill(DEMO_PASSWORD);
  await password.fill('elena-chose-better');
  await confirm.fill('elena-chose-better');
  await update.click();
  await expect(toast(page, Messages.passwordUpdated)).toBeVisible();
  await expect(current).toHaveValue('');
});
