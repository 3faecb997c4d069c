import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/**
 * Review screenshots are taken only when asked for (`REVIEW_SCREENSHOTS=1 npm run test:e2e`): nothing asserts
 * on them, and a full-page capture of every screen at two widths costs the suite minutes.
 */
const REVIEW_SCREENSHOTS = process.env.REVIEW_SCREENSHOTS === '1';

/** A full-page screenshot for a human to look at, kept outside Playwright's per-run output folder. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!REVIEW_SCREENSHOTS) return;
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/**
 * Runs axe (with any `extraRules` it leaves off) on the screen as it is now on a desktop and on a phone, saving a
 * review screenshot of each when they are asked for, then returns to the desktop.
 */
export async function checkScreen(
  page: Page,
  name: string,
  extraRules: readonly string[] = [],
): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousA11yViolations(page, name, extraRules);
  await saveScreenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page, `${name} on a phone`, extraRules);
  await saveScreenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}
