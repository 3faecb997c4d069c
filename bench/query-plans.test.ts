import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../server/test/sign-in';
import { createTestApp, type TestApp } from '../server/test/test-app';
import { BENCH_PASSWORD } from './dataset/generate';
import { fillDataset } from './dataset/dataset';
import { SCALES } from './dataset/scales';
import { captureQueries, QueryRecorder, type CapturedMix } from './lib/capture';
import { findSequentialScans, indexesRead } from './lib/explain';
import { signInSlots } from './lib/sign-in';
import { loadSlots } from './lib/slots';
import { MIX } from './mix';

/**
 * Every statement the benchmark's endpoints send has an index to use: with the planner's sequential scans
 * turned off, a sequential scan of a table that grows with the district can only mean a missing index.
 * (`npm run bench` runs the same check with the planner's own choices over the district dataset.)
 */
describe('query plans of the benchmark mix', () => {
  let testApp: TestApp;
  let captured: CapturedMix;
  const recorder = new QueryRecorder();

  beforeAll(async () => {
    testApp = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000' }, recorder.listener);
    const db = testApp.database.db;
    await fillDataset(db, SCALES.smoke, () => undefined);
    const slots = await signInSlots(await loadSlots(db, 4), (email) =>
      signIn(testApp.app, email, BENCH_PASSWORD),
    );
    captured = await captureQueries(testApp.app, recorder, MIX, slots);
  }, 120_000);
  afterAll(async () => testApp?.close());

  const statements = () => [...captured.values()].flat(2);

  it('captures the statements of every endpoint of the mix', () => {
    for (const endpoint of MIX) {
      const perSlot = captured.get(endpoint.name) ?? [];
      expect(perSlot, endpoint.name).toHaveLength(4);
      // The session lookup and at least one statement of the endpoint's own.
      expect(Math.min(...perSlot.map((queries) => queries.length)), endpoint.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('finds no sequential scan of a large table', async () => {
    expect(await findSequentialScans(testApp.database.db, statements(), true)).toEqual([]);
  });

  it('finds no sequential scan of a large table in a pass of the notice runner', async () => {
    recorder.take();
    await testApp.app.noticeRunner.runOnce();
    const runnerStatements = recorder.take();
    // Planning, claiming jobs and claiming e-mails: a pass does all three even when nothing is due.
    expect(runnerStatements.some((query) => /from jobs/.test(query.sql))).toBe(true);
    expect(runnerStatements.some((query) => /update notices set email_locked_until/.test(query.sql))).toBe(
      true,
    );
    // The dataset was analysed with no jobs: counted again, as autovacuum would, once the pass has made some.
    await testApp.database.db.execute(sql`analyze jobs`);
    expect(await findSequentialScans(testApp.database.db, runnerStatements, true)).toEqual([]);
  });

  it('finds the task notes and comments a lead searches from the school through the full-text indexes', async () => {
    // A lead's meetings, items, tasks and notes are read from their teams, and tested one by one; task notes
    // and comments, from the school's matches (search/policy.ts onesOf).
    const search = (captured.get('search rare') ?? []).flat();
    const indexes = [...(await indexesRead(testApp.database.db, search))];
    expect(indexes).toContain('task_notes_search_idx');
    expect(indexes).toContain('user_note_comments_search_idx');
  });

  it('reports the sequential scan a missing index causes', async () => {
    const db = testApp.database.db;
    // The search index leads with location_id too, so it would serve the task lists in its place.
    await db.execute(sql`drop index tasks_assignee_status_idx, tasks_search_idx`);
    const scans = await findSequentialScans(db, statements(), true);
    expect(scans.map((scan) => scan.table)).toContain('tasks');
  });
});
