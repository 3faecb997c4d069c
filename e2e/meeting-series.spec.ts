import { expect, type Page, test } from './helpers/test';
import { DemoAccounts } from './helpers/auth';
import { openTeamHome } from './helpers/team-home';
import { checkScreen } from './helpers/screenshots';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).last();
const suffix = () => Math.random().toString(36).slice(2, 7);

async function choose(page: Page, select: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/**
 * The upcoming list's rows whose meeting name matches. Latest first: these journeys' 2027 meetings lead
 * the first page whatever else the worker's other journeys scheduled.
 */
async function upcomingRows(page: Page, name: RegExp) {
  await page.goto('/meetings');
  await page.getByRole('button', { name: /^Date/ }).click();
  await expect(page.locator('tbody tr').first()).toContainText('/2027');
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

test('a lead runs the weekly cycle from her team’s home: template, rotated roles, norms, carry-over', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, DemoAccounts.lead);
  await openTeamHome(page, '7th Grade Math');
  await expect(page.getByRole('region', { name: 'Team norms' })).toBeVisible();
  await expect(page.getByText('Data meeting: the four critical questions · 6 items · school')).toBeVisible();
  await checkScreen(page, 'team-home');

  // Schedule a Meeting starts with the team chosen; a weekly series from the data-meeting template.
  await page.getByRole('link', { name: 'Schedule a Meeting' }).click();
  await expect(page.getByRole('combobox', { name: 'Team Assignment' })).toHaveValue('7th Grade Math');
  const name = `PLC cycle ${suffix()}`;
  await page.getByRole('textbox', { name: 'Meeting Name' }).fill(name);
  await page.getByLabel('Meeting Date').fill('2027-04-06');
  await page.getByLabel('Start Time').fill('15:30');
  await page.getByLabel('End Time').fill('16:30');
  await choose(page, 'Repeat', 'Weekly');
  await page.getByRole('spinbutton', { name: 'Meetings' }).fill('2');
  await choose(page, 'Agenda Template', /Data meeting: the four critical questions/);
  const facilitators = page.getByRole('combobox', { name: 'Facilitator rotation' });
  const chosenFacilitators = page.locator('.MuiAutocomplete-root', { has: facilitators });
  for (const person of ['Priya Raman', 'Marcus Bell']) {
    // Typing opens the list whatever state the last choice left it in (a click on the field toggles it).
    await facilitators.fill(person);
    await page.getByRole('option', { name: person }).click();
    await expect(chosenFacilitators.getByText(person)).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save Meeting' }).click();
  await expect(toast(page, 'The meeting series has been saved.')).toBeVisible();
  const firstAgenda = page.url();

  // The first meeting: Priya facilitates; its notes finish the first item.
  await expect(page.getByText('Facilitator:')).toBeVisible();
  await expect(page.locator('dd', { hasText: 'Priya Raman' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Take Notes: What do we want students to learn?' }).click();
  const finished = page.getByRole('switch', { name: 'Finished' });
  await finished.check();
  await expect(page.getByText('Finished: it will not be offered to the next meeting.')).toBeVisible();
  // The switch rests while its save is on the way; axe checks the screen once the save has answered.
  await expect(finished).toBeEnabled();
  await checkScreen(page, 'meeting-notes-finished');

  // The second meeting: the norms, Marcus facilitating, and the first meeting's unfinished items.
  const rows = await upcomingRows(page, new RegExp(name));
  await rows
    .filter({ hasText: '04/13/2027' })
    .getByRole('link', { name: `Agenda: ${name}` })
    .click();
  await expect(page.getByRole('region', { name: 'Team norms' })).toBeVisible();
  const normsToggle = page.getByRole('region', { name: 'Team norms' }).getByRole('button');
  await expect(normsToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('dd', { hasText: 'Marcus Bell' }).first()).toBeVisible();
  // The template's facilitator items go to this meeting's facilitator.
  await expect(page.getByText('Discussion · M. Bell · 10 min')).toBeVisible();
  const fromLast = page.getByRole('region', { name: 'From last meeting' });
  await expect(fromLast.getByRole('checkbox')).toHaveCount(5);
  await expect(fromLast.getByText('What do we want students to learn?')).toHaveCount(0);
  await fromLast.getByRole('checkbox', { name: 'How will we know if they have learned it?' }).check();
  await fromLast.getByRole('button', { name: 'Carry Over Selected' }).click();
  await expect(toast(page, '1 item carried over.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carried over from 04/06/2027' })).toBeVisible();
  await expect(fromLast.getByText('How will we know if they have learned it? (carried over)')).toBeVisible();
  await checkScreen(page, 'agenda-carry-over');

  // Collapsing the norms is remembered for this user.
  await normsToggle.click();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Team norms' }).getByRole('button')).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(firstAgenda).toMatch(/\/meetingAgenda\//);
});
