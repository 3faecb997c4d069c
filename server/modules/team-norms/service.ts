import type { z } from 'zod';
import type {
  ReorderTeamNormsRequest,
  SaveTeamNormRequestSchema,
  TeamNorm,
  TeamWithNorms,
  UpdateNormTitleRequest,
  UpdateNormTitleResponse,
} from '@shared/schemas/team-norms';
import { badRequest, notFound, staleOrNotFound } from '../../errors';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import { authorizeAccess } from '../../plugins/record-access';
import { canEditTeam, canViewTeam, loadTeamAccess } from '../teams';
import { presentNorm, presentTeamWithNorms } from './presenter';
import * as repo from './repository';

/** Throws 404 for a team of another school, 403 unless the caller may change the team's norms. */
async function authorizeEdit(ctx: ServiceContext, teamId: string): Promise<void> {
  const access = await loadTeamAccess(ctx.db, ctx.auth, teamId);
  authorizeAccess(ctx.auth, 'teamLead', canEditTeam(ctx.auth, access));
}

export async function getTeamWithNorms(ctx: ServiceContext, teamId: string): Promise<TeamWithNorms> {
  const { db, auth } = ctx;
  const access = await loadTeamAccess(db, auth, teamId);
  authorizeAccess(auth, 'teamMember', canViewTeam(auth, access));
  const [team, norms] = await Promise.all([
    repo.findTeamHeader(db, teamId, auth.locationId),
    repo.listNormsOfTeam(db, teamId, auth.locationId),
  ]);
  if (!team) throw notFound();
  return presentTeamWithNorms(team, norms, canEditTeam(auth, access));
}

/** Adds a norm (last in the order) or changes a norm's text; its place only changes through a reorder. */
export async function saveNorm(
  ctx: ServiceContext,
  request: z.output<typeof SaveTeamNormRequestSchema>,
): Promise<TeamNorm> {
  const { db, auth } = ctx;
  if (request.Id === null) {
    await authorizeEdit(ctx, request.TeamId);
    const scope = { districtId: auth.districtId, locationId: auth.locationId };
    return withTransaction(ctx, async (tx) => {
      await repo.normOrder.lock(tx.db, [request.TeamId]);
      return presentNorm(await repo.insertNormLast(tx.db, scope, request.TeamId, request.Norm));
    });
  }
  const existing = await repo.findNorm(db, request.Id, auth.locationId);
  if (!existing || existing.teamId !== request.TeamId) throw notFound();
  await authorizeEdit(ctx, existing.teamId);
  const updated = await withTransaction(ctx, (tx) =>
    repo.updateNormText(tx.db, existing.id, request.Norm, request.Version),
  );
  if (!updated) throw staleOrNotFound(request.Version);
  return presentNorm(updated);
}

export async function deleteNorm(ctx: ServiceContext, normId: string): Promise<string> {
  const { auth } = ctx;
  const existing = await repo.findNorm(ctx.db, normId, auth.locationId);
  if (!existing) throw notFound();
  await authorizeEdit(ctx, existing.teamId);
  await withTransaction(ctx, async (tx) => {
    await repo.normOrder.lock(tx.db, [existing.teamId]);
    // Read again under the lock: a reorder may have moved it since.
    const current = await repo.findNorm(tx.db, normId, auth.locationId);
    if (!current) throw notFound();
    await repo.deleteNorm(tx.db, current.id);
    // The norms after it move up one place: the order keeps no gap.
    await repo.normOrder.renumber(tx.db, current.teamId);
  });
  return normId;
}

/**
 * Applies a new order to every norm of one team in one transaction, then renumbers the team 1..n. Norms
 * of two teams answer 400; a list that is not exactly the team's norms now (stale or partial) answers 409.
 */
export async function reorderNorms(
  ctx: ServiceContext,
  request: ReorderTeamNormsRequest,
): Promise<TeamNorm[]> {
  const { auth } = ctx;
  const ids = request.ReorderItems.map((item) => item.TeamNormId);
  const found = await repo.findNorms(ctx.db, ids, auth.locationId);
  const teamId = found[0]?.teamId;
  if (!teamId) throw notFound();
  await authorizeEdit(ctx, teamId);
  if (found.some((norm) => norm.teamId !== teamId)) {
    throw badRequest('ReorderItems: every norm must belong to the same team');
  }
  return withTransaction(ctx, async (tx) => {
    await repo.normOrder.reorder(
      tx.db,
      teamId,
      request.ReorderItems.map((item) => ({ id: item.TeamNormId, order: item.NewDisplayOrder })),
    );
    return (await repo.listNormsOfTeam(tx.db, teamId, auth.locationId)).map(presentNorm);
  });
}

export async function updateNormTitle(
  ctx: ServiceContext,
  request: UpdateNormTitleRequest,
): Promise<UpdateNormTitleResponse> {
  await authorizeEdit(ctx, request.Id);
  const row = await repo.updateNormsTitle(
    ctx.db,
    request.Id,
    ctx.auth.locationId,
    request.NormTitle,
    request.Version,
  );
  // The team was there for authorizeEdit: no row now means it moved past the Version sent, or is gone.
  if (!row) throw staleOrNotFound(request.Version);
  return { TeamId: row.id, TeamNormsTitle: row.normsTitle, Version: row.version };
}
