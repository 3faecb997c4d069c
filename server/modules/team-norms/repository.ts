import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderedList } from '../../db/ordered-list';
import { teamNorms, teams } from '../../db/schema';
import { nextVersion, stillAtVersion } from '../../db/version';

const normColumns = {
  id: teamNorms.id,
  teamId: teamNorms.teamId,
  norm: teamNorms.norm,
  displayOrder: teamNorms.displayOrder,
  version: teamNorms.version,
};
export type NormRow = { id: string; teamId: string; norm: string; displayOrder: number; version: number };

/** The team's name and norms title with the title's version, or undefined when the school has no such team. */
export async function findTeamHeader(db: Db, teamId: string, locationId: string) {
  const [row] = await db
    .select({
      id: teams.id,
      name: teams.name,
      normsTitle: teams.normsTitle,
      version: teams.normsTitleVersion,
    })
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

/** The norms' order: lock a team's list, append, reorder, renumber (shared with agenda items). */
export const normOrder = orderedList({
  table: teamNorms,
  id: teamNorms.id,
  parent: teamNorms.teamId,
  order: teamNorms.displayOrder,
  parentTable: teams,
  parentId: teams.id,
  audit: { kind: 'team', field: 'norm_order', title: teamNorms.norm },
});

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
      displayOrder: sql`${normOrder.lastOrder(teamId)} + 1`,
    })
    .returning(normColumns);
  return row!;
}

/** Changes a norm's text unless it is no longer at `expectedVersion` (when given); undefined when it did not. */
export async function updateNormText(
  db: Db,
  normId: string,
  norm: string,
  expectedVersion: number | undefined,
): Promise<NormRow | undefined> {
  const [row] = await db
    .update(teamNorms)
    .set({ norm, updatedAt: sql`now()`, version: nextVersion(teamNorms.version) })
    .where(and(eq(teamNorms.id, normId), stillAtVersion(teamNorms.version, expectedVersion)))
    .returning(normColumns);
  return row;
}

export async function deleteNorm(db: Db, normId: string): Promise<void> {
  await db.delete(teamNorms).where(eq(teamNorms.id, normId));
}

/**
 * Changes a team's norms title unless the title is no longer at `expectedVersion` (when given); undefined
 * when it did not. The title has its own version: a rename or a member change of the team does not refuse
 * it, nor it them.
 */
export async function updateNormsTitle(
  db: Db,
  teamId: string,
  locationId: string,
  title: string,
  expectedVersion: number | undefined,
) {
  const [row] = await db
    .update(teams)
    .set({
      normsTitle: title,
      updatedAt: sql`now()`,
      normsTitleVersion: nextVersion(teams.normsTitleVersion),
    })
    .where(
      and(
        eq(teams.id, teamId),
        eq(teams.locationId, locationId),
        stillAtVersion(teams.normsTitleVersion, expectedVersion),
      ),
    )
    .returning({ id: teams.id, normsTitle: teams.normsTitle, version: teams.normsTitleVersion });
  return row;
}
