import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/database';
import { withDatabaseName } from '../../server/test/postgres-admin';
import { emptyDatabase, fillDataset, holdsDataset, isEmpty } from '../dataset/dataset';
import type { Scale } from '../dataset/scales';

/**
 * The URL of a database on the PostgreSQL at `serverUrl` holding the scale's dataset, created and filled
 * when missing or stale; a dataset already there is reused, so only the first run pays for the generation.
 */
export async function ensureBenchDatabase(serverUrl: string, scale: Scale, log: (line: string) => void) {
  const name = `plchub_bench_${scale.name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabaseName(serverUrl, name);
  const database = openDatabase({ kind: 'postgres', url });
  try {
    await database.migrate();
    if (await holdsDataset(database.db, scale)) {
      log(`reusing the ${scale.name} dataset in ${name}`);
    } else {
      if (!(await isEmpty(database.db))) await emptyDatabase(database.db);
      await fillDataset(database.db, scale, log);
      // As autovacuum would have by the time a district has this much history: the visibility map lets
      // counts read indexes alone, and the full-text indexes hold no entries still pending. (Not in the
      // query-plan test's small dataset, where it would let the planner read a dozen-row table whole.)
      const started = performance.now();
      await database.db.execute(sql`vacuum analyze`);
      log(`vacuum analyze in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await database.close();
  }
  return url;
}
