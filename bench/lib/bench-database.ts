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
    }
  } finally {
    await database.close();
  }
  return url;
}
