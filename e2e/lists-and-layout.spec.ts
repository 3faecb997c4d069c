import { expect, type Locator, type Page, test } from './helpers/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { DemoAccounts } from './helpers/auth';
import { checkScreen, DESKTOP, PHONE } from './helpers/screenshots';

/** The widths people use: a small laptop, the usual desktop and a phone. */
const WIDTHS = [{ width: 1024, height: 800 }, DESKTOP, PHONE];

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const header = (page: Page) => page.locator('[data-page-header]');

/** Dates and times in `root` whose text runs over more than one line ("12/04/2 026"). */
function brokenDatesAndTimes(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\d{1,2}\/\d{1,2}\/\d{4}|\d{1,2}:\d{2} [AP]M/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/**
 * E-mail addresses in `root` that wrap anywhere but after their "@" or a dot, with the character the line
 * broke before.
 */
function emailsBrokenMidWord(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const email = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
    const broken: string[] = [];
    for (const holder of element.querySelectorAll('*')) {
      const text = holder.textContent ?? '';
      if (!email.test(text) || [...holder.children].some((child) => child.textContent === text)) continue;
      let previousTop: number | undefined;
      let index = 0;
      const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let offset = 0; offset < (node.textContent ?? '').length; offset += 1, index += 1) {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          const top = range.getClientRects()[0]?.top;
          if (top === undefined) continue;
          if (previousTop !== undefined && top > previousTop + 2 && !'@.'.includes(text[index - 1] ?? '')) {
            broken.push(`${text} before "${text[index]}"`);
          }
          previousTop = top;
        }
      }
    }
    return broken;
  });
}

/** The left edges of those of `locators` that are on the page, rounded. */
async function lefts(locators: Locator[]): Promise<number[]> {
  const found: number[] = [];
  for (const locator of locators) {
    if ((await locator.count()) === 0) continue;
    const box = await locator.boundingBox();
    if (box) found.push(Math.round(box.x));
  }
  return found;
}

/** How many of a column's controls are on the page and at how many left edges (listed, for a failure). */
function column(leftEdges: number[]) {
  return { count: leftEdges.length, distinctLefts: new Set(leftEdges).size, leftEdges };
}

/** A box's right edge and top, to compare where a control sits on two screens. */
async function place(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return { left: Math.round(box!.x), right: Math.round(box!.x + box!.width), top: Math.round(box!.y) };
}

