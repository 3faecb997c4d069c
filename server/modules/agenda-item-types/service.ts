import type { z } from 'zod';
import {
  AGENDA_ITEM_TYPE_IN_USE_MESSAGE,
  type AgendaItemType,
  type SaveAgendaItemTypeRequestSchema,
} from '@shared/schemas/agenda-item-types';
import { hasPgErrorCode, PgErrorCode } from '../../db/errors';
import { HttpError, notFound } from '../../errors';
import type { ServiceContext } from '../../plugins/service-context';
import { presentAgendaItemType } from './presenter';
import * as repo from './repository';

const inUseConflict = () => new HttpError(409, AGENDA_ITEM_TYPE_IN_USE_MESSAGE);

export async function listTypes(ctx: ServiceContext): Promise<AgendaItemType[]> {
  return (await repo.listTypesOfLocation(ctx.db, ctx.auth.locationId)).map(presentAgendaItemType);
}

export async function saveType(
  ctx: ServiceContext,
  request: z.output<typeof SaveAgendaItemTypeRequestSchema>,
): Promise<AgendaItemType> {
  const { db, auth } = ctx;
  const values = { name: request.Name, displayName: request.DisplayName };
  if (request.Id === null) {
    const scope = { districtId: auth.districtId, locationId: auth.locationId };
    return presentAgendaItemType(await repo.insertType(db, scope, values));
  }
  const row = await repo.updateType(db, request.Id, auth.locationId, values);
  if (!row) throw notFound();
  return presentAgendaItemType(row);
}

/** Deletes a type of the school; one still used by an agenda item answers 409 and stays. */
export async function deleteType(ctx: ServiceContext, typeId: string): Promise<string> {
  const { db, auth } = ctx;
  const existing = await repo.findType(db, typeId, auth.locationId);
  if (!existing) throw notFound();
  if (existing.inUse) throw inUseConflict();
  try {
    if (!(await repo.deleteUnusedType(db, typeId, auth.locationId))) throw inUseConflict();
  } catch (error) {
    if (hasPgErrorCode(error, PgErrorCode.ForeignKeyViolation)) throw inUseConflict();
    throw error;
  }
  return typeId;
}
