import { expect, type Page, test } from './helpers/test';
import { DemoAccounts } from './helpers/auth';
import { checkScreen } from './helpers/screenshots';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).last();
const suffix = () => Math.random().toString(36).slice(2, 7);

async function choose(page: Page, select: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The upcoming list's rows whose meeting name matches, as "name | date" with the series and cancel marks. */
async function upcomingRows(page: Page, name: RegExp) {
  await page.goto('/meetings');
  const rows = page.getByRole('row').filter({ hasText: name });
  await expect(rows.first()).toBeVisible();
  return rows;
}

test('an admin keeps the school calendar; a lead makes a weekly series, edits this and following, cancels one', async ({
  page,
  signInAs,
}) => {
  // The admin's school calendar: the demo school is on Chicago time; spring break is added.
  await signInAs(page, DemoAccounts.admin);
  await page.goto('/admin');
  await page.getByRole('list', { name: 'School' }).getByRole('link', { name: 'School calendar' }).click();
  await expect(page).toHaveURL('/schoolSettings');
  await expect(heading(page)).toHaveText('School Settings');
  await expect(page.getByRole('combobox', { name: 'Time Zone' })).toHaveValue('America/Chicago');
  await page.getByRole('button', { name: 'Add Non-Meeting Days' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Non-Meeting Days' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Spring break');
  await dialog.getByLabel('First Day').fill('2027-03-09');
  await dialog.getByLabel('Last Day').fill('2027-03-12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The non-meeting days have been added.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Spring break/ })).toBeVisible();
  await checkScreen(page, 'school-settings');

  // The lead repeats a Tuesday 3:30 pm meeting weekly, four times: spring break's Tuesday is skipped.
  await signInAs(page, DemoAccounts.lead);
  const name = `Data meeting ${suffix()}`;
  await page.goto('/createMeeting/0');
  await page.getByRole('textbox', { name: 'Meeting Name' }).fill(name);
  await choose(page, 'Team Assignment', '7th Grade Math');
  await page.getByLabel('Meeting Date').fill('2027-03-02');
  await page.getByLabel('Start Time').fill('15:30');
  await page.getByLabel('End Time').fill('16:15');
  await choose(page, 'Repeat', 'Weekly');
  await expect(page.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
  await page.getByRole('spinbutton', { name: 'Meetings' }).fill('4');
  await expect(
    page.getByText(/Every week on Tuesday, 4 meetings\. Each meeting keeps the school/),
  ).toBeVisible();
  await checkScreen(page, 'create-meeting-series');
  await page.getByRole('button', { name: 'Save Meeting' }).click();
  await expect(toast(page, 'The meeting series has been saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/meetingAgenda\/[0-9a-f-]{36}$/);

  // Three meetings, each marked as repeating, at 3:30 pm on both sides of the daylight-saving change.
  let rows = await upcomingRows(page, new RegExp(name));
  await expect(rows).toHaveCount(3);
  await expect(rows.getByRole('img', { name: 'Repeating meeting' })).toHaveCount(3);
  for (const date of ['03/02/2027', '03/16/2027', '03/23/2027']) {
    await expect(rows.filter({ hasText: date })).toContainText('3:30 PM');
  }
  await checkScreen(page, 'meetings-with-series');

  // The second meeting: this one and the following ones get a new name and time.
  await rows
    .filter({ hasText: '03/16/2027' })
    .getByRole('link', { name: `Edit: ${name}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Part of a repeating series' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Series' }).click();
  await expect(heading(page)).toHaveText('Meeting Series');
  await expect(page.getByRole('radio', { name: 'This meeting and the following ones' })).toBeChecked();
  await expect(page.getByRole('row').filter({ hasText: '03/09/2027' })).toHaveCount(0);
  await checkScreen(page, 'meeting-series');
  const renamed = `${name} (new room)`;
  await page.getByRole('textbox', { name: 'Meeting Name' }).fill(renamed);
  await page.getByLabel('Start Time').fill('16:00');
  await page.getByRole('button', { name: 'Save Series' }).click();
  await expect(toast(page, 'The meeting series has been saved.')).toBeVisible();
  await expect(page).toHaveURL('/meetings');

  rows = await upcomingRows(page, new RegExp(name));
  await expect(rows.filter({ hasText: '03/02/2027' })).toContainText('3:30 PM');
  await expect(rows.filter({ hasText: '03/02/2027' })).not.toContainText(renamed);
  for (const date of ['03/16/2027', '03/23/2027']) {
    await expect(rows.filter({ hasText: date })).toContainText(renamed);
    await expect(rows.filter({ hasText: date })).toContainText('4:00 PM');
  }

  // Cancelling the last meeting only: it stays in the list, marked cancelled; the others do not change.
  await rows
    .filter({ hasText: '03/23/2027' })
    .getByRole('link', { name: `Edit: ${renamed}` })
    .click();
  await page.getByRole('button', { name: 'Cancel This Meeting Only' }).click();
  const confirm = page.getByRole('dialog', { name: 'You are about to cancel:' });
  await expect(confirm).toContainText('Its agenda, notes and tasks stay');
  await confirm
    .getByRole('button', { name: /Cancel/ })
    .last()
    .click();
  await expect(toast(page, 'The meeting has been cancelled.')).toBeVisible();
  rows = await upcomingRows(page, new RegExp(name));
  await expect(rows.filter({ hasText: '03/23/2027' }).getByText('Cancelled')).toBeVisible();
  await expect(rows.getByText('Cancelled')).toHaveCount(1);
});
