import { expect, type Page, test } from './helpers/test';
import { DemoAccounts, signIn } from './helpers/auth';
import { checkScreen as checkBothWidths } from './helpers/screenshots';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).last();
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'You are about to leave:' });
const checkScreen = (page: Page, name: string) => checkBothWidths(page, `meeting-forms-${name}`);
const uniqueSuffix = () => Math.random().toString(36).slice(2, 7);

/** Picks a choice of a MUI select by its accessible name (a multiple select stays open until Escape). */
async function choose(page: Page, select: string, option: string | RegExp, multiple = false): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
  if (multiple) await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The stored start and end of a meeting as local HH:mm, read back through meeting/getById. */
async function savedTimes(page: Page, meetingId: string): Promise<string[]> {
  const response = await page.request.get(`/api/v1/meeting/getById/${meetingId}`);
  expect(response.ok()).toBe(true);
  const meeting = (await response.json()) as { StartDateTime: string; EndDateTime: string };
  return page.evaluate(
    (instants) =>
      instants.map((iso) => {
        const at = new Date(iso);
        return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
      }),
    [meeting.StartDateTime, meeting.EndDateTime],
  );
}

type TimeField = 'Start Time' | 'End Time';

/** Keys typed into Chromium's 12-hour time fields, in order, and the times that must be stored. */
const TYPED_TIMES: { order: string; keys: [TimeField, string][]; saved: [string, string]; enter?: true }[] = [
  // The two sequences of the issue: the start became 1:30 PM, then was blanked.
  {
    order: 'start then end (end typed 1630)',
    keys: [
      ['Start Time', '0330P'],
      ['End Time', '1630'],
    ],
    saved: ['15:30', '16:30'],
  },
  {
    order: 'start then end',
    keys: [
      ['Start Time', '0330P'],
      ['End Time', '0430P'],
    ],
    saved: ['15:30', '16:30'],
  },
  {
    order: 'end then start',
    keys: [
      ['End Time', '0500P'],
      ['Start Time', '0400P'],
    ],
    saved: ['16:00', '17:00'],
  },
  // The spec's rules, on the committed times: a later start moves the end; an earlier end the start.
  {
    order: 'a start later than the end',
    keys: [
      ['End Time', '1000A'],
      ['Start Time', '1100A'],
    ],
    saved: ['11:00', '11:00'],
  },
  {
    order: 'an end earlier than the start, saved with Enter',
    keys: [
      ['Start Time', '0200P'],
      ['End Time', '0100P'],
    ],
    saved: ['13:00', '13:00'],
    enter: true,
  },
];

