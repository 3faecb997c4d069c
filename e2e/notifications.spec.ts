import { expect, type Page, test as base } from './helpers/test';
import { DemoAccounts } from './helpers/auth';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { outboxMails, waitForMail } from './helpers/outbox';
import { checkScreen } from './helpers/screenshots';

const TASK = 'Score the fractions exit tickets';

async function ok<T>(response: Awaited<ReturnType<Page['request']['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

/** Today on the demo school's calendar (the journeys run on its Chicago time). */
const schoolToday = () => new Date().toLocaleDateString('en-CA');

/** The lead and the admin, each in a browser context of their own beside the teacher's page. */
const test = base.extend<{ lead: Page; admin: Page }>({
  lead: async ({ browser, appServer, signInAs }, use) => {
    const context = await browser.newContext({ baseURL: appServer.baseURL });
    const page = await context.newPage();
    await signInAs(page, DemoAccounts.lead);
    await use(page);
    await context.close();
  },
  admin: async ({ browser, appServer, signInAs }, use) => {
    const context = await browser.newContext({ baseURL: appServer.baseURL });
    const page = await context.newPage();
    await signInAs(page, DemoAccounts.admin);
    await use(page);
    await context.close();
  },
});

// No digests or reminders of its own (a digest at start-up would leave this journey nothing to send), and
// notice e-mails within a second.
test.use({ serverEnv: { NOTICE_SCHEDULE: 'false', NOTICE_POLL_SECONDS: '1' } });

async function assignTask(from: Page, to: Page, title: string): Promise<string> {
  const session = await ok<{ User: { UserId: string } }>(
    await to.request.get('/api/v1/usermembership/getSession'),
  );
  const teams = await ok<{ Id: string; Name: string }[]>(
    await from.request.get('/api/v1/team/getByLocationId'),
  );
  const saved = await ok<{ Id: string }>(
    await from.request.post('/api/v1/task/save', {
      data: {
        Id: '0',
        Title: title,
        DueDate: schoolToday(),
        AssignedToUserId: session.User.UserId,
        TeamId: teams.find((team) => team.Name === '7th Grade Math')!.Id,
      },
    }),
  );
  return saved.Id;
}

test('a notice rings the bell, opens its task, is marked read; the digest and unsubscribe follow the teacher’s choices', async ({
  page,
  lead,
  admin,
  browser,
  appServer,
  signInAs,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, DemoAccounts.teacher);
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // The lead assigns Marcus a task; his bell counts it without a reload.
  const taskId = await assignTask(lead, page, TASK);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 30_000 });
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const notice = page.getByRole('link', { name: `New task: ${TASK}` });
  await expect(notice).toBeVisible();
  await checkScreen(page, 'notifications');
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/editTask/${taskId}$`));
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  await expect(page.getByText('All read', { exact: true })).toBeVisible();

  // The task's e-mail reached the outbox with its one-click unsubscribe.
  const taskMail = await waitForMail(
    appServer.dataDir,
    DemoAccounts.teacher.email,
    new RegExp(`^New task: ${TASK}`),
  );
  const unsubscribeUrl = /<([^>]+)>/.exec(
    taskMail.headers.find((header) => header.key === 'list-unsubscribe')!.value,
  )![1]!;
  expect(taskMail.headers.find((header) => header.key === 'list-unsubscribe-post')?.value).toBe(
    'List-Unsubscribe=One-Click',
  );

  // Marcus turns his daily digest off in My Account.
  await page.goto('/myAccount');
  const settings = page.getByRole('region', { name: 'Notifications' });
  const digestLabel = 'Daily digest of my tasks (school days, 6:30 am)';
  await settings.getByRole('switch', { name: `E-mail: ${digestLabel}` }).uncheck();
  await settings.getByRole('switch', { name: `In the app: ${digestLabel}` }).uncheck();
  await settings.getByRole('button', { name: 'Save Notification Settings' }).click();
  await expect(page.getByText('Your notification settings have been saved.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'my account with notification settings');

  // The admin sends today's digest: Priya, with a task due today, gets hers; Marcus gets none.
  await assignTask(page, lead, 'Priya’s task due today');
  await admin.goto('/schoolSettings');
  await admin.getByRole('button', { name: "Send today's digest now" }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Send Now' }).click();
  await expect(admin.getByText("Today's digest is on its way")).toBeVisible();
  await expectNoSeriousA11yViolations(admin, 'school settings with notification defaults');
  await waitForMail(appServer.dataDir, DemoAccounts.lead.email, /^Your PLC Hub digest for /);
  const digestsToMarcus = (await outboxMails(appServer.dataDir)).filter(
    (mail) =>
      (mail.to ?? []).some((to) => to.address === DemoAccounts.teacher.email) &&
      /digest/.test(mail.subject ?? ''),
  );
  expect(digestsToMarcus).toEqual([]);

  // The unsubscribe link works in a fresh browser, without signing in.
  const stranger = await browser.newContext();
  try {
    const fresh = await stranger.newPage();
    await fresh.goto(unsubscribeUrl);
    await expect(fresh.getByRole('heading', { name: 'Stop these e-mails?' })).toBeVisible();
    await expectNoSeriousA11yViolations(fresh, 'unsubscribe page');
    await fresh.getByRole('button', { name: 'Stop these e-mails' }).click();
    await expect(fresh.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  } finally {
    await stranger.close();
  }
  const preferences = await ok<{ Preferences: { Kind: string; Email: boolean; InApp: boolean }[] }>(
    await page.request.get('/api/v1/notification/getPreferences'),
  );
  expect(preferences.Preferences.find((p) => p.Kind === 'task-assigned')).toMatchObject({
    Email: false,
    InApp: true,
  });
});
