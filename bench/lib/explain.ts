import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/database';
import { ExplainRow, type PlanNode } from '../../server/db/explain-plan';
import { selectRows } from '../../server/db/rows';
import { inlineParameters, type CapturedQuery } from './capture';

/**
 * Tables that stay small whatever the district's history: one row per district or school, a handful of
 * agenda item types per school, the status lookup. Every other table grows with the district.
 */
const SMALL_TABLES = new Set(['districts', 'locations', 'agenda_item_types', 'task_statuses']);

export interface SequentialScan {
  table: string;
  query: string;
}

/** Statements that have a plan; transaction control and settings have none. */
const PLANNED = /^\s*(select|with|insert|update|delete)\b/i;

/**
 * EXPLAINs each statement (without running it) and returns the whole-table reads of tables that grow
 * with the district. `preferIndexes` turns the planner's sequential scans off, so that on a small dataset, where
 * a scan is cheaper, a sequential scan still shows up only where no index can serve the query.
 */
export async function findSequentialScans(
  db: Db,
  queries: readonly CapturedQuery[],
  preferIndexes: boolean,
): Promise<SequentialScan[]> {
  const found: SequentialScan[] = [];
  const seen = new Set<string>();
  await db.transaction(async (tx) => {
    if (preferIndexes) await tx.execute(sql`set local enable_seqscan = off`);
    for (const query of queries) {
      if (!PLANNED.test(query.sql) || seen.has(query.sql)) continue;
      seen.add(query.sql);
      const [row] = await selectRows(
        tx,
        sql.raw(`explain (format json) ${inlineParameters(query)}`),
        ExplainRow,
      );
      for (const table of scannedTables(row!['QUERY PLAN'][0].Plan)) found.push({ table, query: query.sql });
    }
  });
  return found;
}

/**
 * The indexes the plans of `queries` read (EXPLAIN without running them), with sequential scans turned off
 * as findSequentialScans' `preferIndexes` does: on a small dataset the planner would read a few pages whole.
 */
export async function indexesRead(db: Db, queries: readonly CapturedQuery[]): Promise<Set<string>> {
  const indexes = new Set<string>();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    for (const query of queries) {
      if (!PLANNED.test(query.sql)) continue;
      const [row] = await selectRows(
        tx,
        sql.raw(`explain (format json) ${inlineParameters(query)}`),
        ExplainRow,
      );
      for (const index of indexNames(row!['QUERY PLAN'][0].Plan)) indexes.add(index);
    }
  });
  return indexes;
}

function indexNames(node: PlanNode): string[] {
  const own = node['Index Name'] ? [node['Index Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(indexNames)];
}

/**
 * Tables the plan reads whole: a sequential scan, or an index scan without an index condition (what the
 * planner falls back to when sequential scans are off and no index matches the query).
 */
function scannedTables(node: PlanNode): string[] {
  const table = node['Relation Name'];
  const readsWhole =
    node['Node Type'] === 'Seq Scan' ||
    (['Index Scan', 'Index Only Scan'].includes(node['Node Type']) && !node['Index Cond']);
  const own = readsWhole && table && !SMALL_TABLES.has(table) ? [table] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scannedTables)];
}
