import { TeamMessages } from '@shared/messages';
import { expect, type Page, test } from './helpers/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';
import { DemoAccounts } from './helpers/auth';
import { PHONE, saveScreenshot } from './helpers/screenshots';

// These journeys run axe on several screens; the default 30 s is too tight for them.
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const teamCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a lead builds a team with staff and a student, then removes a member', async ({ page, signInAs }) => {
  const teamName = `E2E Planning ${Math.random().toString(36).slice(2, 8)}`;
  await signInAs(page, DemoAccounts.lead);

  await page.goto('/myTeams');
  await expect(heading(page)).toHaveText('My Teams');
  const math = teamCard(page, '7th Grade Math');
  await expect(math.getByRole('listitem').filter({ hasText: 'Priya Raman' })).toContainText('Team Lead');
  const literacy = teamCard(page, 'Literacy Committee');
  await expect(literacy.getByRole('listitem').filter({ hasText: 'Priya Raman' })).toContainText(
    'Co-Team Lead',
  );
  await expect(literacy.getByRole('listitem').filter({ hasText: 'Elena Garcia' })).toContainText(
    'Co-Team Lead',
  );
  await expect(literacy.getByRole('listitem').filter({ hasText: 'Marcus Bell' })).not.toContainText('Lead');
  // Priya is Math's only lead: her remove icon stays, greyed, and says why; Literacy has two leads.
  const onlyLead = math.getByRole('button', {
    name: /^Remove Priya Raman from 7th Grade Math: not available/,
  });
  await expect(onlyLead).toHaveAttribute('aria-disabled', 'true');
  await expect(onlyLead).toHaveAccessibleName(
    `Remove Priya Raman from 7th Grade Math: not available. ${TeamMessages.lastLead}`,
  );
  await onlyLead.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: TeamMessages.lastLead })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    literacy.getByRole('button', { name: 'Remove Priya Raman from Literacy Committee', exact: true }),
  ).toBeVisible();
  await expect(math.getByRole('link', { name: 'Team Norms' })).toHaveAttribute('href', /\/groupNorms\//);
  await expect(math.getByRole('link', { name: 'Students' })).toHaveAttribute('href', /\/studentGroups\//);
  await expectNoSeriousA11yViolations(page, 'my teams');
  await saveScreenshot(page, 'my-teams-desktop');

  await page.getByRole('link', { name: 'Create New Team' }).click();
  await expect(page).toHaveURL(/\/createTeam\/0$/);
  const save = page.getByRole('button', { name: 'Save Team' });
  await expect(save).toBeDisabled();
  const addPanel = page.getByRole('region', { name: 'Add Users' });
  const membersPanel = page.getByRole('region', { name: /Users In Team/ });
  // The creator starts in the team as its lead.
  await expect(membersPanel.getByRole('checkbox', { name: 'Team Lead: Priya Raman' })).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'create team');

  await page.getByLabel('Team Name').fill(teamName);
  await expect(save).toBeEnabled();

  // Staffers: choose two through the filter, the ticks survive changing the filter.
  const filter = addPanel.getByLabel('Filter staffers');
  await filter.fill('beck');
  await addPanel.getByRole('checkbox', { name: 'Tom Becker' }).check();
  await filter.fill('GARCIA');
  await expect(addPanel.getByRole('checkbox', { name: 'Tom Becker' })).toHaveCount(0);
  await addPanel.getByRole('checkbox', { name: 'Elena Garcia' }).check();
  await addPanel.getByRole('button', { name: 'Show All' }).click();
  await expect(filter).toHaveValue('');
  await addPanel.getByRole('button', { name: 'Add Selected (2)' }).click();
  await expect(addPanel.getByRole('checkbox', { name: 'Tom Becker' })).toHaveCount(0);

  // One student.
  await addPanel.getByRole('tab', { name: /^Students \(\d+\)$/ }).click();
  await addPanel.getByLabel('Filter students').fill('thompson');
  await addPanel.getByRole('checkbox', { name: 'Ava Thompson' }).check();
  await addPanel.getByRole('button', { name: 'Add Selected (1)' }).click();
  await expect(addPanel.getByText('There are no students to display.')).toBeVisible();

  await expect(membersPanel.getByRole('tab', { name: 'Staffers (3)' })).toBeVisible();
  await expect(membersPanel.getByRole('tab', { name: 'Students (1)' })).toBeVisible();
  await membersPanel.getByRole('checkbox', { name: 'Team Lead: Tom Becker' }).check();
  await expect(membersPanel.getByRole('button', { name: 'Remove Elena Garcia from the team' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'create team filled');
  await saveScreenshot(page, 'create-team-desktop');

  await save.click();
  await expect(page.getByText('A new team has been created.')).toBeVisible();
  await expect(page).toHaveURL(/\/myTeams$/);
  const created = teamCard(page, teamName);
  await expect(created.getByRole('listitem').filter({ hasText: 'Tom Becker' })).toContainText('Co-Team Lead');
  await expect(created.getByRole('listitem').filter({ hasText: 'Priya Raman' })).toContainText(
    'Co-Team Lead',
  );
  await expect(created.getByRole('listitem').filter({ hasText: 'Elena Garcia' })).not.toContainText('Lead');
  // Students are left out of My Teams.
  await expect(created.getByText('Ava Thompson')).toHaveCount(0);

  await created.getByRole('button', { name: `Remove Elena Garcia from ${teamName}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You are about to delete:');
  await expect(dialog).toContainText('Elena Garcia');
  await expectNoSeriousA11yViolations(page, 'remove member dialog');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Team Member has been deleted.')).toBeVisible();
  await expect(created.getByText('Elena Garcia')).toHaveCount(0);
  await expect(created.getByText('Tom Becker')).toBeVisible();

  // Editing shows the saved team.
  await created.getByRole('link', { name: `Edit ${teamName}` }).click();
  await expect(page.getByLabel('Team Name')).toHaveValue(teamName);
  await expect(
    page.getByRole('region', { name: /Users In Team/ }).getByRole('tab', { name: 'Students (1)' }),
  ).toBeVisible();

  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page, 'create team on a phone');
  await saveScreenshot(page, 'create-team-phone');
  await page.goto('/myTeams');
  await expect(teamCard(page, teamName)).toBeVisible();
  await saveScreenshot(page, 'my-teams-phone');

  // The team builder of Math keeps its only lead in the same way.
  await teamCard(page, '7th Grade Math').getByRole('link', { name: 'Edit 7th Grade Math' }).click();
  const mathMembers = page.getByRole('region', { name: /Users In Team/ });
  await expect(
    mathMembers.getByRole('button', { name: /^Remove Priya Raman from the team: not available/ }),
  ).toHaveAttribute('aria-disabled', 'true');
  await expect(mathMembers.getByRole('button', { name: 'Remove Tom Becker from the team' })).toBeVisible();
});

test('an admin manages teams: expands members and deletes a team', async ({ page, signInAs }) => {
  const teamName = `E2E Delete ${Math.random().toString(36).slice(2, 8)}`;
  await signInAs(page, DemoAccounts.admin);
  await page.goto('/createTeam/0');
  await page.getByLabel('Team Name').fill(teamName);
  await page.getByRole('button', { name: 'Save Team' }).click();
  await expect(page.getByText('A new team has been created.')).toBeVisible();

  await page.goto('/manageTeams');
  await expect(heading(page)).toHaveText('Manage Teams');
  await page.getByRole('button', { name: 'Show members of Literacy Committee' }).click();
  const members = page.getByRole('table', { name: 'Members of Literacy Committee' });
  await expect(members.getByRole('row').filter({ hasText: 'Elena Garcia' })).toContainText('Co-Team Lead');
  await expect(members.getByRole('row').filter({ hasText: 'Mia Patel' })).toContainText('Student');
  await expectNoSeriousA11yViolations(page, 'manage teams');
  await saveScreenshot(page, 'manage-teams-desktop');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'manage-teams-phone');
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole('button', { name: `Delete ${teamName}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(teamName);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Team has been deleted.')).toBeVisible();
  await expect(page.getByRole('cell', { name: teamName, exact: true })).toHaveCount(0);
});

test('a plain member sees no team actions', async ({ page, signInAs }) => {
  await signInAs(page, DemoAccounts.teacher);
  await page.goto('/myTeams');
  await expect(teamCard(page, '7th Grade Math')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create New Team' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});
