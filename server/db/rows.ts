import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from './database';

/**
 * Whether raw rows are checked against their schema. On everywhere but in a production server process,
 * which trusts them as it trusts its answers (lib/response-serializer.ts): the server and API tests, the
 * benchmark's and the tools' own queries all check, so a renamed or retyped column fails a test.
 */
let checkRows = true;

/** A production server process stops checking rows (server/start/serve.ts); nothing else turns it off. */
export function trustRows(): void {
  checkRows = false;
}

/**
 * Runs raw SQL and returns its rows, typed by `row`: a `z.strictObject` of exactly the columns the query
 * selects, without transforms (a production process returns the driver's values as they are). Both drivers
 * answer with a `rows` array; timestamps arrive as Date, values inside JSON as JSON.
 */
export async function selectRows<Row extends z.ZodType>(
  db: Db,
  query: SQL,
  row: Row,
): Promise<z.output<Row>[]> {
  const result: unknown = await db.execute(query);
  return parseRows((result as { rows: unknown[] }).rows, row);
}

/** Rows a prepared statement returned, typed (and, but in production, checked) by `row` as selectRows does. */
export function parseRows<Row extends z.ZodType>(rows: unknown[], row: Row): z.output<Row>[] {
  return checkRows ? rows.map((each) => row.parse(each)) : (rows as z.output<Row>[]);
}
