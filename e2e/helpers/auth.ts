import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

/** The demo district's accounts, seeded when the e2e server starts on an empty database. */
export const DemoAccounts = {
  superAdmin: { email: 'superadmin@demo.plchub.test', name: 'Morgan Reyes' },
  admin: { email: 'admin@demo.plchub.test', name: 'Dana Whitfield' },
  lead: { email: 'lead@demo.plchub.test', name: 'Priya Raman' },
  teacher: { email: 'teacher@demo.plchub.test', name: 'Marcus Bell' },
  /** A teacher (and team lead) of East Valley High School, the district's other school. */
  eastTeacher: { email: 'keisha.moore@east.plchub.test', name: 'Keisha Moore' },
  /** The admin of East Valley High School, whom the super admin views as. */
  eastAdmin: { email: 'admin@east.plchub.test', name: 'Robin Castillo' },
  /** Only my-account.spec.ts signs in as Elena: it changes her password. */
  passwordChanger: { email: 'elena.garcia@demo.plchub.test', name: 'Elena Garcia' },
} as const;

export const DEMO_PASSWORD = 'demo-password';

/** Fills the login form on the current page and submits it with Enter in the password field. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email Address').fill(email);
  const passwordField = page.getByRole('textbox', { name: 'Password', exact: true });
  await passwordField.fill(password);
  await passwordField.press('Enter');
}

/** Signs in from the home page and waits for the signed-in shell. */
export async function signIn(
  page: Page,
  account: { email: string; name: string },
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await submitLogin(page, account.email, password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Opens the dashboard with `account`'s stored session: see storedSessions. */
export type SignInAs = (page: Page, account: { email: string; name: string }) => Promise<void>;

/**
 * Signs each account in through the form once on a worker's server, the first time a test asks for it, and
 * keeps the cookies and local storage that sign-in left (Playwright's storage state); every later test of
 * that worker starts from a copy of them instead of a sign-in of its own (argon2 and a full page load each).
 * Every copy is the same server session, so a test that signs out, changes its password, impersonates or
 * submits the login form in the page signs in with signIn instead: each of those ends or switches the session
 * (a sign-in through the form ends the session whose cookie it carries).
 */
export function storedSessions(browser: Browser, baseURL: string): SignInAs {
  const states = new Map<string, Promise<StorageState>>();
  const signInOnce = async (account: { email: string; name: string }): Promise<StorageState> => {
    const context = await browser.newContext({ baseURL });
    try {
      await signIn(await context.newPage(), account);
      return await context.storageState();
    } finally {
      await context.close();
    }
  };
  return async (page, account) => {
    let state = states.get(account.email);
    if (state === undefined) {
      state = signInOnce(account);
      states.set(account.email, state);
    }
    await page.context().setStorageState(await state);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  };
}