test('a lead types meeting times, lands on the agenda and loses no unsaved work', async ({ page }) => {
  test.setTimeout(240_000);
  // It ends by signing out: a session of its own, not the worker's stored one.
  await signIn(page, DemoAccounts.lead);

  // Create Meeting as it opens, with the note taker's "Choose a team first" hint.
  await page.goto('/createMeeting/0');
  await expect(page.getByText('Choose a team first')).toBeVisible();
  await checkScreen(page, 'create-meeting');

  // Times typed with the keyboard are saved as typed, in every order; a new meeting opens its agenda.
  let meetingId = '';
  let meetingName = '';
  for (const { order, keys, saved, enter } of TYPED_TIMES) {
    meetingName = `Typed times ${uniqueSuffix()}`;
    await page.goto('/createMeeting/0');
    await page.getByRole('textbox', { name: 'Meeting Name' }).fill(meetingName);
    await choose(page, 'Team Assignment', '7th Grade Math');
    for (const [field, typed] of keys) await page.getByLabel(field).pressSequentially(typed);
    if (enter) await page.keyboard.press('Enter');
    else await page.getByRole('button', { name: 'Save Meeting' }).click();
    await expect(toast(page, 'A new meeting has been saved.'), order).toBeVisible();
    await expect(page, order).toHaveURL(/\/meetingAgenda\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: meetingName })).toBeVisible();
    meetingId = new URL(page.url()).pathname.split('/').pop()!;
    expect(await savedTimes(page, meetingId), order).toEqual(saved);
  }

  // A plain form: the agenda item form asks before its typed name is lost.
  await page.getByRole('link', { name: 'Add Agenda Item' }).first().click();
  await expect(heading(page)).toHaveText('Add Agenda Item');
  const itemName = page.getByRole('textbox', { name: 'Item Name' });
  await itemName.fill('Exit ticket review');
  await page.getByRole('link', { name: 'Back to Meeting Agenda' }).click();
  await expect(leaveDialog(page)).toContainText('Changes you have not saved');
  await checkScreen(page, 'leave-dialog');
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(heading(page)).toHaveText('Add Agenda Item');
  await expect(itemName).toHaveValue('Exit ticket review');
  // A successful save leaves without asking.
  await choose(page, 'Type', /^D – Discussion$/);
  await choose(page, 'Facilitators', 'Priya Raman', true);
  await page.getByRole('button', { name: 'Save Agenda Item' }).click();
  await expect(toast(page, 'Agenda Item has been created.')).toBeVisible();
  await expect(page).toHaveURL(`/meetingAgenda/${meetingId}`);
  await expect(leaveDialog(page)).toHaveCount(0);

  // A form in a dialog: Escape and Cancel ask while a norm is typed; Stay keeps it, Leave closes it.
  const teams = (await (await page.request.get('/api/v1/team/getByLocationId')).json()) as {
    Id: string;
    Name: string;
  }[];
  await page.goto(`/groupNorms/${teams.find((team) => team.Name === '7th Grade Math')!.Id}`);
  await page.getByRole('button', { name: 'Add Norm' }).click();
  const normDialog = page.getByRole('dialog', { name: 'Add Norm' });
  await normDialog.getByRole('textbox', { name: 'Norm' }).fill('Phones away until the last five minutes');
  await page.keyboard.press('Escape');
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(normDialog.getByRole('textbox', { name: 'Norm' })).toHaveValue(
    'Phones away until the last five minutes',
  );
  await normDialog.getByRole('button', { name: 'Cancel' }).click();
  await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
  await expect(normDialog).toBeHidden();
  await expect(page.getByRole('main')).not.toContainText('Phones away');
  await page.goto(`/meetingAgenda/${meetingId}`);

  // Meeting notes: the Back link, the side menu and the browser's Back each ask; Stay keeps the text.
  await page.getByRole('link', { name: 'Take Notes: Exit ticket review' }).click();
  await expect(heading(page)).toHaveText('Meeting Notes');
  const notesUrl = page.url();
  const outcome = page.getByRole('textbox', { name: 'Outcome notes' });
  await outcome.click();
  await page.keyboard.type('Half the class still mixes up numerators.');
  const leaveBy = {
    'the Back link': () => page.getByRole('link', { name: 'Back to Meeting Agenda' }).click(),
    'the side menu': () =>
      page.getByRole('navigation').getByRole('link', { name: 'Meetings', exact: true }).click(),
    "the browser's Back": () => page.goBack({ waitUntil: 'commit' }),
  };
  for (const [way, leave] of Object.entries(leaveBy)) {
    await leave();
    await expect(leaveDialog(page), way).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(leaveDialog(page)).toBeHidden();
    await expect(page, way).toHaveURL(notesUrl);
    await expect(outcome, way).toContainText('mixes up numerators');
  }

  // Reloading asks through the browser; the draft kept while typing is offered back.
  const unloadDialogs: string[] = [];
  page.once('dialog', (dialog) => {
    unloadDialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(unloadDialogs).toEqual(['beforeunload']);
  const offer = page
    .getByRole('status')
    .filter({ hasText: /^Restore unsaved draft from \d{1,2}:\d{2}\s[AP]M\?/ });
  await expect(offer).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Outcome notes' })).not.toContainText('numerators');
  await checkScreen(page, 'draft-offer');
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(offer).toBeHidden();
  await expect(outcome).toContainText('Half the class still mixes up numerators.');
  await expect(outcome).toBeFocused();

  // Leave discards: the text and its draft are gone when the notes are opened again.
  await page.getByRole('link', { name: 'Back to Meeting Agenda' }).click();
  await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(`/meetingAgenda/${meetingId}`);
  await page.getByRole('link', { name: 'Take Notes: Exit ticket review' }).click();
  await expect(outcome).toBeVisible();
  await expect(outcome).not.toContainText('numerators');
  await expect(page.getByText(/^Restore unsaved draft/)).toHaveCount(0);

  // A draft never outlives the session: Logout asks too, and signing out removes every draft.
  await outcome.click();
  await page.keyboard.type('Regroup by Friday.');
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('plchub.draft:'))),
    )
    .toHaveLength(1);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('plchub.draft:'))),
  ).toEqual([]);
});
