import { expect, type Page } from '@playwright/test';

/** The demo district's accounts, seeded when the e2e server starts on an empty database. */
export const DemoAccounts = {
  superAdmin: { email: 'superadmin@demo.plchub.test', name: 'Morgan Reyes' },
  admin: { email: 'admin@demo.plchub.test', name: 'Dana Whitfield' },
  lead: { email: 'lead@demo.plchub.test', name: 'Priya Raman' },
  teacher: { email: 'teacher@demo.plchub.test', name: 'Marcus Bell' },
  /** A teacher (and team lead) of East Valley High School, the district's other school. */
  eastTeacher: { email: 'keisha.moore@east.plchub.test', name: 'Keisha Moore' },
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
export async function signIn(page: Page, account: { email: string; name: string }): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await submitLogin(page, account.email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
}
