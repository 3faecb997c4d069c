import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTaskKit, type TaskKit } from '../test/task-kit';
import { setAuditActor, skipAuditLog } from './audit-session';
import { selectRows } from './rows';
import { auditEntries, tasks } from './schema';

let k: TaskKit;
/** An entry's row before and after its change (migration 0023). */
type Images = { before: Record<string, unknown>; after: Record<string, unknown> };
const db = () => k.t.database.db;

beforeAll(async () => {
  k = await openTaskKit();
});
afterAll(async () => k.t.close());

/** The entries about one record, newest first. */
const entriesOf = (recordId: string) =>
  db()
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.recordId, recordId))
    .orderBy(desc(auditEntries.occurredAt), desc(auditEntries.sequence));

/** Runs the retention purge with this cut-off; the number of entries it removed. */
async function purge(before: SQL): Promise<number> {
  const [row] = await selectRows(
    db(),
    sql`select purge_audit_entries(${before})::int as removed`,
    z.object({ removed: z.number() }),
  );
  return row!.removed;
}

/** The error a statement fails with, or undefined when it succeeds. */
async function failureOf(
  statement: Promise<unknown>,
): Promise<{ code?: string; message: string } | undefined> {
  try {
    await statement;
    return undefined;
  } catch (error) {
    const { cause } = error as { cause?: { code?: string; message: string } };
    return cause ?? (error as { code?: string; message: string });
  }
}

