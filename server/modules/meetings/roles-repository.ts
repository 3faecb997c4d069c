import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { agendas, meetingResponsibilities } from '../../db/schema';

/** Who holds which role (note taker, facilitator, timekeeper, norms keeper) in the meetings of some agendas. */
export function listRolesOfAgendas(db: Db, agendaIds: string[]) {
  if (agendaIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      agendaId: agendas.id,
      role: meetingResponsibilities.responsibilityId,
      userId: meetingResponsibilities.userId,
    })
    .from(agendas)
    .innerJoin(meetingResponsibilities, eq(meetingResponsibilities.meetingId, agendas.meetingId))
    .where(inArray(agendas.id, agendaIds));
}
