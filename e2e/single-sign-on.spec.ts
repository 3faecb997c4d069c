import { expect, type Page, test } from './helpers/test';
import type { IdentityProviderSettings } from '@shared/schemas/sso';
import { SsoMessages } from '@shared/sso-messages';
import {
  LOCAL_CLIENT_ID,
  LOCAL_CLIENT_SECRET,
  type LocalOidcProvider,
  startLocalOidcProvider,
} from '../server/test/local-oidc-provider';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { DEMO_PASSWORD, DemoAccounts, submitLogin } from './helpers/auth';
import { checkScreen } from './helpers/screenshots';

// Each journey builds on the last: the provider the super admin adds is the one the others sign in with.
test.describe.configure({ mode: 'serial' });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).last();

/** The provider's accounts, by the id typed on its sign-in page. */
const ACCOUNTS = {
  marcus: { email: DemoAccounts.teacher.email, givenName: 'Marcus', familyName: 'Bell' },
  stranger: { email: 'nobody@demo.plchub.test' },
};

let provider: LocalOidcProvider;

test.beforeAll(async ({ appServer }) => {
  provider = await startLocalOidcProvider({
    redirectUris: [`${appServer.baseURL}/api/v1/sso/callback`],
    postLogoutRedirectUris: [`${appServer.baseURL}/login`],
    accounts: ACCOUNTS,
  });
});

// The worker's server goes on to other files: take the provider away (its links go with it), so their
// login page has no provider and their passwords are not refused.
test.afterAll(async ({ appServer, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: `${appServer.baseURL}/api/v1/` });
  await api.post('usermembership/login', {
    data: { EmailAddress: DemoAccounts.superAdmin.email, Password: DEMO_PASSWORD },
  });
  const settings = (await (await api.get('sso/getSettings')).json()) as IdentityProviderSettings;
  for (const { Id } of settings.Providers) {
    expect((await api.delete(`sso/deleteProvider/${Id}`)).ok()).toBe(true);
  }
  await api.dispose();
  await provider?.close();
});