test('an admin’s lists: actions in place, dates on one line, pages to the last, sorts by every column', async ({
  signInAs,
  page,
}) => {
  await signInAs(page, DemoAccounts.admin);

  // Manage Staff: Morgan Reyes (a super admin) has no actions, Dana Whitfield (herself) no Delete.
  await page.goto('/manageStaff');
  const staff = page.getByRole('table', { name: 'Staff' });
  await expect(staff.getByRole('row')).toHaveCount(8);
  const rows = await staff.locator('tbody tr').all();
  const editLinks = rows.map((row) => row.getByRole('link', { name: /^Edit / }));
  const deleteButtons = rows.map((row) => row.getByRole('button', { name: /^Delete / }));
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    // After a resize the table lays itself out again over a few frames, and the boxes are read one at a
    // time: on a busy machine one read could land before that layout and another after it, so the
    // alignment is polled until the layout has settled (and fails if it never lines up).
    await expect
      .poll(async () => column(await lefts(editLinks)), { message: `Edit at ${size.width}px` })
      .toMatchObject({ count: 6, distinctLefts: 1 });
    await expect
      .poll(async () => column(await lefts(deleteButtons)), { message: `Delete at ${size.width}px` })
      .toMatchObject({ count: 5, distinctLefts: 1 });
    // Seven staffers fit on the first page: no rows-per-page footer.
    await expect(page.getByText('Rows per page:')).toHaveCount(0);
  }
  await page.setViewportSize(DESKTOP);

  // Sorted by e-mail, then by staff id, on the server.
  await staff.getByRole('button', { name: 'Email Address' }).click();
  await expect(staff.locator('tbody tr').first()).toContainText('admin@demo.plchub.test');
  await staff.getByRole('button', { name: 'Staff Id' }).click();
  await expect(staff.locator('tbody tr').first()).toContainText('1001');
  await staff.getByRole('button', { name: 'Staff Id' }).click();
  await expect(staff.locator('tbody tr').first()).toContainText('1007');

  // An empty list keeps its sentence and offers the next step.
  await page.getByRole('searchbox', { name: 'Search staff' }).fill('nobody-by-this-name');
  await expect(page.getByText('There are no staffers to display.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Create New Staffer' })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'manage staff, no match');

  // Manage Students at 21: the pager goes to the last page in one click; sorted by graduation year.
  for (let n = 0; n < 11; n += 1) {
    const response = await page.request.post('/api/v1/user/save', {
      data: {
        Id: '0',
        FirstName: 'Pager',
        LastName: `Student${String(n).padStart(2, '0')}`,
        EmailAddress: `pager.student${n}.${Date.now()}@students.demo.plchub.test`,
        ThirdPartyId: String(70_000 + n),
        Active: true,
        UserStudent: { GraduationYear: 2028 },
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await page.goto('/manageStudents');
  const students = page.getByRole('table', { name: 'Students' });
  await page.getByRole('button', { name: 'Go to last page' }).click();
  await expect(page.getByText('21–21 of 21')).toBeVisible();
  await page.getByRole('button', { name: 'Go to first page' }).click();
  await expect(page.getByText('1–10 of 21')).toBeVisible();
  await students.getByRole('button', { name: 'Graduation Year' }).click();
  await expect(students.locator('tbody tr').first()).toContainText('2028');
  await checkScreen(page, 'manage-students-paged');

  // On a phone the e-mail sits under the name and wraps only after its @ or a dot.
  await page.setViewportSize(PHONE);
  await expect(students).toContainText('@students.demo.plchub.test');
  expect(await emailsBrokenMidWord(students)).toEqual([]);
  await page.setViewportSize(DESKTOP);

  // Manage Teams loads a team's members when its row opens, not with the page.
  await page.goto('/manageTeams');
  const members = page.waitForRequest(/\/team\/getTeamWithUsersById\//);
  await page.getByRole('button', { name: 'Show members of 7th Grade Math' }).click();
  await members;
  await expect(page.getByRole('table', { name: 'Members of 7th Grade Math' })).toContainText('Priya Raman');
});

test('a lead’s screens share one layout; dates stay whole; Task Notes leads back', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, DemoAccounts.lead);

  // Dates and times never wrap inside a value, at any width.
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const url of ['/', '/meetings']) {
      await page.goto(url);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      const tables = page.getByRole('table');
      await expect(tables.first()).toBeVisible();
      for (const table of await tables.all()) {
        expect(await brokenDatesAndTimes(table), `${url} at ${size.width}px`).toEqual([]);
      }
    }
  }

  // The primary action sits at the right of the title row, the title at one height, on every screen.
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    const places = [];
    for (const [url, action] of [
      ['/myTeams', 'Create New Team'],
      ['/teamGoals', 'Create New Goal'],
      ['/meetings', 'Create New Meeting'],
    ] as const) {
      await page.goto(url);
      const button = header(page).getByRole('link', { name: action });
      places.push({ url, title: await place(heading(page)), action: await place(button) });
    }
    const [first, ...others] = places;
    for (const other of others) {
      expect(other.title.top, `${other.url} title at ${size.width}px`).toBe(first!.title.top);
      expect(other.action.right, `${other.url} action at ${size.width}px`).toBe(first!.action.right);
      expect(other.action.top, `${other.url} action at ${size.width}px`).toBe(first!.action.top);
    }
  }
  await page.setViewportSize(DESKTOP);

  // Back links sit above the title, at the same place: Team Tasks, Meeting Agenda, and Task Notes,
  // which leads back to where it was opened from.
  await page.goto('/');
  await page
    .getByRole('table', { name: 'My Task Assignments' })
    .getByRole('link', { name: 'Notes on Book the library for fractions night' })
    .click();
  await expect(heading(page)).toHaveText('Task Notes');
  const taskNotesBack = page.getByRole('link', { name: 'Back to Dashboard' });
  const { left, top } = await place(taskNotesBack);
  const backPlace = { left, top };
  expect(top).toBeLessThan((await place(heading(page))).top);
  await checkScreen(page, 'task-notes-with-back-link');
  await taskNotesBack.click();
  await expect(page).toHaveURL('/');

  await page.goto('/meetings');
  await page
    .getByRole('table', { name: 'Upcoming Meetings' })
    .getByRole('link', { name: /^Agenda: / })
    .first()
    .click();
  await expect(heading(page)).toHaveText('Meeting Agenda');
  expect(await place(page.getByRole('link', { name: 'Back to Meetings' }))).toMatchObject(backPlace);
  await page.goto('/teamGoals');
  await page.getByRole('link', { name: 'Tasks of Fractions fluency for every 7th grader' }).click();
  await expect(heading(page)).toHaveText('Team Tasks');
  expect(await place(page.getByRole('link', { name: 'Back to Team Goals' }))).toMatchObject(backPlace);

  // A task's notes opened from Team Tasks lead back there.
  await page
    .getByRole('link', { name: /^Notes on / })
    .first()
    .click();
  await expect(heading(page)).toHaveText('Task Notes');
  await page.getByRole('link', { name: 'Back to Team Tasks' }).click();
  await expect(heading(page)).toHaveText('Team Tasks');

  // On a phone, e-mails on My Teams wrap only after their @ or a dot.
  await page.setViewportSize(PHONE);
  await page.goto('/myTeams');
  await expect(page.getByText('jordan.lee@partners.plchub.test')).toBeVisible();
  expect(await emailsBrokenMidWord(page.getByRole('main'))).toEqual([]);
  await page.setViewportSize(DESKTOP);
});

