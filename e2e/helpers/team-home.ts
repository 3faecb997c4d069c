import { expect, type Page } from '@playwright/test';

/** Opens a team's home from its My Teams card, as a member would; answers the team's id. */
export async function openTeamHome(page: Page, teamName: string): Promise<string> {
  await page.goto('/myTeams');
  await page.getByRole('link', { name: teamName, exact: true }).click();
  await expect(page).toHaveURL(/\/team\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(teamName);
  return page.url().split('/').at(-1)!;
}
