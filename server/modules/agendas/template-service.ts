import { AgendaTemplateMessages, type ApplyTemplateResponse } from '@shared/schemas/agenda-templates';
import { MeetingResponsibility } from '@shared/constants';
import type { Db } from '../../db/database';
import { badRequest } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { authorizeAccess } from '../../plugins/record-access';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import { loadUsableTemplate, type TemplateRow } from '../agenda-templates';
import {
  announceRoomChange,
  assertMinutesOpen,
  canAddAgendaItems,
  listRolesOfAgendas,
  loadVisibleAgenda,
} from '../meetings';
import { agendaItemOrder } from './repository';
import { insertTemplateItems } from './template-repository';

/**
 * Adds a template's items at the end of some agendas, inside the caller's transaction (which locks them).
 * Each item's facilitator is the meeting's holder of the item's role, else its note taker, else
 * `fallbackUserId` (who applies the template, or who made the series).
 */
export async function addTemplateItems(
  tx: Db,
  school: { districtId: string; locationId: string },
  agendaIds: string[],
  template: Pick<TemplateRow, 'items'>,
  fallbackUserId: string,
) {
  if (agendaIds.length === 0 || template.items.length === 0) return [];
  await agendaItemOrder.lock(tx, agendaIds);
  const roles = await listRolesOfAgendas(tx, agendaIds);
  const holder = (agendaId: string, role: number | null) =>
    roles.find((row) => row.agendaId === agendaId && row.role === role)?.userId;
  return insertTemplateItems(
    tx,
    school,
    agendaIds.map((agendaId) => ({
      agendaId,
      items: template.items.map((item) => ({
        ...item,
        facilitatorId:
          holder(agendaId, item.facilitatorRole) ??
          holder(agendaId, MeetingResponsibility.NoteTaker) ??
          fallbackUserId,
      })),
    })),
  );
}

/** A team's template goes on that team's meetings only; the school's on any. */
function refuseOtherTeamsTemplate(template: TemplateRow, meetingTeamIds: string[]) {
  if (template.teamId !== null && !meetingTeamIds.includes(template.teamId)) {
    throw badRequest(`TemplateId: ${AgendaTemplateMessages.otherTeam}`);
  }
}

/** agenda/applyTemplate: those who may add items to the agenda add the template's after the last one. */
export async function applyTemplate(
  ctx: ServiceContext,
  agendaId: string,
  templateId: string,
): Promise<ApplyTemplateResponse> {
  const { db, auth } = ctx;
  const meeting = await loadVisibleAgenda(db, auth, { agendaId });
  authorizeAccess(auth, 'owner', canAddAgendaItems(auth, meeting));
  assertMinutesOpen(meeting);
  const template = await loadUsableTemplate(db, auth, templateId);
  refuseOtherTeamsTemplate(template, meeting.teamIds);
  const added = await withTransaction(ctx, async ({ db: tx }) => {
    const items = await addTemplateItems(tx, schoolOf(auth), [agendaId], template, auth.userId);
    await announceRoomChange(tx, meeting.meetingId, 'items');
    return items;
  });
  return { AgendaItemIds: added.sort((a, b) => a.orderId - b.orderId).map((item) => item.id) };
}

const schoolOf = (auth: AuthContext) => ({ districtId: auth.districtId, locationId: auth.locationId });
