import type { MeetingOption } from '@shared/schemas/meetings';
import type { ServiceContext } from '../../plugins/service-context';
import * as repo from './move-repository';
import { loadManageableMeeting, managesEveryMeetingOfSchool } from './policy';
import { presentMoveTarget } from './presenter';

/** meeting/getMoveTargetsForAgendaItems: where the manager of a meeting may move its items. */
export async function listMoveTargets(
  { db, auth }: ServiceContext,
  meetingId: string,
): Promise<MeetingOption[]> {
  await loadManageableMeeting(db, auth, meetingId);
  const rows = await repo.listMoveTargets(
    db,
    auth.locationId,
    auth.userId,
    managesEveryMeetingOfSchool(auth),
    meetingId,
    new Date(),
  );
  return rows.map(presentMoveTarget);
}
