import { expect, type Locator, type Page, test } from './helpers/test';
import { DEMO_PASSWORD, DemoAccounts, signIn, submitLogin } from './helpers/auth';
import { checkScreen, DESKTOP, PHONE } from './helpers/screenshots';

const REORDERED = 'Norms have been reordered';
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const toasts = (page: Page) => page.locator('.notistack-MuiContent');
const toast = (page: Page, text: string) => toasts(page).filter({ hasText: text });
const normRows = (page: Page) => page.getByRole('main').getByRole('list').getByRole('listitem');

/** A team of the lead's with enough norms to fill the screen, made through the API. */
async function teamWithManyNorms(page: Page): Promise<string> {
  const session = await page.request.get('/api/v1/usermembership/getSession');
  const leadId = ((await session.json()) as { User: { UserId: string } }).User.UserId;
  const team = await page.request.post('/api/v1/team/addTeamWithUsers', {
    data: {
      TeamId: '0',
      TeamName: `Toast team ${Math.random().toString(36).slice(2, 7)}`,
      UsersInTeam: [{ UserId: leadId, UserRoles: [{ RoleId: 1 }] }],
    },
  });
  expect(team.ok(), await team.text()).toBe(true);
  const teamId = ((await team.json()) as { Id: string }).Id;
  for (let index = 1; index <= 14; index += 1) {
    const norm = await page.request.post('/api/v1/teamnorms/save', {
      data: { Id: 0, TeamId: teamId, Norm: `Norm number ${index} of the toast team` },
    });
    expect(norm.ok(), await norm.text()).toBe(true);
  }
  return teamId;
}

/**
 * Scrolls to the end and moves the last norm up with its button, from the keyboard. The end is the end
 * once the page keeps it for two frames: after a change of viewport the layout settles over a few frames,
 * and a reader who is not at the end is not kept there when a toast comes.
 */
async function moveLastNormUp(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const root = document.documentElement;
        window.scrollTo(0, root.scrollHeight);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return window.scrollY + window.innerHeight >= root.scrollHeight - 1;
      }),
    )
    .toBe(true);
  const moveUp = normRows(page)
    .last()
    .getByRole('button', { name: /^Move up: / });
  await moveUp.focus();
  await page.keyboard.press('Enter');
}

/** The page's buttons and links (main and header) that a toast covers, even in part; null without a toast. */
function buttonsUnderToasts(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const toastBoxes = [...document.querySelectorAll('.notistack-MuiContent')].map((toast) =>
      toast.getBoundingClientRect(),
    );
    if (toastBoxes.length === 0) return null;
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return [...document.querySelectorAll('main button, main a[href], header button')]
      .filter((button) => {
        const box = button.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      })
      .filter((button) => toastBoxes.some((box) => overlaps(box, button.getBoundingClientRect())))
      .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
  });
}

/**
 * Hovers the toast at its right end: the focused Move up button's tooltip can lie over the toast's middle,
 * and a hover there waits on the tooltip until the toast has gone.
 */
async function restPointerOn(element: Locator): Promise<void> {
  const box = await element.boundingBox();
  if (!box) throw new Error('the toast has no box to hover');
  await element.hover({ position: { x: box.width - 6, y: box.height / 2 } });
}

test('toasts close by button or Escape, show a repeat once, stay clear of actions and end with the session', async ({
  page,
}) => {
  await signIn(page, DemoAccounts.lead);
  const teamId = await teamWithManyNorms(page);
  await page.goto(`/groupNorms/${teamId}`);
  await expect(heading(page)).toHaveText('Team Norms');
  await expect(normRows(page)).toHaveCount(14);

  // Four reorders in a row: one toast. The pointer rests on it from the first, which holds it open however
  // long the reorders take (a repeat does not restart its five seconds); the reorders are keyboard-only.
  // Each reorder's answer is awaited: the toast of the first is already there, and a later answer arriving
  // after the close below would rightly show the message again.
  for (let move = 0; move < 4; move += 1) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/teamnorms/reorder'));
    await moveLastNormUp(page);
    expect((await answered).ok()).toBe(true);
    await expect(toast(page, REORDERED)).toHaveCount(1);
    if (move === 0) await restPointerOn(toast(page, REORDERED));
  }
  await expect(toasts(page)).toHaveCount(1);

  // At the end of the page, the toast does not cover any action; the focused button stays in view.
  await expect.poll(() => buttonsUnderToasts(page)).toEqual([]);
  await expect(page.locator(':focus')).toBeInViewport({ ratio: 1 });

  // The close button is labelled and reachable from the keyboard.
  const close = toast(page, REORDERED).getByRole('button', { name: 'Close message' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(toasts(page)).toHaveCount(0);

  // A repeat that arrives while the same toast is fading out still shows: the reorder's answer is held
  // until the showing toast has been closed.
  await moveLastNormUp(page);
  await expect(toast(page, REORDERED)).toBeVisible();
  let releaseAnswer = () => {};
  const answerReleased = new Promise<void>((resolve) => (releaseAnswer = resolve));
  await page.route('**/api/v1/teamnorms/reorder', async (route) => {
    await answerReleased;
    await route.continue();
  });
  await moveLastNormUp(page);
  const closing = toast(page, REORDERED);
  await closing.evaluate((element) => element.setAttribute('data-closed-by-test', ''));
  await closing.getByRole('button', { name: 'Close message' }).click();
  releaseAnswer();
  await expect(toast(page, REORDERED).and(page.locator(':not([data-closed-by-test])'))).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
  await page.unroute('**/api/v1/teamnorms/reorder');
  await page.keyboard.press('Escape');
  await expect(toasts(page)).toHaveCount(0);

  // Escape closes every toast.
  await moveLastNormUp(page);
  await expect(toast(page, REORDERED)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toasts(page)).toHaveCount(0);

  // On a phone, where the toasts span the width, they still leave the last actions clear.
  await page.setViewportSize(PHONE);
  await moveLastNormUp(page);
  await toast(page, REORDERED).hover();
  await expect.poll(() => buttonsUnderToasts(page)).toEqual([]);
  await checkScreen(page, 'toast-over-norms');
  await page.setViewportSize(DESKTOP);

  // A toast held open (the pointer rests on it) ends with the session, and the next user never sees it.
  await moveLastNormUp(page);
  await toast(page, REORDERED).hover();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Sign in');
  await expect(toasts(page)).toHaveCount(0);
  await submitLogin(page, DemoAccounts.teacher.email, DEMO_PASSWORD);
  await expect(heading(page)).toHaveText('Dashboard');
  await expect(toasts(page)).toHaveCount(0);
});

test('a toast whose code cannot load still shows its message, and the next one tries again', async ({
  signInAs,
  page,
}) => {
  await signInAs(page, DemoAccounts.lead);
  const teamId = await teamWithManyNorms(page);
  // As offline, or in a tab still open on the previous release: the toasts' chunk does not arrive.
  await page.route(/\/assets\/toast-host-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(`/groupNorms/${teamId}`);
  await expect(normRows(page)).toHaveCount(14);

  await moveLastNormUp(page);
  const undelivered = page.getByRole('alert').filter({ hasText: REORDERED });
  await expect(undelivered).toBeVisible();
  await expect(heading(page)).toHaveText('Team Norms');
  await undelivered.getByRole('button', { name: 'Close messages' }).click();
  await expect(undelivered).toHaveCount(0);

  await page.unroute(/\/assets\/toast-host-[\w-]+\.js$/);
  await moveLastNormUp(page);
  await expect(toast(page, REORDERED)).toBeVisible();
});
