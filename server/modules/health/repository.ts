import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';

/** Drizzle records applied migrations in drizzle.__drizzle_migrations. */
export async function countAppliedMigrations(db: Db): Promise<number> {
  const [row] = await selectRows(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    z.strictObject({ count: z.number() }),
  );
  return row?.count ?? 0;
}
