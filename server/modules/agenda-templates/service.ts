import type { AgendaTemplate, ParsedSaveAgendaTemplateRequest } from '@shared/schemas/agenda-templates';
import { AgendaTemplateMessages } from '@shared/schemas/agenda-templates';
import type { Db } from '../../db/database';
import { badRequest, notFound, refuseStaleCopy, staleOrNotFound } from '../../errors';
import { sanitizeRichTextOrEmpty } from '../../lib/sanitize-html';
import type { AuthContext } from '../../plugins/auth';
import { authorizeAccess } from '../../plugins/record-access';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import { countTypesOfLocation } from '../agenda-item-types';
import { loadTeamAccess } from '../teams';
import { canEditTemplate, canUseTemplate, seesEveryTeamsTemplates } from './policy';
import { presentTemplate } from './presenter';
import * as repo from './repository';

/** agendaTemplate/getAll: the school's templates and the caller's teams' (or only one team's). */
export async function listTemplates(
  ctx: ServiceContext,
  teamId: string | undefined,
): Promise<AgendaTemplate[]> {
  const { db, auth } = ctx;
  if (teamId) {
    const team = await loadTeamAccess(db, auth, teamId);
    authorizeAccess(
      auth,
      'teamMember',
      canUseTemplate(auth, { teamId, callerIsMember: team.isMember, callerLeadsTeam: team.isLead }),
    );
  }
  const caller = {
    locationId: auth.locationId,
    userId: auth.userId,
    everyTeam: seesEveryTeamsTemplates(auth),
  };
  return (await repo.listTemplates(db, caller, teamId)).map((row) => presentTemplate(auth, row));
}

/** A template the caller may use (apply, name in a series): 404 for another school's, 403 for another team's. */
export async function loadUsableTemplate(db: Db, auth: AuthContext, templateId: string) {
  const template = await repo.findTemplate(db, templateId, auth.locationId, auth.userId);
  if (!template) throw notFound();
  authorizeAccess(auth, 'teamMember', canUseTemplate(auth, template));
  return template;
}

async function loadEditableTemplate(db: Db, auth: AuthContext, templateId: string) {
  const template = await repo.findTemplate(db, templateId, auth.locationId, auth.userId);
  if (!template) throw notFound();
  authorizeAccess(auth, 'teamLead', canEditTemplate(auth, template));
  return template;
}

/**
 * agendaTemplate/save: a school template (admins) or a team's (its leads, admins); the name and the whole
 * ordered list of items in one transaction. Item types must be the school's; descriptions are sanitised.
 */
export async function saveTemplate(
  ctx: ServiceContext,
  request: ParsedSaveAgendaTemplateRequest,
): Promise<AgendaTemplate> {
  const { db, auth } = ctx;
  if (request.Id === null) {
    const team = request.TeamId ? await loadTeamAccess(db, auth, request.TeamId) : null;
    const relation = {
      teamId: request.TeamId,
      callerIsMember: team?.isMember ?? false,
      callerLeadsTeam: team?.isLead ?? false,
    };
    authorizeAccess(auth, 'teamLead', canEditTemplate(auth, relation));
  } else {
    const existing = await loadEditableTemplate(db, auth, request.Id);
    refuseStaleCopy(existing.version, request.Version);
    // A template stays with its team (or the school): TeamId of an edit is the stored one.
    if (existing.teamId !== request.TeamId) throw badRequest(`TeamId: A template keeps its team`);
  }
  const typeIds = [...new Set(request.Items.map((item) => item.ItemTypeId))];
  if ((await countTypesOfLocation(db, typeIds, auth.locationId)) !== typeIds.length) {
    throw badRequest(`Items: ${AgendaTemplateMessages.typeNotOfSchool}`);
  }
  const items = request.Items.map((item) => ({
    title: item.Title,
    description: sanitizeRichTextOrEmpty(item.Description),
    itemTypeId: item.ItemTypeId,
    timeInMinutes: item.TimeInMinutes,
    facilitatorRole: item.FacilitatorRole,
  }));
  const school = { districtId: auth.districtId, locationId: auth.locationId };
  // The answer is read inside the transaction: a save that answers with an error was not applied.
  const saved = await withTransaction(ctx, async ({ db: tx }) => {
    const id = request.Id ?? (await repo.insertTemplate(tx, school, request.TeamId, request.Name));
    if (
      request.Id !== null &&
      !(await repo.updateTemplate(tx, id, auth.locationId, request.Name, request.Version))
    ) {
      throw staleOrNotFound(request.Version);
    }
    await repo.replaceItems(tx, school, id, items);
    return repo.findTemplate(tx, id, auth.locationId, auth.userId);
  });
  if (!saved) throw notFound();
  return presentTemplate(auth, saved);
}

/** agendaTemplate/delete: series naming it keep their meetings and make later ones without it. */
export async function deleteTemplate(ctx: ServiceContext, templateId: string): Promise<string> {
  const { db, auth } = ctx;
  await loadEditableTemplate(db, auth, templateId);
  if (!(await repo.deleteTemplate(db, templateId, auth.locationId))) throw notFound();
  return templateId;
}
