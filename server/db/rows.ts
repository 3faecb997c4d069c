import type { SQL } from 'drizzle-orm';
import type { Db } from './database';

/** Runs raw SQL and returns its rows; both drivers answer with a `rows` array. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
