import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isTeamLead, isTeamMember } from '../../db/membership-sql';
import { agendaTemplateItems, agendaTemplates, teams } from '../../db/schema';
import { nextVersion, stillAtVersion } from '../../db/version';

interface School {
  districtId: string;
  locationId: string;
}

export interface TemplateItemValues {
  title: string;
  description: string;
  itemTypeId: string;
  timeInMinutes: number;
  facilitatorRole: number | null;
}

export interface TemplateRow {
  id: string;
  name: string;
  teamId: string | null;
  teamName: string | null;
  callerIsMember: boolean;
  callerLeadsTeam: boolean;
  version: number;
  items: TemplateItemValues[];
}

const teamIdColumn = sql`${agendaTemplates.teamId}`;

/**
 * Templates of the school a caller may see, by name, school ones first: the school's own and, for a member,
 * their teams' (every team's for `everyTeam`), or only the school's and `teamId`'s. Two queries.
 */
export async function listTemplates(
  db: Db,
  caller: { locationId: string; userId: string; everyTeam: boolean },
  teamId: string | undefined,
): Promise<TemplateRow[]> {
  const teamScope = teamId
    ? eq(agendaTemplates.teamId, teamId)
    : caller.everyTeam
      ? undefined
      : isTeamMember(teamIdColumn, caller.userId);
  const rows = await db
    .select({
      id: agendaTemplates.id,
      name: agendaTemplates.name,
      teamId: agendaTemplates.teamId,
      teamName: teams.name,
      callerIsMember: isTeamMember(teamIdColumn, caller.userId),
      callerLeadsTeam: isTeamLead(teamIdColumn, caller.userId),
      version: agendaTemplates.version,
    })
    .from(agendaTemplates)
    .leftJoin(teams, eq(teams.id, agendaTemplates.teamId))
    .where(
      and(
        eq(agendaTemplates.locationId, caller.locationId),
        teamScope && or(isNull(agendaTemplates.teamId), teamScope),
      ),
    )
    .orderBy(sql`${agendaTemplates.teamId} is not null`, asc(agendaTemplates.name), asc(agendaTemplates.id));
  return withItems(db, rows);
}

/** A template of the school with its items; undefined when none. */
export async function findTemplate(db: Db, templateId: string, locationId: string, callerId: string) {
  const rows = await db
    .select({
      id: agendaTemplates.id,
      name: agendaTemplates.name,
      teamId: agendaTemplates.teamId,
      teamName: teams.name,
      callerIsMember: isTeamMember(teamIdColumn, callerId),
      callerLeadsTeam: isTeamLead(teamIdColumn, callerId),
      version: agendaTemplates.version,
    })
    .from(agendaTemplates)
    .leftJoin(teams, eq(teams.id, agendaTemplates.teamId))
    .where(and(eq(agendaTemplates.id, templateId), eq(agendaTemplates.locationId, locationId)))
    .limit(1);
  const [row] = await withItems(db, rows);
  return row;
}

async function withItems(db: Db, rows: Omit<TemplateRow, 'items'>[]): Promise<TemplateRow[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select({
      templateId: agendaTemplateItems.templateId,
      title: agendaTemplateItems.title,
      description: agendaTemplateItems.description,
      itemTypeId: agendaTemplateItems.itemTypeId,
      timeInMinutes: agendaTemplateItems.timeInMinutes,
      facilitatorRole: agendaTemplateItems.facilitatorRole,
    })
    .from(agendaTemplateItems)
    .where(
      inArray(
        agendaTemplateItems.templateId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(agendaTemplateItems.templateId), asc(agendaTemplateItems.orderId));
  return rows.map((row) => ({
    ...row,
    items: items.filter((item) => item.templateId === row.id).map(({ templateId: _, ...item }) => item),
  }));
}

export async function insertTemplate(
  tx: Db,
  school: School,
  teamId: string | null,
  name: string,
): Promise<string> {
  const [row] = await tx
    .insert(agendaTemplates)
    .values({ ...school, teamId, name })
    .returning({ id: agendaTemplates.id });
  if (!row) throw new Error('insert returned no template');
  return row.id;
}

/** Renames the template unless it is no longer at `expectedVersion`; false when it did not. */
export async function updateTemplate(
  tx: Db,
  templateId: string,
  locationId: string,
  name: string,
  expectedVersion: number | undefined,
): Promise<boolean> {
  const rows = await tx
    .update(agendaTemplates)
    .set({ name, updatedAt: sql`now()`, version: nextVersion(agendaTemplates.version) })
    .where(
      and(
        eq(agendaTemplates.id, templateId),
        eq(agendaTemplates.locationId, locationId),
        stillAtVersion(agendaTemplates.version, expectedVersion),
      ),
    )
    .returning({ id: agendaTemplates.id });
  return rows.length > 0;
}

/** Replaces the template's items with `items`, in their order. */
export async function replaceItems(tx: Db, school: School, templateId: string, items: TemplateItemValues[]) {
  await tx.delete(agendaTemplateItems).where(eq(agendaTemplateItems.templateId, templateId));
  await tx
    .insert(agendaTemplateItems)
    .values(items.map((item, index) => ({ ...school, ...item, templateId, orderId: index + 1 })));
}

export async function deleteTemplate(db: Db, templateId: string, locationId: string): Promise<boolean> {
  const rows = await db
    .delete(agendaTemplates)
    .where(and(eq(agendaTemplates.id, templateId), eq(agendaTemplates.locationId, locationId)))
    .returning({ id: agendaTemplates.id });
  return rows.length > 0;
}
