import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { selectRows } from '../../server/db/rows';
import { createTestApp, type TestApp } from '../../server/test/test-app';
import { fillDataset } from './dataset';
import { SCALES } from './scales';

/**
 * The generated district holds only relations the app itself would allow, so the benchmark's figures rest on
 * data a real district could have: a task's agenda item, meeting and goal are its own team's.
 */
describe('the benchmark dataset', () => {
  let t: TestApp;
  const count = async (query: ReturnType<typeof sql>) =>
    (await selectRows(t.database.db, query, z.strictObject({ count: z.number() })))[0]!.count;

  beforeAll(async () => {
    t = await createTestApp();
    await fillDataset(t.database.db, SCALES.smoke, () => undefined);
  }, 120_000);
  afterAll(async () => t?.close());

  it('links every task to an agenda item of its own meeting and school', async () => {
    const linked = await count(
      sql`select count(*)::int as count from tasks where agenda_item_id is not null`,
    );
    expect(linked).toBeGreaterThan(0);
    const outside = await count(sql`
      select count(*)::int as count
      from tasks
      join agenda_items on agenda_items.id = tasks.agenda_item_id
      join agendas on agendas.id = agenda_items.agenda_id
      where agendas.meeting_id is distinct from tasks.meeting_id
        or agenda_items.location_id is distinct from tasks.location_id
        or agendas.location_id is distinct from tasks.location_id`);
    expect(outside).toBe(0);
  });

  it('links every task to a meeting and a goal of its own team', async () => {
    const outside = await count(sql`
      select count(*)::int as count
      from tasks
      where (tasks.meeting_id is not null and not exists (
          select 1 from meeting_teams
          where meeting_teams.meeting_id = tasks.meeting_id and meeting_teams.team_id = tasks.team_id))
        or (tasks.goal_id is not null and not exists (
          select 1 from goal_teams where goal_teams.goal_id = tasks.goal_id and goal_teams.team_id = tasks.team_id))`);
    expect(outside).toBe(0);
  });
});
