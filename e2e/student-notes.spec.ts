import { expect, type Page, test } from './helpers/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { DemoAccounts } from './helpers/auth';
import { checkScreen } from './helpers/screenshots';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).last();

async function teamId(page: Page, name: string): Promise<string> {
  const response = await page.request.get('/api/v1/team/getByLocationId');
  const teams = (await response.json()) as { Id: string; Name: string }[];
  return teams.find((team) => team.Name === name)!.Id;
}

test('a teacher writes a student note in the rich-text editor and comments on it', async ({
  page,
  signInAs,
}) => {
  // Two viewports and axe on every screen take a while.
  const suffix = Math.random().toString(36).slice(2, 8);
  const title = `Fractions check-in ${suffix}`;
  await signInAs(page, DemoAccounts.teacher);
  const mathId = await teamId(page, '7th Grade Math');

  // The team's students.
  await page.goto(`/studentGroups/${mathId}`);
  await expect(heading(page)).toHaveText('Student Groups');
  await expect(page.getByRole('heading', { level: 2, name: '7th Grade Math' })).toBeVisible();
  const students = page.getByRole('table', { name: 'Students' });
  await expect(students.getByRole('link')).toHaveText([
    'Chen, Noah',
    'Johnson, Ethan',
    'Martinez, Sofia',
    'Okafor, Liam',
    'Patel, Mia',
    'Thompson, Ava',
  ]);
  // A plain member may not remove students from the team: no remove buttons.
  await expect(students.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await checkScreen(page, 'student-groups');

  // The student's notes.
  await students.getByRole('link', { name: 'Thompson, Ava' }).click();
  await expect(heading(page)).toHaveText('Student Notes');
  await expect(page.getByRole('heading', { level: 2, name: 'Ava Thompson' })).toBeVisible();
  await expect(page.getByText('Graduation Year: 2031')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Student Groups' })).toHaveAttribute(
    'href',
    `/studentGroups/${mathId}`,
  );
  const notes = page.getByRole('table', { name: 'Student notes' });
  await expect(notes).toContainText('Strong progress on fractions');
  await checkScreen(page, 'student-notes');

  // A new note: validation on blur, then bold text through the toolbar.
  await page.getByRole('link', { name: 'Add Note' }).click();
  await expect(page).toHaveURL(/\/createStudentNote\/[^/]+\/[^/]+\/0$/);
  await expect(heading(page)).toHaveText('Create Student Note');
  await expect(page.getByRole('heading', { level: 2, name: 'Ava Thompson' })).toBeVisible();
  const titleField = page.getByRole('textbox', { name: 'Title' });
  await titleField.focus();
  await titleField.blur();
  await expect(page.getByText('A title is required')).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Note' });
  await expect(editor).toBeVisible();
  await editor.click();
  await editor.blur();
  await expect(page.getByText('A note is required')).toBeVisible();
  await checkScreen(page, 'create-student-note');

  await titleField.fill(title);
  await editor.click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Needs a reteach');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' on common denominators.');
  await expect(editor.locator('strong')).toHaveText('Needs a reteach');
  await page.getByRole('button', { name: 'Save Note' }).click();

  await expect(toast(page, 'Student Note has been saved.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/studentNotes/${mathId}/[^/]+$`));
  const newRow = notes.getByRole('row').filter({ hasText: title });
  await expect(newRow.locator('strong')).toHaveText('Needs a reteach');
  await expect(newRow).toContainText('M. Bell');

  // Sorting by posted by is done on the server; both notes are the teacher's, so both stay listed.
  await notes.getByRole('button', { name: 'Posted By' }).click();
  await expect(notes.getByRole('row')).toHaveCount(3);

  // Editing loads the stored rich text back into the editor.
  await newRow.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/createStudentNote\/[^/]+\/[^/]+\/[0-9a-f-]{36}$/);
  await expect(heading(page)).toHaveText('Edit Student Note');
  await expect(page).toHaveTitle('Edit Student Note | PLC Hub');
  await expect(titleField).toHaveValue(title);
  await expect(editor.locator('strong')).toHaveText('Needs a reteach');
  await titleField.fill(`${title} (edited)`);
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(toast(page, 'Student Note has been saved.')).toBeVisible();
  await expect(notes.getByRole('row').filter({ hasText: `${title} (edited)` })).toHaveCount(1);

  // Comments.
  await newRow.getByRole('link', { name: `View comments (0) on ${title}` }).click();
  await expect(heading(page)).toHaveText('Student Comments');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText('There are no comments to display')).toBeVisible();
  await checkScreen(page, 'student-comments-empty');

  await page.getByRole('link', { name: 'Add Comment' }).click();
  await expect(heading(page)).toHaveText('Create Student Comment');
  const commentBox = page.getByRole('textbox', { name: 'Comment' });
  await commentBox.focus();
  await commentBox.blur();
  await expect(page.getByText('A comment is required')).toBeVisible();
  await checkScreen(page, 'create-student-comment');
  await commentBox.fill(`Talked to her family ${suffix}.`);
  await page.getByRole('button', { name: 'Save Comment' }).click();
  await expect(toast(page, 'A new comment has been created.')).toBeVisible();
  await expect(heading(page)).toHaveText('Student Comments');
  const comments = page.getByRole('table', { name: 'Comments' });
  await expect(comments).toContainText(`Talked to her family ${suffix}.`);
  await checkScreen(page, 'student-comments');

  // Delete the comment, then the note, each through the confirmation dialog.
  await comments.getByRole('button', { name: 'Delete comment by M. Bell' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You are about to delete:');
  await expectNoSeriousA11yViolations(page, 'delete comment dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Comment has been deleted.')).toBeVisible();
  await expect(page.getByText('There are no comments to display')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Student Notes' }).click();
  await notes
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Student Note has been deleted.')).toBeVisible();
  await expect(notes).not.toContainText(title);
});

test('a hostile note saved through the API renders without running script', async ({ page, signInAs }) => {
  const dialogs: string[] = [];
  const consoleErrors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await signInAs(page, DemoAccounts.teacher);
  const mathId = await teamId(page, '7th Grade Math');
  const students = await page.request.get(`/api/v1/user/getStudentsByTeamId/${mathId}`);
  const ava = ((await students.json()) as { Items: { Id: string; LastName: string }[] }).Items.find(
    (student) => student.LastName === 'Thompson',
  )!;
  const title = `Hostile ${Math.random().toString(36).slice(2, 8)}`;
  const saved = await page.request.post('/api/v1/usernote/Save', {
    data: {
      id: '0',
      Title: title,
      UserId: ava.Id,
      TeamId: mathId,
      Note:
        '<p>Visible text</p><img src=x onerror="window.__xss=1;alert(1)"><script>alert(2)</script>' +
        '<a href="jav&#x09;ascript:alert(3)">click me</a><svg onload="alert(4)"></svg>' +
        '<p onmouseover="alert(5)" style="position:fixed;inset:0">hover</p>',
    },
  });
  expect(saved.ok()).toBe(true);
  const noteId = ((await saved.json()) as { Id: string }).Id;

  await page.goto(`/studentNotes/${mathId}/${ava.Id}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Visible text');
  await expect(row.locator('.note-html').locator('img, script, svg, [onmouseover], [style]')).toHaveCount(0);
  await row.getByText('hover').hover();
  // The javascript: target is gone, so the link is plain text that does nothing when clicked.
  await expect(row.getByText('click me')).not.toHaveAttribute('href');
  await row.getByText('click me').click();

  await page.goto(`/studentComments/${mathId}/${noteId}`);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(
    page.getByRole('article').locator('.note-html').locator('img, script, svg, [onmouseover], [style]'),
  ).toHaveCount(0);
  await expect(page.getByRole('article').getByText('click me')).not.toHaveAttribute('href');

  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(consoleErrors.filter((text) => /Content Security Policy|xss/i.test(text))).toEqual([]);

  const removed = await page.request.delete(`/api/v1/usernote/delete/${noteId}`);
  expect(removed.ok()).toBe(true);
});
