import { expect, type Page, test } from './helpers/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { DemoAccounts } from './helpers/auth';
import { DESKTOP, PHONE, saveScreenshot } from './helpers/screenshots';

const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).first();
const uniqueSuffix = () => Math.random().toString(36).slice(2, 8);
const itemList = (page: Page) => page.getByRole('list', { name: 'Agenda Items' });
const itemTitles = (page: Page) => itemList(page).getByRole('heading', { level: 3 }).allTextContents();
const handleOf = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^Reorder agenda item \\d+ of \\d+: ${title}$`) });
const itemsHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: 'Agenda Items', exact: true });

/** Picks a choice of a MUI select by its accessible name. */
async function choose(page: Page, select: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The id of an upcoming meeting of the signed-in user, read through the API the meetings list uses. */
async function meetingIdByName(page: Page, name: string): Promise<string> {
  const response = await page.request.get(
    `/api/v1/meeting/getMyUpcomingMeeting?Search=${encodeURIComponent(name)}`,
  );
  expect(response.ok()).toBe(true);
  const meetings = (await response.json()) as { Items: { MeetingId: string; MeetingName: string }[] };
  return meetings.Items.find((meeting) => meeting.MeetingName === name)!.MeetingId;
}

/** Saves a 7th Grade Math meeting through the API, starting `startsIn` ms from now; answers its id. */
async function createMeeting(page: Page, subject: string, startsIn: number, length: number): Promise<string> {
  const teams = await page.request.get('/api/v1/team/getByLocationId');
  const math = ((await teams.json()) as { Id: string; Name: string }[]).find(
    (team) => team.Name === '7th Grade Math',
  )!;
  const start = Date.now() + startsIn;
  const saved = await page.request.post('/api/v1/meeting/save', {
    data: {
      Id: '0',
      Subject: subject,
      StartDateTime: new Date(start).toISOString(),
      EndDateTime: new Date(start + length).toISOString(),
      Location: 'Room 204',
      MeetingTeams: [{ TeamId: math.Id }],
    },
  });
  expect(saved.ok()).toBe(true);
  return ((await saved.json()) as { Id: string }).Id;
}

const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

async function addItem(page: Page, title: string, type: RegExp, facilitator: string, minutes: string) {
  // The header's; an empty agenda offers it again as its next step.
  await page.getByRole('link', { name: 'Add Agenda Item' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Agenda Item' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Item Name' }).fill(title);
  const editor = page.getByRole('textbox', { name: 'Description' });
  await editor.click();
  await editor.pressSequentially(`Notes for ${title}`);
  await choose(page, 'Type', type);
  await choose(page, 'Facilitators', facilitator);
  // The facilitator list takes several people: it stays open until closed.
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Consideration Time (min)' }).fill(minutes);
  await page.getByRole('button', { name: 'Save Agenda Item' }).click();
  await expect(toast(page, 'Agenda Item has been created.')).toBeVisible();
  await expect(itemList(page).getByRole('heading', { name: title })).toBeVisible();
}

test('a lead schedules a meeting, builds its agenda, reorders it, posts it and moves an item', async ({
  signInAs,
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, DemoAccounts.lead);

  // Schedule the meeting for tomorrow through the meeting form.
  const meetingName = `Agenda journey ${uniqueSuffix()}`;
  await page.goto('/createMeeting/0');
  await page.getByRole('textbox', { name: 'Meeting Name' }).fill(meetingName);
  await page.getByLabel('Meeting Date').fill(isoDate(new Date(Date.now() + 86_400_000)));
  await choose(page, 'Team Assignment', '7th Grade Math');
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(toast(page, 'A new meeting has been saved.')).toBeVisible();
  const meetingId = await meetingIdByName(page, meetingName);

  // Saving a new meeting opens its agenda.
  await expect(page).toHaveURL(`/meetingAgenda/${meetingId}`);
  await expect(page.getByRole('heading', { level: 2, name: meetingName })).toBeVisible();
  await expect(page.getByText('This Agenda currently has no items.')).toBeVisible();
  await expect(page.getByText('Not posted')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'empty agenda');

  // The empty agenda offers Add Agenda Item as its next step, beside the header's.
  await expect(page.getByRole('link', { name: 'Add Agenda Item' })).toHaveCount(2);
  // The form validates on submit with the spec's messages.
  await page.getByRole('link', { name: 'Add Agenda Item' }).first().click();
  const time = page.getByRole('textbox', { name: 'Consideration Time (min)' });
  await time.fill('ten');
  await time.press('Enter');
  await expect(page.getByText('Item name is required')).toBeVisible();
  await expect(page.getByText('Please select a type')).toBeVisible();
  await expect(page.getByText('Please selected a facilitator')).toBeVisible();
  await expect(page.getByText('Consideration time must be a number')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'agenda item form');
  // The typed time is unsaved work: leaving asks first.
  await page.getByRole('link', { name: 'Back to Meeting Agenda' }).click();
  await page
    .getByRole('dialog', { name: 'You are about to leave:' })
    .getByRole('button', { name: 'Leave' })
    .click();

  await addItem(page, 'Warm-up data', /^C – Celebration$/, 'Marcus Bell', '5');
  await addItem(page, 'Quiz results', /^D – Discussion$/, 'Priya Raman', '20');
  await addItem(page, 'Next steps', /^DC – Decision$/, 'Tom Becker', '10');
  await expect.poll(() => itemTitles(page)).toEqual(['Warm-up data', 'Quiz results', 'Next steps']);
  await expect(itemList(page).getByRole('listitem').nth(1)).toContainText('P. Raman');
  await expect(itemList(page).getByRole('listitem').nth(1)).toContainText('20 min');

  // Drag with the mouse: the last item to the top (the list scrolled up first: the norms above it push
  // its end below a desktop screen's fold, where the mouse cannot reach).
  await itemList(page).evaluate((list) => list.scrollIntoView({ block: 'start' }));
  const from = await handleOf(page, 'Next steps').boundingBox();
  const to = await itemList(page).getByRole('listitem').first().boundingBox();
  if (!from || !to) throw new Error('agenda rows are not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 15 });
  await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 2 });
  await page.mouse.up();
  await expect(toast(page, 'Agenda Items have been reordered')).toBeVisible();
  await expect.poll(() => itemTitles(page)).toEqual(['Next steps', 'Warm-up data', 'Quiz results']);

  // Drag with the keyboard: the third item up one place (Space lifts, arrow moves, Space drops).
  await handleOf(page, 'Quiz results').focus();
  await page.keyboard.press('Space');
  await expect(handleOf(page, 'Quiz results')).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: /Picked up agenda item 3 of 3: Quiz results/ }),
  ).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: /is over position 2 of 3/ })).toBeAttached();
  const saved = page.waitForResponse((response) => response.url().includes('/agendaitem/reorder'));
  await page.keyboard.press('Space');
  await expect.poll(() => itemTitles(page)).toEqual(['Next steps', 'Quiz results', 'Warm-up data']);
  expect((await saved).ok()).toBe(true);

  // The buttons move one place and keep the focus on the moved item's button.
  await page.getByRole('button', { name: 'Move down: Next steps' }).click();
  // The toast first: it hides after a few seconds, which the checks below may take on a busy machine.
  await expect(toast(page, 'Agenda Items have been reordered')).toBeVisible();
  await expect.poll(() => itemTitles(page)).toEqual(['Quiz results', 'Next steps', 'Warm-up data']);
  await expect(page.getByRole('button', { name: 'Move down: Next steps' })).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: 'Agenda item moved to position 2 of 3.' }),
  ).toBeAttached();
  await page.getByRole('button', { name: 'Move up: Next steps' }).click();
  await expect.poll(() => itemTitles(page)).toEqual(['Next steps', 'Quiz results', 'Warm-up data']);

  // The order was saved.
  await page.reload();
  await expect.poll(() => itemTitles(page)).toEqual(['Next steps', 'Quiz results', 'Warm-up data']);

  // An item can have several facilitators.
  await page.getByRole('link', { name: 'Edit Quiz results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Agenda Item' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Facilitators' })).toHaveText('Priya Raman');
  await choose(page, 'Facilitators', 'Marcus Bell');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: 'Facilitators' })).toHaveText('Priya Raman, Marcus Bell');
  await page.getByRole('button', { name: 'Save Agenda Item' }).click();
  await expect(toast(page, 'Agenda Item has been saved.')).toBeVisible();
  await expect(itemList(page).getByRole('listitem').nth(1)).toContainText('M. Bell');
  await expect(itemList(page).getByRole('listitem').nth(1)).toContainText('P. Raman');

  // Her notes on the item move its version on; the item's form, opened again after them, starts from the
  // copy the server holds now, not from the one cached at the first edit: its save is not refused as stale.
  await page.getByRole('link', { name: 'Take Notes: Quiz results' }).click();
  await page.getByRole('textbox', { name: 'Outcome notes' }).click();
  await page.keyboard.type('Most students met the target.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Meeting notes have been saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Meeting Agenda' }).click();
  await expect(itemList(page).getByText('Most students met the target.')).toBeVisible();
  await page.getByRole('link', { name: 'Edit Quiz results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Agenda Item' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Facilitators' })).toHaveText('Marcus Bell, Priya Raman');
  await page.getByRole('textbox', { name: 'Consideration Time (min)' }).fill('25');
  await page.getByRole('button', { name: 'Save Agenda Item' }).click();
  await expect(itemList(page).getByRole('listitem').nth(1)).toContainText('25 min');

  await page.setViewportSize(DESKTOP);
  await expectNoSeriousA11yViolations(page, 'agenda');
  await saveScreenshot(page, 'meeting-agenda-desktop');
  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page, 'agenda on a phone');
  await saveScreenshot(page, 'meeting-agenda-phone');
  await page.setViewportSize(DESKTOP);

  // Post: the confirmation lists the notified members and links to the meetings.
  await page.getByRole('button', { name: 'Post Agenda' }).click();
  const notified = page.getByRole('list', { name: 'Notified members' });
  await expect(notified.getByRole('listitem')).toHaveText([
    'Tom Becker',
    'Marcus Bell',
    'Jordan Lee',
    'Priya Raman',
  ]);
  await expect(page.getByRole('link', { name: 'Go to Meetings' })).toHaveAttribute('href', '/meetings');
  await expect(page.getByRole('heading', { name: /has been posted/ })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'agenda posted');
  await page.getByRole('button', { name: 'Back to the agenda' }).click();
  await expect(page.getByText('Posted', { exact: true })).toBeVisible();
  await expect(itemsHeading(page)).toBeFocused();

  // Posting again asks first.
  await page.getByRole('button', { name: 'Post Agenda' }).click();
  const repost = page.getByRole('dialog', { name: 'Post this agenda again?' });
  await expect(repost).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'repost dialog');
  await repost.getByRole('button', { name: 'Keep it' }).click();
  await expect(repost).toBeHidden();

  // Move one item to another upcoming meeting of the team, made for this test.
  const target = `Move target ${uniqueSuffix()}`;
  await createMeeting(page, target, 3 * 86_400_000, 60 * 60_000);
  await page.reload();
  const move = page.getByRole('button', { name: 'Move Agenda Items' });
  await expect(move).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Select Warm-up data' }).check();
  await expect(move).toBeDisabled();
  await choose(page, 'Move to meeting', new RegExp(`^${target}`));
  await expect(move).toBeEnabled();
  await move.click();
  await expect(toast(page, `Agenda Items have been moved to ${target}.`)).toBeVisible();
  await expect.poll(() => itemTitles(page)).toEqual(['Next steps', 'Quiz results']);
  await expect(itemsHeading(page)).toBeFocused();

  // Move one to a new meeting made on the spot.
  const newMeeting = `Overflow ${uniqueSuffix()}`;
  await page.getByRole('checkbox', { name: 'Select Quiz results' }).check();
  await choose(page, 'Move to meeting', 'A new meeting…');
  await move.click();
  const dialog = page.getByRole('dialog', { name: 'Move to a new meeting' });
  await dialog.getByRole('textbox', { name: 'Meeting Name' }).fill(newMeeting);
  await dialog.getByLabel('Meeting Date').fill(isoDate(new Date(Date.now() + 2 * 86_400_000)));
  await expectNoSeriousA11yViolations(page, 'move to a new meeting');
  await dialog.getByRole('button', { name: 'Create and Move' }).click();
  await expect(toast(page, `Agenda Items have been moved to ${newMeeting}.`)).toBeVisible();
  await expect.poll(() => itemTitles(page)).toEqual(['Next steps']);
  await expect(itemsHeading(page)).toBeFocused();

  // Delete the last one after confirming.
  await page.getByRole('button', { name: 'Delete Next steps' }).click();
  const confirm = page.getByRole('dialog', { name: 'You are about to delete:' });
  await expect(confirm).toContainText('Next steps');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Agenda item has been deleted.')).toBeVisible();
  await expect(page.getByText('This Agenda currently has no items.')).toBeVisible();
  await expect(itemsHeading(page)).toBeFocused();
});

test('a teacher sees the visibility message on a started meeting whose agenda is not posted', async ({
  signInAs,
  page,
}) => {
  await signInAs(page, DemoAccounts.lead);
  const Id = await createMeeting(page, `Started ${uniqueSuffix()}`, -10 * 60_000, 60 * 60_000);

  await signInAs(page, DemoAccounts.teacher);
  await page.goto(`/meetingAgenda/${Id}`);
  await expect(
    page.getByText(
      'The Agenda for this meeting has not been posted. If you have further questions please contact a Team Lead.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post Agenda' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'hidden agenda');
});
