import { and, eq, inArray } from 'drizzle-orm';
import { PLC_ROLES } from '@shared/schemas/meetings';
import type { Db } from '../../db/database';
import { agendas, meetingResponsibilities } from '../../db/schema';

interface School {
  districtId: string;
  locationId: string;
}

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

/** The PLC roles (not the note taker) of one meeting, by role. */
export function listPlcRoles(db: Db, meetingId: string) {
  return db
    .select({ role: meetingResponsibilities.responsibilityId, userId: meetingResponsibilities.userId })
    .from(meetingResponsibilities)
    .where(
      and(
        eq(meetingResponsibilities.meetingId, meetingId),
        inArray(meetingResponsibilities.responsibilityId, [...PLC_ROLES]),
      ),
    )
    .orderBy(meetingResponsibilities.responsibilityId);
}

/** Makes the PLC roles of some meetings exactly `assignments`: two statements whatever their number. */
export async function replacePlcRoles(
  tx: Db,
  school: School,
  meetingIds: string[],
  assignments: { meetingId: string; role: number; userId: string }[],
) {
  if (meetingIds.length === 0) return;
  await tx
    .delete(meetingResponsibilities)
    .where(
      and(
        inArray(meetingResponsibilities.meetingId, meetingIds),
        inArray(meetingResponsibilities.responsibilityId, [...PLC_ROLES]),
      ),
    );
  if (assignments.length === 0) return;
  await tx.insert(meetingResponsibilities).values(
    assignments.map((assignment) => ({
      ...school,
      meetingId: assignment.meetingId,
      responsibilityId: assignment.role,
      userId: assignment.userId,
    })),
  );
}