describe('the audit log', () => {
  it('records a task changed through the app as its caller’s, with each changed field before and after', async () => {
    const id = await k.taskId('Regroup period 3 for reteach');
    const before = await entriesOf(id);
    const [previous] = await db().select({ dueDate: tasks.dueDate }).from(tasks).where(eq(tasks.id, id));
    const edit = await k.call('POST', 'task/save', 'marcus', {
      Id: id,
      Title: 'Regroup period 3 for reteach',
      AssignedToUserId: await k.userId('marcus'),
      GoalId: await k.goalId('Fractions fluency for every 7th grader'),
      MeetingId: await k.meetingId('Unit 3 data review'),
      DueDate: '2031-01-15',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const [entry, ...rest] = await entriesOf(id);
    expect(rest).toHaveLength(before.length);
    expect(entry).toMatchObject({
      recordKind: 'task',
      subjectKind: 'task',
      subjectId: id,
      action: 'update',
      actorUserId: await k.userId('marcus'),
      impersonatorUserId: null,
    });
    const [task] = await db().select().from(tasks).where(eq(tasks.id, id));
    expect(entry!.locationId).toBe(task!.locationId);
    expect(entry!.districtId).toBe(task!.districtId);
    // The row before and after, bookkeeping columns (version, updated_at, the search vector) left out;
    // only the due date differs.
    const images = entry!.changes as Images;
    expect(images.after).not.toHaveProperty('version');
    expect(images.after).not.toHaveProperty('search_vector');
    expect(images.after).not.toHaveProperty('updated_at');
    expect(images.before.due_date).toBe(previous!.dueDate);
    expect(images.after.due_date).toBe('2031-01-15');
    expect(Object.keys(images.after).filter((field) => images.before[field] !== images.after[field])).toEqual(
      ['due_date'],
    );
  });

  it('records a creation and a removal with every field, and nothing for a change that changes nothing', async () => {
    const [task] = await db().select().from(tasks).limit(1);
    const { id: _id, searchVector: _vector, ...copy } = task!;
    // Looked up first: PGlite has one connection, which the transaction holds.
    const priya = await k.userId('priya');
    const admin = await k.userId('admin');
    const created = await db().transaction(async (tx) => {
      await setAuditActor(tx, { userId: priya, impersonatorUserId: admin });
      const [row] = await tx
        .insert(tasks)
        .values({ ...copy, title: 'Audited copy', dueDate: '2031-02-02' })
        .returning({ id: tasks.id });
      await tx.update(tasks).set({ title: 'Audited copy' }).where(eq(tasks.id, row!.id));
      return row!.id;
    });
    await db().delete(tasks).where(eq(tasks.id, created));
    const [removal, creation, ...others] = await entriesOf(created);
    expect(others).toEqual([]);
    expect(creation).toMatchObject({ action: 'insert', actorUserId: priya, impersonatorUserId: admin });
    expect(creation!.changes).toMatchObject({
      before: {},
      after: { title: 'Audited copy', due_date: '2031-02-02' },
    });
    // Outside a caller's transaction the change is the server's own: no actor.
    expect(removal).toMatchObject({ action: 'delete', actorUserId: null, impersonatorUserId: null });
    expect(removal!.changes).toMatchObject({ before: { title: 'Audited copy' }, after: {} });
  });

  it('writes nothing for a change that is rolled back, or loaded in bulk with the log off', async () => {
    const id = await k.taskId('Regroup period 3 for reteach');
    const count = (await entriesOf(id)).length;
    const failure = await failureOf(
      db().transaction(async (tx) => {
        await tx.update(tasks).set({ title: 'Never kept' }).where(eq(tasks.id, id));
        throw new Error('cut short');
      }),
    );
    expect(failure?.message).toBe('cut short');
    await db().transaction(async (tx) => {
      await skipAuditLog(tx);
      await tx.update(tasks).set({ dueDate: '2031-03-03' }).where(eq(tasks.id, id));
    });
    expect(await entriesOf(id)).toHaveLength(count);
  });

  it('keeps every entry as written: no update, no delete, no truncate', async () => {
    const [entry] = await db().select().from(auditEntries).limit(1);
    expect(entry).toBeDefined();
    for (const statement of [
      db().update(auditEntries).set({ action: 'forged' }).where(eq(auditEntries.sequence, entry!.sequence)),
      db().delete(auditEntries).where(eq(auditEntries.sequence, entry!.sequence)),
      db().execute(sql`truncate audit_entries`),
    ]) {
      const failure = await failureOf(statement);
      expect(failure?.code).toBe('42501');
      expect(failure?.message).toMatch(/audit entries are kept as written/);
    }
    expect(await entriesOf(entry!.recordId!)).toContainEqual(entry);
  });

  it('purges only the entries older than the cut-off, and records that it ran', async () => {
    const id = await k.taskId('Regroup period 3 for reteach');
    const [oldest] = await db()
      .select({ occurredAt: auditEntries.occurredAt })
      .from(auditEntries)
      .orderBy(auditEntries.occurredAt)
      .limit(1);
    // Nothing is older than the oldest entry: a purge up to it removes nothing, and says so.
    const cutoff = oldest!.occurredAt;
    const kept = (await entriesOf(id)).length;
    expect(await purge(sql`${cutoff.toISOString()}::timestamptz`)).toBe(0);
    expect(await entriesOf(id)).toHaveLength(kept);
    const [run] = await db()
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'purge'))
      .orderBy(desc(auditEntries.occurredAt));
    expect(run).toMatchObject({ recordKind: 'audit-log', changes: { removed: 0 } });

    const all = await db().select({ sequence: auditEntries.sequence }).from(auditEntries);
    expect(await purge(sql`now() + interval '1 second'`)).toBe(all.length);
    expect(await entriesOf(id)).toHaveLength(0);
    // What is left is the record of this run.
    expect(await db().select().from(auditEntries)).toEqual([
      expect.objectContaining({ action: 'purge', changes: expect.objectContaining({ removed: all.length }) }),
    ]);
  });
});

describe('the triggers that leave a list’s positions to the reorder’s own entry (migration 0025)', () => {
  /** The table's columns an update of which writes no entry of its own. */
  const unloggedColumns = (table: string, trigger: string) =>
    selectRows(
      db(),
      sql`select column_name as "column" from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and column_name not in (
          select event_object_column from information_schema.triggered_update_columns
          where trigger_name = ${trigger} and event_object_table = ${table})
        order by column_name`,
      z.strictObject({ column: z.string() }),
    ).then((rows) => rows.map((row) => row.column));

  const BOOKKEEPING = ['created_at', 'district_id', 'id', 'location_id', 'updated_at', 'version'];

  it('fire for every column but the position and bookkeeping, so a new column is not silently unlogged', async () => {
    expect(await unloggedColumns('agenda_items', 'agenda_items_audit')).toEqual(
      [
        ...BOOKKEEPING,
        'order_id',
        'outcome_version',
        'search_vector',
        'timer_elapsed_seconds',
        'timer_started_at',
      ].sort(),
    );
    expect(await unloggedColumns('team_norms', 'team_norms_audit')).toEqual(
      [...BOOKKEEPING, 'display_order'].sort(),
    );
  });
});