test('a lead picks from fifty teams by typing, and finds namesakes by full name and id', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, DemoAccounts.lead);

  // Team Assignment searches as one types and is chosen with the keyboard.
  await page.goto('/createGoal/0');
  const team = page.getByRole('combobox', { name: 'Team Assignment' });
  await team.click();
  await team.pressSequentially('lit');
  await expect(page.getByRole('option')).toHaveText(['Literacy Committee']);
  await team.press('Enter');
  await expect(team).toHaveValue('Literacy Committee');
  // Cleared, it is required again with the spec's message.
  await team.fill('');
  await team.press('Escape');
  await page.getByRole('textbox', { name: 'Goal Name' }).focus();
  await expect(page.getByText('Please select a team for this goal')).toBeVisible();
  await checkScreen(page, 'create-goal-team-search');

  // The team builder shows what tells people apart and matches full names in either order, and ids.
  await page.goto('/createTeam/0');
  const addPanel = page.getByRole('region', { name: 'Add Users' });
  const filter = addPanel.getByLabel('Filter staffers');
  for (const text of ['aisha khan', 'KHAN aisha', 'aisha.khan@']) {
    await filter.fill(text);
    await expect(addPanel.getByRole('checkbox')).toHaveCount(2);
    await expect(addPanel.getByRole('checkbox', { name: /^Aisha Khan/ })).toBeVisible();
  }
  await expect(addPanel.getByText('aisha.khan@demo.plchub.test')).toBeVisible();
  await addPanel.getByRole('tab', { name: /^Students/ }).click();
  await addPanel.getByLabel('Filter students').fill('50000');
  await expect(addPanel.getByRole('checkbox', { name: /^Ava Thompson/ })).toBeVisible();
  await expect(addPanel.getByText('Id 50000 · Graduation Year 2031')).toBeVisible();
  await checkScreen(page, 'team-builder-namesakes');
});
