import type { FastifyInstance } from 'fastify';
import type { MeetingOption } from '@shared/schemas/meetings';
import type { AuthContext } from '../../plugins/auth';
import * as repo from './move-repository';
import { loadManageableMeeting, managesEveryMeetingOfSchool } from './policy';
import { presentMoveTarget } from './presenter';

/** meeting/getMoveTargetsForAgendaItems: where the manager of a meeting may move its items. */
export async function listMoveTargets(
  app: FastifyInstance,
  auth: AuthContext,
  meetingId: string,
): Promise<MeetingOption[]> {
  await loadManageableMeeting(app.db, auth, meetingId);
  const rows = await repo.listMoveTargets(
    app.db,
    auth.locationId,
    auth.userId,
    managesEveryMeetingOfSchool(auth),
    meetingId,
    new Date(),
  );
  return rows.map(presentMoveTarget);
}
