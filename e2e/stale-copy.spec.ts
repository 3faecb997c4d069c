import { StaleCopyMessages } from '@shared/messages';
import { expect, type Page, test } from './helpers/test';
import { DemoAccounts } from './helpers/auth';
import { checkScreen } from './helpers/screenshots';

const STALE = 'Someone else changed this while you were editing. Reload to see their changes.';
const suffix = Math.random().toString(36).slice(2, 7);

const titleField = (page: Page) => page.getByRole('textbox', { name: 'Title' });
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).first();

/** Adds a school goal through the API, as the signed-in admin; its id. */
async function addSchoolGoal(page: Page, title: string): Promise<string> {
  return page.evaluate(async (goalTitle) => {
    const response = await fetch('/api/v1/goal/saveSchoolGoal', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ Id: '0', title: goalTitle, description: '', targetDate: '' }),
    });
    if (!response.ok) throw new Error(`saveSchoolGoal answered ${response.status}`);
    return ((await response.json()) as { Id: string }).Id;
  }, title);
}

test('a save of a copy someone else changed meanwhile is refused, says so and reloads', async ({
  signInAs,
  page,
  browser,
  appServer,
}) => {
  const title = `Attendance letters home ${suffix}`;
  await signInAs(page, DemoAccounts.admin);
  const goalId = await addSchoolGoal(page, title);

  // Two admins open the same goal's form.
  await page.goto(`/createSchoolGoal/${goalId}`);
  await expect(titleField(page)).toHaveValue(title);
  const otherContext = await browser.newContext({ baseURL: appServer.baseURL });
  const other = await otherContext.newPage();
  await signInAs(other, DemoAccounts.admin);
  await other.goto(`/createSchoolGoal/${goalId}`);
  await expect(titleField(other)).toHaveValue(title);

  // The other one saves first.
  await titleField(other).fill(`${title} (theirs)`);
  await other.getByRole('button', { name: 'Save Goal' }).click();
  await expect(toast(other, 'School goal has been saved.')).toBeVisible();
  await otherContext.close();

  // This one's copy is stale now: the save is refused and nothing is overwritten.
  await titleField(page).fill(`${title} (mine)`);
  await page.getByRole('button', { name: 'Save Goal' }).click();
  const alert = page.getByRole('alert').filter({ hasText: STALE });
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/createSchoolGoal/${goalId}$`));
  await checkScreen(page, 'stale-copy');

  // Reload, reached by keyboard: the form shows their change, and the next save goes through.
  const reload = alert.getByRole('button', { name: 'Reload' });
  await reload.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, StaleCopyMessages.reloaded)).toBeVisible();
  await expect(titleField(page)).toHaveValue(`${title} (theirs)`);
  await expect(page.getByRole('alert').filter({ hasText: STALE })).toHaveCount(0);
  await expect(titleField(page)).toBeFocused();
  await titleField(page).fill(`${title} (both)`);
  await page.getByRole('button', { name: 'Save Goal' }).click();
  await expect(toast(page, 'School goal has been saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/manageSchoolGoals$/);
  await expect(page.getByRole('table', { name: 'School goals' })).toContainText(`${title} (both)`);
});
