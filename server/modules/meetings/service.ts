import type { Option } from '@shared/schemas/common';
import type { MeetingDetail, MeetingListQuery, MeetingPage } from '@shared/schemas/meetings';
import { pageTotal } from '../../db/page-total';
import { notFound } from '../../errors';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import { authorizeAccess } from '../../plugins/record-access';
import {
  canReadHistory,
  listPeopleOfTeams,
  listManagedTeams,
  loadTeamAccess,
  presentPersonOption,
} from '../teams';
import { removeVideoMeetingOf } from '../video-meetings';
import { findMeetingDetail } from './detail-repository';
import {
  canListNoteTakers,
  canManageMeeting,
  listsEveryMeetingOfSchool,
  loadManageableMeeting,
  loadViewableMeeting,
  managesEveryMeetingOfSchool,
} from './policy';
import { presentMeetingDetail, presentMeetingListItem } from './presenter';
import * as repo from './repository';
import { deleteMeeting as deleteMeetingRow } from './save-repository';

/**
 * meeting/getMyUpcomingMeeting and meeting/getMyHistoricalMeeting: the meetings not yet over (ending now
 * or later) or over, of the caller's teams or of the whole school for admins, one page.
 */
export async function listMyMeetings(
  { db, auth }: ServiceContext,
  when: repo.MeetingPeriod['when'],
  query: MeetingListQuery,
): Promise<MeetingPage> {
  const scope = {
    locationId: auth.locationId,
    userId: auth.userId,
    everyMeetingOfSchool: listsEveryMeetingOfSchool(auth),
  };
  const period = { when, at: new Date() };
  const rows = await repo.listMeetings(db, scope, period, query);
  return {
    TotalCount: await pageTotal(rows, query.Page, () => repo.countMeetings(db, scope, period, query)),
    Items: rows.map((row) => presentMeetingListItem(auth, row)),
  };
}

/** meeting/getById: the members of the meeting's teams and the school's admins. */
export async function getMeeting({ db, auth }: ServiceContext, meetingId: string): Promise<MeetingDetail> {
  const access = await loadViewableMeeting(db, auth, meetingId);
  const meeting = await findMeetingDetail(db, meetingId, auth.locationId);
  if (!meeting) throw notFound();
  return presentMeetingDetail(
    meeting,
    canManageMeeting(auth, access.callerLeadsMeetingTeam),
    canReadHistory(auth, access.callerLeadsMeetingTeam),
  );
}

/**
 * meeting/delete: the meeting's managers. Its provider meeting is removed after the reply, in the
 * background: a slow provider must not hold the cancel (its calls may take 10 s each).
 */
export async function deleteMeeting(ctx: ServiceContext, meetingId: string) {
  const { db, auth } = ctx;
  await loadManageableMeeting(db, auth, meetingId);
  const deleted = await withTransaction(ctx, (tx) => deleteMeetingRow(tx.db, meetingId, auth.locationId));
  if (!deleted) throw notFound();
  ctx.background.run('remove the video meeting of a cancelled meeting', () =>
    removeVideoMeetingOf(ctx, deleted),
  );
  return deleted.id;
}

/** meeting/getTeamsForMeetings: exactly the teams meeting/save accepts for a new meeting. */
export async function listTeamsForMeetings({ db, auth }: ServiceContext): Promise<Option[]> {
  const teams = await listManagedTeams(db, auth.locationId, auth.userId, managesEveryMeetingOfSchool(auth));
  return teams.map((team) => ({ Id: team.id, Name: team.name }));
}

/** meeting/getNoteTakerOptions: the live, active, non-student members of the team, by last name. */
export async function listNoteTakerOptions({ db, auth }: ServiceContext, teamId: string): Promise<Option[]> {
  authorizeAccess(auth, 'teamMember', canListNoteTakers(auth, await loadTeamAccess(db, auth, teamId)));
  return (await listPeopleOfTeams(db, auth.locationId, [teamId], null)).map(presentPersonOption);
}
