import type { MeetingListQuery, MeetingPage } from '@shared/schemas/meetings';
import type { Db } from '../../db/database';
import type { AuthContext } from '../../plugins/auth';
import { listsEveryMeetingOfSchool } from './policy';
import { presentMeetingListItem } from './presenter';
import * as repo from './repository';

/**
 * meeting/getMyUpcomingMeeting: the meetings not yet over (ending now or later) of the caller's teams, or
 * of the whole school for admins, one page.
 */
export async function getMyUpcomingMeetings(
  db: Db,
  auth: AuthContext,
  query: MeetingListQuery,
): Promise<MeetingPage> {
  const scope = {
    locationId: auth.locationId,
    userId: auth.userId,
    everyMeetingOfSchool: listsEveryMeetingOfSchool(auth),
  };
  const period = { when: 'upcoming', at: new Date() } as const;
  const rows = await repo.listMeetings(db, scope, period, query);
  return {
    TotalCount:
      rows[0]?.totalCount ?? (query.Page > 0 ? await repo.countMeetings(db, scope, period, query.Search) : 0),
    Items: rows.map((row) => presentMeetingListItem(auth, row)),
  };
}
