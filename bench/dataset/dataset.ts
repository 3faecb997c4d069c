import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../server/db/database';
import { selectRows } from '../../server/db/rows';
import { hashPassword } from '../../server/lib/passwords';
import { BENCH_PASSWORD, generateDataset } from './generate';
import { rowCounts, type Scale } from './scales';

/** Bumped whenever generate.ts changes what it writes, so a stale benchmark database is rebuilt. */
const GENERATOR_VERSION = 9;
const markerOf = (scale: Scale) => `plchub-bench ${scale.name} v${GENERATOR_VERSION}`;

/** The dataset a database holds, from the comment fillDataset leaves on it; null when it holds another. */
export async function datasetMarker(db: Db): Promise<string | null> {
  const [row] = await selectRows(
    db,
    sql`select shobj_description(oid, 'pg_database') as marker from pg_database where datname = current_database()`,
    z.strictObject({ marker: z.string().nullable() }),
  );
  return row?.marker ?? null;
}

export async function holdsDataset(db: Db, scale: Scale): Promise<boolean> {
  return (await datasetMarker(db)) === markerOf(scale);
}

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await selectRows(
    db,
    sql`select id from districts limit 1`,
    z.strictObject({ id: z.string() }),
  );
  return rows.length === 0;
}

/** Deletes every row but the task-status lookup the migrations insert. */
export async function emptyDatabase(db: Db): Promise<void> {
  const tables = await selectRows(
    db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' and tablename <> 'task_statuses'`,
    z.strictObject({ name: z.string() }),
  );
  await db.execute(sql.raw(`truncate table ${tables.map((table) => table.name).join(', ')} cascade`));
  await db.execute(
    sql`do $$ begin execute format('comment on database %I is null', current_database()); end $$`,
  );
}

/** Fills an empty, migrated database with the scale's district and marks the database with it. */
export async function fillDataset(db: Db, scale: Scale, log: (line: string) => void): Promise<void> {
  const counts = rowCounts(scale);
  log(
    `generating the ${scale.name} dataset: ${scale.schools} schools, ${counts.staff} staff, ${counts.students} students, ` +
      `${counts.teams} teams, ${counts.meetings} meetings, ${counts.agendaItems} agenda items, ${counts.tasks} tasks, ` +
      `${counts.studentNotes} student notes, ${counts.signIns} sign-ins`,
  );
  const started = performance.now();
  await generateDataset(db, scale, await hashPassword(BENCH_PASSWORD), (table, rows, ms) =>
    log(`  ${table.padEnd(26)} ${String(rows).padStart(9)} rows  ${(ms / 1000).toFixed(1).padStart(6)} s`),
  );
  const marker = markerOf(scale);
  await db.execute(
    sql.raw(
      `do $$ begin execute format('comment on database %I is %L', current_database(), '${marker}'); end $$`,
    ),
  );
  log(`the ${scale.name} dataset is ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
