import { expect, type Locator, type Page, test } from './helpers/test';
import { DemoAccounts } from './helpers/auth';
import { openTeamHome } from './helpers/team-home';
import { checkScreen } from './helpers/screenshots';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).last();
const suffix = () => Math.random().toString(36).slice(2, 7);

const itemList = (page: Page) => page.getByRole('list', { name: 'Items' });
const item = (page: Page, position: number) =>
  itemList(page)
    .getByRole('listitem')
    .nth(position - 1);
const itemNames = (page: Page) =>
  itemList(page)
    .getByRole('textbox', { name: 'Item Name' })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** Picks an option of a select inside `scope` (its menu opens outside it). */
async function choose(page: Page, scope: Locator, select: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test('an admin makes a school template, reorders its items with the keyboard, renames and deletes it', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, DemoAccounts.admin);
  await page.goto('/schoolSettings');
  await expect(page.getByRole('region', { name: 'Agenda templates' })).toBeVisible();
  await checkScreen(page, 'school-settings-templates');
  await page.getByRole('link', { name: 'Manage Agenda Templates' }).click();
  await expect(page).toHaveURL('/agendaTemplates');
  await expect(heading(page)).toHaveText('Agenda Templates');
  const school = page.getByRole('region', { name: 'School templates' });
  await expect(school.getByRole('row', { name: /Data meeting: the four critical questions/ })).toContainText(
    '6 items',
  );
  await checkScreen(page, 'agenda-templates');

  // A new school template with two items; the second's type is checked before anything is sent.
  await page.getByRole('link', { name: 'New Template' }).click();
  await expect(page).toHaveURL('/agendaTemplate/0');
  await expect(heading(page)).toHaveText('New Agenda Template');
  await expect(page.getByText('School template: every team of the school can use it.')).toBeVisible();
  const name = `Quarterly review ${suffix()}`;
  await page.getByRole('textbox', { name: 'Template Name' }).fill(name);
  await item(page, 1).getByRole('textbox', { name: 'Item Name' }).fill('Celebrations');
  await choose(page, item(page, 1), 'Type', 'C – Celebration');
  await item(page, 1).getByRole('textbox', { name: 'Consideration Time (min)' }).fill('5');
  await choose(page, item(page, 1), 'Facilitating Role', 'Facilitator');
  await item(page, 1).getByRole('textbox', { name: 'Description' }).fill('One win each <b>member</b>');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(item(page, 2).getByRole('textbox', { name: 'Item Name' })).toBeFocused();
  await page.keyboard.type('Data review');
  await item(page, 2).getByRole('textbox', { name: 'Consideration Time (min)' }).fill('20');
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(item(page, 2).getByText('Please select a type')).toBeVisible();
  await choose(page, item(page, 2), 'Type', 'D – Discussion');

  // The keyboard alternative to dragging: Move up puts Data review first and is announced.
  await page.getByRole('button', { name: 'Move up: Data review' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => itemNames(page)).toEqual(['Data review', 'Celebrations']);
  await expect(page.getByRole('status').filter({ hasText: 'Item moved to position 1 of 2.' })).toBeAttached();
  await expect(item(page, 1).locator('[data-drag-handle]')).toBeFocused();
  await checkScreen(page, 'agenda-template-form');

  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(toast(page, 'The agenda template has been saved.')).toBeVisible();
  await expect(page).toHaveURL('/agendaTemplates');
  await expect(school.getByRole('row', { name: new RegExp(name) })).toContainText('2 items');

  // Edit: the items come back in their order, the typed markup as text; the name changes.
  await school.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(heading(page)).toHaveText('Edit Agenda Template');
  await expect.poll(() => itemNames(page)).toEqual(['Data review', 'Celebrations']);
  await expect(item(page, 2).getByRole('textbox', { name: 'Description' })).toHaveValue(
    'One win each <b>member</b>',
  );
  await expect(item(page, 2).getByRole('combobox', { name: 'Facilitating Role' })).toHaveText('Facilitator');
  const renamed = `${name} (spring)`;
  await page.getByRole('textbox', { name: 'Template Name' }).fill(renamed);
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(toast(page, 'The agenda template has been saved.')).toBeVisible();
  await expect(school.getByRole('link', { name: renamed, exact: true })).toBeVisible();

  // Delete, after confirming.
  await school.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'You are about to delete:' });
  await expect(confirm).toContainText(renamed);
  await checkScreen(page, 'agenda-template-delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'The agenda template has been deleted.')).toBeVisible();
  await expect(school.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('a lead opens her team’s templates from the team home, reads a school one and makes the team’s own', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, DemoAccounts.lead);
  const teamId = await openTeamHome(page, '7th Grade Math');
  const teamHome = page.url();
  const section = page.getByRole('region', { name: 'Agenda templates' });
  await expect(
    section.getByRole('link', { name: 'Data meeting: the four critical questions' }),
  ).toBeVisible();
  await checkScreen(page, 'team-home-templates');
  await section.getByRole('link', { name: 'Manage templates' }).click();
  await expect(page).toHaveURL(`/agendaTemplates?teamId=${teamId}`);
  await expect(heading(page)).toHaveText('Agenda Templates');
  await expect(page.getByRole('link', { name: 'Back to 7th Grade Math' })).toBeVisible();

  // The school's templates are the admins' to change: the lead reads them.
  const school = page.getByRole('region', { name: 'School templates' });
  await expect(school.getByRole('row', { name: /Data meeting/ })).toBeVisible();
  await expect(school.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(school.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  const team = page.getByRole('region', { name: '7th Grade Math templates' });
  await expect(team).toBeVisible();
  await checkScreen(page, 'team-agenda-templates');

  await school.getByRole('link', { name: 'Data meeting: the four critical questions' }).click();
  await expect(page.getByText('Only the school’s admins can change school templates.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expect(page.getByText('Read the norms aloud; name the one we will watch today.')).toBeVisible();
  await expect(page.getByText('<p>')).toHaveCount(0);
  await checkScreen(page, 'agenda-template-read-only');
  await page.getByRole('link', { name: 'Back to Agenda Templates' }).click();

  // The team's own template (the empty team list offers New Template too).
  await page.getByRole('link', { name: 'New Template' }).first().click();
  await expect(page).toHaveURL(`/agendaTemplate/0?teamId=${teamId}`);
  await expect(page.getByText('Team template of 7th Grade Math: its members can use it.')).toBeVisible();
  const name = `Math check-in ${suffix()}`;
  await page.getByRole('textbox', { name: 'Template Name' }).fill(name);
  await item(page, 1).getByRole('textbox', { name: 'Item Name' }).fill('Exit ticket results');
  await choose(page, item(page, 1), 'Type', 'D – Discussion');
  await item(page, 1).getByRole('textbox', { name: 'Consideration Time (min)' }).fill('15');
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(toast(page, 'The agenda template has been saved.')).toBeVisible();
  await expect(page).toHaveURL(`/agendaTemplates?teamId=${teamId}`);
  await expect(team.getByRole('row', { name: new RegExp(name) })).toContainText('1 item');
  await expect(team.getByRole('link', { name: `Edit ${name}` })).toBeVisible();

  // The team's home lists it, its name opening the editor.
  await page.goto(teamHome);
  await section.getByRole('link', { name }).click();
  await expect(heading(page)).toHaveText('Edit Agenda Template');
  await expect(page.getByRole('textbox', { name: 'Template Name' })).toHaveValue(name);
});
