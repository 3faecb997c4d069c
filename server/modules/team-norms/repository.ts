import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { teamNorms, teams } from '../../db/schema';

const normColumns = {
  id: teamNorms.id,
  teamId: teamNorms.teamId,
  norm: teamNorms.norm,
  displayOrder: teamNorms.displayOrder,
};
export type NormRow = { id: string; teamId: string; norm: string; displayOrder: number };

/** The team's name and norms title, or undefined when the school has no such team. */
export async function findTeamHeader(db: Db, teamId: string, locationId: string) {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, normsTitle: teams.normsTitle })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.locationId, locationId)))
    .limit(1);
  return row;
}

export function listNormsOfTeam(db: Db, teamId: string, locationId: string): Promise<NormRow[]> {
  return db
    .select(normColumns)
    .from(teamNorms)
    .where(and(eq(teamNorms.teamId, teamId), eq(teamNorms.locationId, locationId)))
    .orderBy(asc(teamNorms.displayOrder), asc(teamNorms.id));
}

export async function findNorm(db: Db, normId: string, locationId: string): Promise<NormRow | undefined> {
  const [row] = await db
    .select(normColumns)
    .from(teamNorms)
    .where(and(eq(teamNorms.id, normId), eq(teamNorms.locationId, locationId)))
    .limit(1);
  return row;
}

/** The norms of the school among the given ids (the others belong elsewhere or do not exist). */
export function findNorms(db: Db, normIds: string[], locationId: string): Promise<NormRow[]> {
  return db
    .select(normColumns)
    .from(teamNorms)
    .where(and(inArray(teamNorms.id, normIds), eq(teamNorms.locationId, locationId)));
}

/** Serialises writes to one team's norm order: the team row stays locked until the transaction ends. */
export async function lockTeam(db: Db, teamId: string): Promise<void> {
  await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
}

/** Adds a norm after the team's last one. */
export async function insertNormLast(
  db: Db,
  scope: { districtId: string; locationId: string },
  teamId: string,
  norm: string,
): Promise<NormRow> {
  const [row] = await db
    .insert(teamNorms)
    .values({
      ...scope,
      teamId,
      norm,
      displayOrder: sql`(select coalesce(max(${teamNorms.displayOrder}), 0) + 1 from ${teamNorms} where ${teamNorms.teamId} = ${teamId})`,
    })
    .returning(normColumns);
  return row!;
}

export async function updateNormText(db: Db, normId: string, norm: string): Promise<NormRow> {
  const [row] = await db
    .update(teamNorms)
    .set({ norm, updatedAt: sql`now()`, version: sql`${teamNorms.version} + 1` })
    .where(eq(teamNorms.id, normId))
    .returning(normColumns);
  return row!;
}

/** Deletes a norm and moves the norms after it up one place, so the order keeps no gap. */
export async function deleteNormClosingGap(db: Db, norm: NormRow): Promise<void> {
  await db.delete(teamNorms).where(eq(teamNorms.id, norm.id));
  await db
    .update(teamNorms)
    .set({ displayOrder: sql`${teamNorms.displayOrder} - 1` })
    .where(and(eq(teamNorms.teamId, norm.teamId), gt(teamNorms.displayOrder, norm.displayOrder)));
}

/** Sets the given display orders in one statement. */
export async function setDisplayOrders(
  db: Db,
  items: { normId: string; displayOrder: number }[],
): Promise<void> {
  const cases = sql.join(
    items.map((item) => sql`when ${item.normId}::uuid then ${item.displayOrder}::integer`),
    sql` `,
  );
  await db
    .update(teamNorms)
    .set({ displayOrder: sql`case ${teamNorms.id} ${cases} end`, updatedAt: sql`now()` })
    .where(
      inArray(
        teamNorms.id,
        items.map((item) => item.normId),
      ),
    );
}

/** Renumbers a team's norms 1..n in their current order, removing gaps and ties. */
export async function renumberNorms(db: Db, teamId: string): Promise<void> {
  await db.execute(sql`
    update ${teamNorms} set display_order = ranked.position
    from (
      select id, row_number() over (order by display_order, id)::integer as position
      from ${teamNorms} where team_id = ${teamId}
    ) as ranked
    where ${teamNorms.id} = ranked.id and ${teamNorms.displayOrder} <> ranked.position`);
}

export async function updateNormsTitle(db: Db, teamId: string, locationId: string, title: string) {
  const [row] = await db
    .update(teams)
    .set({ normsTitle: title, updatedAt: sql`now()`, version: sql`${teams.version} + 1` })
    .where(and(eq(teams.id, teamId), eq(teams.locationId, locationId)))
    .returning({ id: teams.id, normsTitle: teams.normsTitle });
  return row;
}
