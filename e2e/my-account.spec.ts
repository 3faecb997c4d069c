import { expect, type Page, test } from './helpers/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { DemoAccounts, signIn } from './helpers/auth';
import { saveScreenshot } from './helpers/screenshots';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const toast = (page: Page, text: string) => page.locator('#notistack-snackbar', { hasText: text }).last();

/** Looks at the screen on a desktop and a phone, with axe on both. */
async function checkScreen(page: Page, name: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousA11yViolations(page, name);
  await saveScreenshot(page, `my-account-${name}-desktop`);
  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page, `${name} on a phone`);
  await saveScreenshot(page, `my-account-${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

test('a teacher subscribes to his calendar feed and turns it off again', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DemoAccounts.teacher);
  await page.goto('/myAccount');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  // The e2e server has no video-meeting provider configured.
  const integrations = page.getByRole('region', { name: 'Integrations' });
  await expect(integrations.getByText('Video meetings are not configured on this server.')).toBeVisible();
  const feed = page.getByRole('region', { name: 'Calendar feed' });
  await expect(feed.getByRole('button', { name: 'Create link' })).toBeVisible();
  await checkScreen(page, 'initial');

  await feed.getByRole('button', { name: 'Create link' }).click();
  await expect(toast(page, 'A new calendar link has been created.')).toBeVisible();
  const link = feed.getByRole('textbox', { name: 'Your calendar link' });
  await expect(link).toHaveValue(/\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(link).toHaveAttribute('readonly', '');
  const feedUrl = await link.inputValue();
  await checkScreen(page, 'link-created');

  // The link works without a session, as a calendar app would fetch it.
  const calendar = await page.request.get(feedUrl, { headers: { cookie: '' } });
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
  const ics = await calendar.text();
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain('SUMMARY:Fractions reteach planning');
  expect(ics).toContain('X-WR-CALNAME:PLC Hub');

  // After a reload the link is gone from the page (only its hash is kept) but the feed stays on.
  await page.reload();
  await expect(feed.getByRole('textbox', { name: 'Your calendar link' })).toHaveCount(0);
  await expect(feed.getByText(/Your calendar link was created on \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  await feed.getByRole('button', { name: 'Turn off' }).click();
  const dialog = page.getByRole('dialog', { name: 'You are about to delete:' });
  await expectNoSeriousA11yViolations(page, 'turn off dialog');
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(toast(page, 'Your calendar link has been turned off.')).toBeVisible();
  await expect(feed.getByRole('button', { name: 'Create link' })).toBeVisible();
  expect((await page.request.get(feedUrl)).status()).toBe(404);
});