/** From the login page: "Sign in with Google", then the provider's sign-in page as `accountId`. */
async function signInWithProvider(page: Page, accountId: keyof typeof ACCOUNTS): Promise<void> {
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuerUrl}/`));
  // The typed login is the account's id; any password does.
  await page.getByPlaceholder('Enter any login').fill(accountId);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('the super admin adds a Google provider, tests its issuer and saves it', async ({
  page,
  signInAs,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, DemoAccounts.superAdmin);
  await page.goto('/admin');
  await page.getByRole('list', { name: 'District' }).getByRole('link', { name: 'Sign-in providers' }).click();
  await expect(page).toHaveURL('/ssoProviders');
  await expect(heading(page)).toHaveText('Sign-in Providers');
  await expect(page.getByRole('textbox', { name: 'Redirect URL', exact: true })).toHaveValue(
    `${baseURL}/api/v1/sso/callback`,
  );
  await expect(page.getByRole('textbox', { name: 'Post-logout redirect URL' })).toHaveValue(
    `${baseURL}/login`,
  );
  await expect(page.getByText(SsoMessages.noKey)).toHaveCount(0);
  await expect(
    page.getByText('There are no sign-in providers: everyone signs in with a password.'),
  ).toBeVisible();
  await checkScreen(page, 'sso-providers-empty');

  await page.getByRole('button', { name: 'Add Sign-in Provider' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Sign-in Provider' });
  const buttonName = dialog.getByRole('textbox', { name: 'Button name' });
  const issuer = dialog.getByRole('textbox', { name: 'Issuer URL' });
  // A kind fills in its own name and issuer until the user types their own.
  await expect(buttonName).toHaveValue('Google');
  await expect(issuer).toHaveValue('https://accounts.google.com');
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Microsoft' }).click();
  await expect(buttonName).toHaveValue('Microsoft');
  await expect(issuer).toHaveValue(/^https:\/\/login\.microsoftonline\.com\//);
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Google' }).click();
  await expect(buttonName).toHaveValue('Google');

  await issuer.fill(provider.issuerUrl);
  await dialog.getByRole('button', { name: 'Test', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`Found ${provider.issuerUrl}.`);
  await dialog.getByRole('textbox', { name: 'Client ID' }).fill(LOCAL_CLIENT_ID);
  await dialog.getByLabel('Client secret').fill(LOCAL_CLIENT_SECRET);
  const domains = dialog.getByRole('textbox', { name: 'Allowed e-mail domains' });
  await domains.fill('demo.plchub.test, not a domain');
  await domains.blur();
  await expect(dialog.getByText('Enter a domain such as riverside.k12.ca.us')).toBeVisible();
  await domains.fill('demo.plchub.test');
  await domains.blur();
  await expect(dialog.getByText('Enter a domain such as riverside.k12.ca.us')).toHaveCount(0);
  await expect(dialog.getByRole('switch', { name: 'Enabled' })).toBeChecked();
  await checkScreen(page, 'sso-provider-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, SsoMessages.saved)).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('table', { name: 'Sign-in providers' }).getByRole('row', { name: /Google/ });
  await expect(row).toContainText('demo.plchub.test');
  await expect(row).toContainText('Yes');
  await checkScreen(page, 'sso-providers');
});

test('a teacher signs in with Google, sees the account on My Account, and is offered Google’s sign-out', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(heading(page)).toHaveText('Sign in');
  await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible();
  await checkScreen(page, 'login-with-provider');

  await signInWithProvider(page, 'marcus');
  await expect(heading(page)).toHaveText('Dashboard');
  await expect(page.getByRole('banner')).toContainText(DemoAccounts.teacher.name);
  await expectNoSeriousA11yViolations(page, 'dashboard after single sign-on');

  await page.goto('/myAccount');
  const links = page.getByRole('list', { name: 'Linked sign-in accounts' });
  await expect(links.getByRole('listitem')).toHaveCount(1);
  await expect(links.getByRole('listitem')).toContainText(`Google ${DemoAccounts.teacher.email}`);
  await expect(links.getByRole('listitem')).toContainText(/Linked \d{2}\/\d{2}\/\d{4}, last used /);
  await checkScreen(page, 'my-account-linked-accounts');

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(heading(page)).toHaveText('Sign in');
  const notice = page.getByRole('alert').filter({ hasText: 'signed out of PLC Hub' });
  await expect(notice).toContainText("You're signed out of PLC Hub. You may still be signed in to Google.");
  const providerSignOut = notice.getByRole('link', { name: 'Sign out of Google too' });
  await expect(providerSignOut).toHaveAttribute('href', new RegExp(`^${provider.issuerUrl}/`));
  await checkScreen(page, 'login-after-provider-session');

  // The provider asks before it signs out, then sends the browser back to the login page.
  await providerSignOut.click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(heading(page)).toHaveText('Sign in');
  // The notice was shown once.
  await expect(page.getByText('signed out of PLC Hub')).toHaveCount(0);
});

test('an address PLC Hub does not know is refused, and the login page says so', async ({ page }) => {
  await page.goto('/login');
  await signInWithProvider(page, 'stranger');
  await expect(page).toHaveURL(/\/login\?sso=refused$/);
  await expect(heading(page)).toHaveText('Sign in');
  await expect(page.getByRole('alert')).toHaveText(SsoMessages.refused);
  await expectNoSeriousA11yViolations(page, 'login after a refused single sign-on');
  // Nothing was signed in: the app's own pages still ask for a sign-in.
  await page.goto('/myTeams');
  await expect(heading(page)).toHaveText('Sign in');
});

test('once the super admin requires single sign-on, a password sign-in of the domain is refused', async ({
  page,
  signInAs,
  browser,
  baseURL,
}) => {
  await signInAs(page, DemoAccounts.superAdmin);
  // She signs in with her password: no account of hers is linked.
  await page.goto('/myAccount');
  await expect(page.getByRole('region', { name: 'Linked sign-in accounts' })).toContainText(
    'No school accounts are linked. Sign in with your school account on the sign-in page to link it.',
  );
  await page.goto('/ssoProviders');
  await page.getByRole('button', { name: 'Edit Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Sign-in Provider' });
  // The secret is never sent back: left blank, the stored one stays.
  await expect(dialog.getByLabel('Client secret')).toHaveValue('');
  await expect(dialog.getByLabel('Client secret')).toHaveAttribute(
    'placeholder',
    'A secret is stored. Leave blank to keep it.',
  );
  await dialog.getByRole('switch', { name: 'Require single sign-on for these domains' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, SsoMessages.saved)).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Google/ }).getByText('Required', { exact: true }),
  ).toBeVisible();

  const context = await browser.newContext({ baseURL });
  try {
    const teacher = await context.newPage();
    await teacher.goto('/');
    await submitLogin(teacher, DemoAccounts.teacher.email, DEMO_PASSWORD);
    await expect(teacher.getByRole('alert')).toHaveText(SsoMessages.ssoRequired);
    await expect(heading(teacher)).toHaveText('Sign in');
  } finally {
    await context.close();
  }
});
