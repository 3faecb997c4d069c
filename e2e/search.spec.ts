import { expect, test } from './helpers/test';
import { DemoAccounts } from './helpers/auth';
import { checkScreen } from './helpers/screenshots';

// The demo math team's past meeting: an item whose outcome reads "Reteach equivalent fractions in period 3."
const MEETING = 'Unit 3 data review';
const ITEM = 'Unit 3 assessment results';

test('a teacher finds an outcome by a word from it and lands on the meeting notes', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, DemoAccounts.teacher);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Ctrl+K reaches the header's search box from anywhere; Enter opens the results.
  await page.keyboard.press('Control+k');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await expect(box).toBeFocused();
  await box.fill('equivalent');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=equivalent/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  await expect(page.getByRole('status')).toHaveText(/\d+ results? for “equivalent”/);

  // Grouped by kind, the match highlighted; a teacher is offered no People kind (admins only).
  const items = page.getByRole('region', { name: /^Agenda items \(\d+\)$/ });
  await expect(items.getByRole('link', { name: new RegExp(ITEM) })).toBeVisible();
  await expect(items.locator('mark', { hasText: /^equivalent$/i }).first()).toBeVisible();
  const kinds = page.getByRole('group', { name: 'Kind' });
  await expect(kinds.getByRole('button', { name: /^Tasks \(\d+\)$/ })).toBeVisible();
  await expect(kinds.getByRole('button', { name: /^People/ })).toHaveCount(0);
  await checkScreen(page, 'search-results');

  await items.getByRole('link', { name: new RegExp(ITEM) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meeting Notes');
  await expect(page.getByRole('heading', { name: MEETING })).toBeVisible();
  await expect(page.getByRole('heading', { name: ITEM })).toBeVisible();
  await expect(
    page.locator('#main-content').getByText('Reteach equivalent fractions in period 3.'),
  ).toBeVisible();
});
