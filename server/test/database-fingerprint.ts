import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { selectRows } from '../db/rows';

/** Row count and a digest of every row, per table of the public schema. */
export type DatabaseFingerprint = Record<string, { rows: number; digest: string }>;

/**
 * What every table holds, in two queries whatever the number of tables: equal fingerprints mean no row was
 * added, removed or changed. Rows are digested in their text form, sorted, so physical order does not count.
 */
export async function fingerprintDatabase(db: Db): Promise<DatabaseFingerprint> {
  const tables = await selectRows(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    z.strictObject({ name: z.string() }),
  );
  if (tables.length === 0) return {};
  const perTable = tables.map(
    ({ name }) => sql`select ${name} as name, count(*)::int as rows,
      md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
      from ${sql.identifier(name)} t`,
  );
  const rows = await selectRows(
    db,
    sql.join(perTable, sql` union all `),
    z.strictObject({
      name: z.string(),
      rows: z.number(),
      digest: z.string(),
    }),
  );
  return Object.fromEntries(rows.map(({ name, rows: count, digest }) => [name, { rows: count, digest }]));
}
