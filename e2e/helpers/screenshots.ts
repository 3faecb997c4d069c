import type { Page } from '@playwright/test';

/** Full-page screenshots for a human to look at, kept outside Playwright's per-run output folder. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}
