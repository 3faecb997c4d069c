import { expect, type Locator, type Page, test } from './helpers/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { DemoAccounts } from './helpers/auth';
import { DESKTOP, PHONE, saveScreenshot } from './helpers/screenshots';

const suffix = Math.random().toString(36).slice(2, 7);

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).first();

/** The id of a team of the signed-in user's school, read through the API like the app does. */
async function teamIdByName(page: Page, name: string): Promise<string> {
  const teams = await page.evaluate(async () => {
    const response = await fetch('/api/v1/team/getByLocationId', { credentials: 'same-origin' });
    return (await response.json()) as { Id: string; Name: string }[];
  });
  const team = teams.find((row) => row.Name === name);
  if (!team) throw new Error(`no team ${name}`);
  return team.Id;
}

const normList = (page: Page) => page.getByRole('main').getByRole('list');
const normTexts = (page: Page) =>
  normList(page)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('[data-norm-text]')?.textContent ?? ''));
const handleOf = (page: Page, text: string): Locator =>
  normList(page).getByRole('listitem').filter({ hasText: text }).locator('[data-drag-handle]');

test.describe('team norms', () => {
  test('the lead adds a norm and reorders by mouse drag, keyboard drag and buttons; the order survives a reload', async ({
    signInAs,
    page,
  }) => {
    await signInAs(page, DemoAccounts.lead);
    const mathId = await teamIdByName(page, '7th Grade Math');
    await page.goto(`/groupNorms/${mathId}`);
    await expect(heading(page)).toHaveText('Team Norms');
    await expect(page.getByText('Team: 7th Grade Math')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to My Teams' })).toHaveAttribute('href', '/myTeams');
    await expect(normList(page).getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'team norms');

    // Add: a new norm goes last.
    const added = `Celebrate one win each meeting ${suffix}`;
    await page.getByRole('button', { name: 'Add Norm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Norm' });
    await dialog.getByRole('textbox', { name: 'Norm' }).focus();
    await dialog.getByRole('textbox', { name: 'Norm' }).blur();
    await expect(dialog.getByText('Norm is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'add norm dialog');
    await dialog.getByRole('textbox', { name: 'Norm' }).fill(added);
    await dialog.getByRole('button', { name: 'Save Norm' }).click();
    await expect(toast(page, 'Team Norm has been saved.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await normTexts(page)).at(-1)).toBe(added);
    const start = await normTexts(page);

    // Drag with the mouse: the new last norm to the top.
    const from = await handleOf(page, added).boundingBox();
    const to = await normList(page).getByRole('listitem').first().boundingBox();
    if (!from || !to) throw new Error('norm rows are not visible');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 15 });
    await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 2 });
    await page.mouse.up();
    await expect(toast(page, 'Norms have been reordered')).toBeVisible();
    const afterDrag = [added, ...start.slice(0, -1)];
    await expect.poll(() => normTexts(page)).toEqual(afterDrag);

    // Drag with the keyboard: the third norm up one place (Space lifts, arrow moves, Space drops).
    const third = afterDrag[2]!;
    await handleOf(page, third).focus();
    await page.keyboard.press('Space');
    await expect(handleOf(page, third)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: /Picked up norm 3 of \d+: / })).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('status').filter({ hasText: /is over position 2 of/ })).toBeAttached();
    await page.keyboard.press('Space');
    const afterKeyboard = [afterDrag[0]!, third, afterDrag[1]!, ...afterDrag.slice(3)];
    await expect.poll(() => normTexts(page)).toEqual(afterKeyboard);
    await expect(handleOf(page, third)).toBeFocused();

    // The visible keyboard alternative: Move down keeps the focus on the moved norm's button.
    const moveDown = page.getByRole('button', { name: `Move down: ${afterKeyboard[0]!.slice(0, 57)}` });
    await moveDown.click();
    const afterButton = [afterKeyboard[1]!, afterKeyboard[0]!, ...afterKeyboard.slice(2)];
    await expect.poll(() => normTexts(page)).toEqual(afterButton);
    await expect(page.getByRole('status').filter({ hasText: 'Norm moved to position 2' })).toBeAttached();

    await page.reload();
    await expect(heading(page)).toHaveText('Team Norms');
    await expect.poll(() => normTexts(page)).toEqual(afterButton);
  });

  test('the lead edits a norm, retitles the norms and deletes a norm with confirmation', async ({
    page,
    signInAs,
  }) => {
    await signInAs(page, DemoAccounts.lead);
    const mathId = await teamIdByName(page, '7th Grade Math');
    await page.goto(`/groupNorms/${mathId}`);
    await expect(normList(page).getByRole('listitem').first()).toBeVisible();
    const added = `Bring one student work sample ${suffix}`;
    await page.getByRole('button', { name: 'Add Norm' }).click();
    await page.getByRole('dialog', { name: 'Add Norm' }).getByRole('textbox', { name: 'Norm' }).fill(added);
    await page.getByRole('dialog', { name: 'Add Norm' }).getByRole('button', { name: 'Save Norm' }).click();
    await expect(toast(page, 'Team Norm has been saved.')).toBeVisible();
    await expect.poll(async () => (await normTexts(page)).at(-1)).toBe(added);
    const afterButton = await normTexts(page);

    // Edit a norm's text.
    const edited = `Celebrate two wins each meeting ${suffix}`;
    await page.getByRole('button', { name: `Edit norm: ${added.slice(0, 57)}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Norm' });
    await editDialog.getByRole('textbox', { name: 'Norm' }).fill(edited);
    await editDialog.getByRole('button', { name: 'Save Norm' }).click();
    await expect(toast(page, 'Team Norm has been saved.')).toBeVisible();
    await expect
      .poll(() => normTexts(page))
      .toEqual(afterButton.map((text) => (text === added ? edited : text)));

    // Retitle.
    const title = `Math Agreements ${suffix}`;
    await page.getByRole('button', { name: 'Edit title' }).click();
    const titleBox = page.getByRole('textbox', { name: 'Norms Title' });
    await titleBox.fill('');
    await titleBox.blur();
    await expect(page.getByText('Norm title is required')).toBeVisible();
    await titleBox.fill(title);
    await page.getByRole('button', { name: 'Save Title' }).click();
    await expect(toast(page, 'Team Norm Title has been saved.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit title' })).toBeFocused();
    await saveScreenshot(page, 'team-norms-desktop');

    await page.setViewportSize(PHONE);
    await expect(normList(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'team norms on a phone');
    await saveScreenshot(page, 'team-norms-phone');
    await page.setViewportSize(DESKTOP);

    // Delete, with the confirmation.
    await page.getByRole('button', { name: `Delete norm: ${edited.slice(0, 57)}` }).click();
    const confirm = page.getByRole('dialog', { name: 'You are about to delete:' });
    await expect(confirm.getByText(edited)).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Team Norm has been deleted.')).toBeVisible();
    await expect.poll(() => normTexts(page)).toEqual(afterButton.filter((text) => text !== added));
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect.poll(() => normTexts(page)).toEqual(afterButton.filter((text) => text !== added));
  });

  test('a plain member reads the norms without edit controls', async ({ page, signInAs }) => {
    await signInAs(page, DemoAccounts.teacher);
    const literacyId = await teamIdByName(page, 'Literacy Committee');
    await page.goto(`/groupNorms/${literacyId}`);
    await expect(page.getByText('Team: Literacy Committee')).toBeVisible();
    await expect(page.getByText('Listen to understand.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Norm' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit title' })).toHaveCount(0);
    await expect(page.locator('[data-drag-handle]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'team norms read only');
  });

  test('an admin sees the empty state of a team without norms', async ({ page, signInAs }) => {
    await signInAs(page, DemoAccounts.admin);
    const scienceId = await teamIdByName(page, 'Science Department');
    await page.goto(`/groupNorms/${scienceId}`);
    await expect(page.getByText('Team: Science Department')).toBeVisible();
    await expect(page.getByText('There are no Team Norms to display.')).toBeVisible();
    // Add Norm in the header, and again as the empty list's next step.
    await expect(page.getByRole('button', { name: 'Add Norm' })).toHaveCount(2);
    await expectNoSeriousA11yViolations(page, 'team norms empty');
  });
});

test.describe('agenda item types', () => {
  test('the admin creates, edits and deletes a type; types in use cannot be deleted', async ({
    page,
    signInAs,
  }) => {
    await signInAs(page, DemoAccounts.admin);
    await page.goto('/manageAgendaTypes');
    await expect(heading(page)).toHaveText('Manage Agenda Item Types');
    const table = page.getByRole('table', { name: 'Agenda item types' });
    const abbreviations = () =>
      table
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? ''));
    await expect.poll(abbreviations).toEqual(expect.arrayContaining(['C', 'D', 'DC', 'I']));
    const seeded = (await abbreviations()).filter((value) => ['C', 'D', 'DC', 'I'].includes(value));
    expect(seeded).toEqual(['C', 'D', 'DC', 'I']);
    await expect(page.getByRole('button', { name: /^Delete Celebration: not available/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'agenda item types');

    // Create, with the spec's messages on blur.
    await page.getByRole('button', { name: 'Add Agenda Item Type' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Agenda Item Type' });
    const name = dialog.getByRole('textbox', { name: 'Item Name' });
    const abbreviation = dialog.getByRole('textbox', { name: 'Letter Abbreviation' });
    await name.focus();
    await abbreviation.focus();
    await abbreviation.blur();
    await expect(dialog.getByText('Item name is required')).toBeVisible();
    await expect(dialog.getByText('Item letter abbreviation is required')).toBeVisible();
    await name.fill('x'.repeat(51));
    await name.blur();
    await expect(dialog.getByText('Item name cannot exceed 50 characters')).toBeVisible();
    await abbreviation.fill('y'.repeat(51));
    await abbreviation.blur();
    await expect(dialog.getByText('Item abbreviation cannot exceed 50 characters')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'add agenda item type');
    const typeName = `Reflection ${suffix}`;
    const abbr = `ZZ${suffix}`;
    await name.fill(typeName);
    await abbreviation.fill(abbr);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'A new agenda item type has been created')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(typeName) })).toBeVisible();

    // Sorting by abbreviation toggles; descending puts the new ZZ type first.
    await table.getByRole('button', { name: 'Abbreviation' }).click();
    await expect.poll(async () => (await abbreviations())[0]).toBe(abbr);
    await table.getByRole('button', { name: 'Abbreviation' }).click();
    await expect.poll(async () => (await abbreviations())[0]).not.toBe(abbr);

    // Edit.
    const renamed = `Reflection time ${suffix}`;
    await page.getByRole('button', { name: `Edit ${typeName}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Agenda Item Type' });
    await expect(editDialog.getByRole('textbox', { name: 'Item Name' })).toHaveValue(typeName);
    await editDialog.getByRole('textbox', { name: 'Item Name' }).fill(renamed);
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Agenda item type has been saved.')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(renamed) })).toBeVisible();
    await saveScreenshot(page, 'agenda-item-types-desktop');

    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yViolations(page, 'agenda item types on a phone');
    await saveScreenshot(page, 'agenda-item-types-phone');
    await page.setViewportSize(DESKTOP);

    // Delete.
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'You are about to delete:' });
    await expect(confirm.getByText(`${abbr}: ${renamed}`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Agenda item type has been deleted.')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);
  });
});
