import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { conflict } from '../errors';
import type { Db } from './database';
import { selectRows } from './rows';

/** The answer when a reorder names other rows than the list holds now (someone changed it meanwhile). */
export const LIST_CHANGED = 'The list has changed; reload and try again.';

/** Where a user-ordered list lives: its rows' table and columns, and the parent row that owns the list. */
export interface OrderedListShape {
  /** The rows, e.g. agenda_items. */
  table: PgTable;
  id: AnyPgColumn;
  /** The column naming the list a row belongs to, e.g. agenda_id. */
  parent: AnyPgColumn;
  /** The 1-based position, e.g. order_id. */
  order: AnyPgColumn;
  /** The parent's table and id column (e.g. agendas.id): its row is locked to serialise changes to a list. */
  parentTable: PgTable;
  parentId: AnyPgColumn;
  /**
   * How a reorder is logged: one audit entry on the parent (migration 0025), of this record kind, whose
   * field holds the rows' `title` column in order before and after.
   */
  audit: { kind: 'agenda' | 'team'; field: string; title: AnyPgColumn };
}

export interface NewPosition {
  id: string;
  order: number;
}

/**
 * The ordering operations of one kind of list (team norms, agenda items): lock, append, reorder and
 * renumber. Every change to a list's order runs in a transaction that first locks the list's parent row,
 * so concurrent changes to one list run one after the other.
 */
export function orderedList(shape: OrderedListShape) {
  const table = sql.identifier(getTableName(shape.table));
  const id = sql.identifier(shape.id.name);
  const parent = sql.identifier(shape.parent.name);
  const order = sql.identifier(shape.order.name);
  const parentTable = sql.identifier(getTableName(shape.parentTable));
  const parentId = sql.identifier(shape.parentId.name);
  const title = sql.identifier(shape.audit.title.name);

  /** The list's rows' titles in their order, as a json array. */
  const titlesOf = (parentOf: SQL) =>
    sql`(select coalesce(jsonb_agg(${title} order by ${order}, ${id}), '[]'::jsonb) from ${table} where ${parent} = ${parentOf})`;

  /** The ids of the list's rows in their order. */
  async function listIds(db: Db, parentOf: string): Promise<string[]> {
    const rows = await selectRows(
      db,
      sql`select ${id} as "id" from ${table} where ${parent} = ${parentOf} order by ${order}, ${id}`,
      z.strictObject({ id: z.string() }),
    );
    return rows.map((row) => row.id);
  }

  /** Renumbers the list 1..n in its current order, removing gaps and ties. */
  async function renumber(db: Db, parentOf: string): Promise<void> {
    await db.execute(sql`
      update ${table} set ${order} = ranked.position
      from (
        select ${id} as ranked_id, row_number() over (order by ${order}, ${id})::integer as position
        from ${table} where ${parent} = ${parentOf}
      ) as ranked
      where ${table}.${id} = ranked.ranked_id and ${table}.${order} <> ranked.position`);
  }

  /**
   * Locks the parent rows until the transaction ends, in id order so that two transactions locking the
   * same two lists (a move between agendas) cannot deadlock.
   */
  async function lock(db: Db, parentIds: string[]): Promise<void> {
    for (const each of [...new Set(parentIds)].sort()) {
      await db.execute(sql`select ${parentId} from ${parentTable} where ${parentId} = ${each} for update`);
    }
  }

  return {
    listIds,
    renumber,
    lock,

    /** The list's last position (0 when empty), as SQL for an insert or update to build on. */
    lastOrder: (parentOf: string): SQL =>
      sql`(select coalesce(max(${order}), 0) from ${table} where ${parent} = ${parentOf})`,

    /**
     * Applies a new order to the whole list, then renumbers it 1..n. Answers 409 unless `positions` names
     * exactly the rows the list holds now. Run inside a transaction; it locks the list first.
     */
    async reorder(db: Db, parentOf: string, positions: NewPosition[]): Promise<void> {
      await lock(db, [parentOf]);
      const [before] = await selectRows(
        db,
        sql`select array(select ${id}::text from ${table} where ${parent} = ${parentOf}) as "ids", ${titlesOf(sql`${parentOf}::uuid`)} as "titles"`,
        z.strictObject({ ids: z.array(z.string()), titles: z.array(z.string()) }),
      );
      const current = new Set(before!.ids);
      const named = new Set(positions.map((position) => position.id));
      if (named.size !== current.size || [...named].some((each) => !current.has(each))) {
        throw conflict(LIST_CHANGED);
      }
      const cases = sql.join(
        positions.map((position) => sql`when ${position.id}::uuid then ${position.order}::integer`),
        sql` `,
      );
      await db.execute(
        sql`update ${table} set ${order} = case ${id} ${cases} end
          where ${parent} = ${parentOf} and ${id} in (${sql.join(
            positions.map((position) => sql`${position.id}::uuid`),
            sql`, `,
          )})`,
      );
      await renumber(db, parentOf);
      await db.execute(
        sql`select audit_record_list_order(${shape.audit.kind}, p.${parentId}, p.district_id, p.location_id,
          ${shape.audit.field}, ${JSON.stringify(before!.titles)}::jsonb, ${titlesOf(sql`p.${parentId}`)})
          from ${parentTable} p where p.${parentId} = ${parentOf}`,
      );
    },
  };
}
