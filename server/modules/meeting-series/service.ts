import {
  MeetingSeriesMessages,
  type MeetingOccurrence,
  type MeetingSeries,
  type ParsedSaveMeetingSeriesRequest,
  type SaveMeetingSeriesResponse,
} from '@shared/schemas/meeting-series';
import { AgendaTemplateMessages } from '@shared/schemas/agenda-templates';
import { MeetingMessages } from '@shared/schemas/meetings';
import type { Db } from '../../db/database';
import { badRequest, notFound, refuseStaleCopy, staleOrNotFound } from '../../errors';
import { daysOfRule, parseRepeatRule, UnsupportedRepeatRule, type RepeatRule } from '../../lib/recurrence';
import { instantAtSchoolTime } from '../../lib/school-time';
import { authorizeAccess } from '../../plugins/record-access';
import type { AuthContext } from '../../plugins/auth';
import { withTransaction, type ServiceContext } from '../../plugins/service-context';
import {
  cancelOccurrences,
  canScheduleForTeam,
  deleteOccurrences,
  findOccurrence,
  insertOccurrences,
  listEligibleMembers,
  listOccurrences,
  loadManageableMeeting,
  replacePlcRoles,
  updateOccurrences,
  type OccurrenceTime,
} from '../meetings';
import { addTemplateItems } from '../agendas';
import { loadUsableTemplate, type TemplateRow } from '../agenda-templates';
import { findSchool, listNonMeetingDays } from '../school-calendar';
import { loadTeamAccess } from '../teams';
import { removeVideoMeetingOf } from '../video-meetings';
import { planOccurrences } from './occurrence-plan';
import { loadSeries } from './policy';
import { presentOccurrence, presentSeries } from './presenter';
import * as repo from './repository';

const MINUTE_MS = 60_000;

function readRule(rrule: string, firstDay: string): { rule: RepeatRule; days: string[] } {
  try {
    const rule = parseRepeatRule(rrule);
    return { rule, days: daysOfRule(rule, firstDay) };
  } catch (error) {
    if (error instanceof UnsupportedRepeatRule) throw badRequest(`RRule: ${error.message}`);
    throw error;
  }
}

async function schoolZone(db: Db, locationId: string): Promise<string> {
  const school = await findSchool(db, locationId);
  if (!school) throw notFound();
  return school.timeZone;
}

/** The rule's days without the school's non-meeting days, at the series' time in the school's zone. */
async function occurrenceTimes(
  db: Db,
  locationId: string,
  request: ParsedSaveMeetingSeriesRequest,
  days: string[],
): Promise<OccurrenceTime[]> {
  const zone = await schoolZone(db, locationId);
  const closed = await listNonMeetingDays(db, locationId, { from: days[0]!, to: days.at(-1)! });
  const open = days.filter(
    (day) => !closed.some((closure) => closure.firstDay <= day && day <= closure.lastDay),
  );
  if (open.length === 0) throw badRequest(`RRule: ${MeetingSeriesMessages.noOccurrences}`);
  return open.map((day) => {
    const startDateTime = instantAtSchoolTime(day, request.StartTime, zone);
    const endDateTime = new Date(startDateTime.getTime() + request.DurationMinutes * MINUTE_MS);
    return { seriesDay: day, startDateTime, endDateTime };
  });
}

/** A series save that passed every check: what its transaction writes. */
interface CheckedSeriesSave {
  existing: repo.SeriesRow | undefined;
  fields: repo.SeriesFields;
  target: OccurrenceTime[];
  template: TemplateRow | null;
  /** The team's members who may hold a role now: the rotation skips anyone else (someone who left). */
  eligible: string[];
}

/** The template a series names: one the caller may use, the school's or the series' team's. */
async function checkTemplate(ctx: ServiceContext, request: ParsedSaveMeetingSeriesRequest) {
  if (!request.AgendaTemplateId) return null;
  const template = await loadUsableTemplate(ctx.db, ctx.auth, request.AgendaTemplateId);
  if (template.teamId !== null && template.teamId !== request.TeamId) {
    throw badRequest(`AgendaTemplateId: ${AgendaTemplateMessages.otherTeam}`);
  }
  return template;
}

async function checkSeriesSave(
  ctx: ServiceContext,
  request: ParsedSaveMeetingSeriesRequest,
): Promise<CheckedSeriesSave> {
  const { db, auth } = ctx;
  const { rule, days } = readRule(request.RRule, request.StartDate);
  const existing =
    request.Id === null ? undefined : (await loadSeries(db, auth, request.Id, 'manage')).series;
  if (existing) {
    refuseStaleCopy(existing.version, request.Version);
    if (existing.teamId !== request.TeamId) throw badRequest(`TeamId: ${MeetingSeriesMessages.teamFixed}`);
  } else {
    authorizeAccess(
      auth,
      'teamLead',
      canScheduleForTeam(auth, await loadTeamAccess(db, auth, request.TeamId)),
    );
  }
  const eligible = await listEligibleMembers(db, request.TeamId, auth.locationId);
  if (request.NoteTakerId && !eligible.includes(request.NoteTakerId)) {
    throw badRequest(`NoteTakerId: ${MeetingMessages.noteTakerNotEligible}`);
  }
  const template = await checkTemplate(ctx, request);
  return {
    existing,
    template,
    target: await occurrenceTimes(db, auth.locationId, request, days),
    fields: {
      subject: request.Subject,
      location: request.Location,
      firstDay: request.StartDate,
      startTime: request.StartTime,
      durationMinutes: request.DurationMinutes,
      rrule: rule.rrule,
      noteTakerId: request.NoteTakerId,
      agendaTemplateId: template?.id ?? null,
      roleRotation: Object.fromEntries(
        request.RoleRotation.map((turns) => [String(turns.ResponsibilityId), turns.UserIds]),
      ),
    },
    eligible,
  };
}

/**
 * Writes a checked save inside the caller's transaction: the series row (locked, version-checked), then
 * its occurrences as planned. New occurrences' agendas start from the template; when the template changed,
 * changed occurrences with an empty agenda get its items too. Answers the series id, the meetings made or
 * changed (by day) and those deleted.
 */
async function writeSeries(
  tx: Db,
  auth: AuthContext,
  request: ParsedSaveMeetingSeriesRequest,
  save: CheckedSeriesSave,
) {
  const school = { districtId: auth.districtId, locationId: auth.locationId };
  const { existing, fields, template } = save;
  const seriesId = existing
    ? existing.id
    : await repo.insertSeries(tx, school, request.TeamId, fields, auth.userId);
  if (existing) {
    if (!(await repo.findSeries(tx, seriesId, auth.locationId, true))) throw notFound();
    if (!(await repo.updateSeries(tx, seriesId, auth.locationId, fields, request.Version))) {
      throw staleOrNotFound(request.Version);
    }
  }
  const current = existing ? await listOccurrences(tx, seriesId, auth.locationId) : [];
  const fromDay = request.ApplyFrom ? applyFromDay(current, request.ApplyFrom) : null;
  const now = new Date();
  const plan = planOccurrences(save.target, current, (occurrence) =>
    existing ? occurrence.startDateTime > now && (fromDay === null || occurrence.seriesDay >= fromDay) : true,
  );
  const shared = { ...fields, seriesId, teamId: request.TeamId };
  const created = await insertOccurrences(tx, school, shared, plan.create, auth.userId);
  await updateOccurrences(tx, school, shared, plan.update);
  await cancelOccurrences(tx, auth.locationId, plan.cancel);
  const removed = await deleteOccurrences(tx, auth.locationId, plan.remove);
  // Roles first: a template item goes to the holder of its role.
  await rotateRoles(tx, school, save, [
    ...plan.update.map((change) => ({ meetingId: change.meetingId, seriesDay: change.seriesDay })),
    ...created.map((made, index) => ({
      meetingId: made.meetingId,
      seriesDay: plan.create[index]!.seriesDay,
    })),
  ]);
  if (template) {
    const templateChanged = existing?.agendaTemplateId !== template.id;
    const emptyChanged = templateChanged ? plan.update.filter((change) => !change.hasAgendaItems) : [];
    const agendaIds = [...created, ...emptyChanged].map((occurrence) => occurrence.agendaId);
    await addTemplateItems(tx, school, agendaIds, template, auth.userId);
  }
  const touched = [
    ...plan.update.map((change) => ({ id: change.meetingId, day: change.seriesDay })),
    ...created.map((made, index) => ({ id: made.meetingId, day: plan.create[index]!.seriesDay })),
  ].sort((a, b) => a.day.localeCompare(b.day));
  return { seriesId, meetingIds: touched.map((meeting) => meeting.id), removed };
}

/**
 * Gives the made and changed occurrences their PLC roles from the rotation: the nth meeting of the series
 * (by day, holidays left out) gets the nth of each role's members still on the team, round and round.
 */
async function rotateRoles(
  tx: Db,
  school: { districtId: string; locationId: string },
  save: CheckedSeriesSave,
  occurrences: { meetingId: string; seriesDay: string }[],
) {
  const eligible = new Set(save.eligible);
  const turns = Object.entries(save.fields.roleRotation)
    .map(([role, userIds]) => ({
      role: Number(role),
      userIds: userIds.filter((userId) => eligible.has(userId)),
    }))
    .filter((rotation) => rotation.userIds.length > 0);
  if (turns.length === 0) return;
  const position = new Map(save.target.map((occurrence, index) => [occurrence.seriesDay, index]));
  const assignments = occurrences.flatMap((occurrence) =>
    turns.map(({ role, userIds }) => ({
      meetingId: occurrence.meetingId,
      role,
      userId: userIds[(position.get(occurrence.seriesDay) ?? 0) % userIds.length]!,
    })),
  );
  await replacePlcRoles(
    tx,
    school,
    occurrences.map((occurrence) => occurrence.meetingId),
    assignments,
  );
}

/**
 * meetingSeries/save: a new series with every occurrence (the team's leads, the school's admins), or an
 * existing one's coming occurrences changed, all of them or from ApplyFrom on. Past occurrences, and the
 * notes, outcomes and tasks of any, never change; one the new rule no longer gives is deleted when empty,
 * else cancelled. Series and occurrences are written in one transaction, under a lock on the series.
 */
export async function saveSeries(
  ctx: ServiceContext,
  request: ParsedSaveMeetingSeriesRequest,
): Promise<SaveMeetingSeriesResponse> {
  const save = await checkSeriesSave(ctx, request);
  const written = await withTransaction(ctx, ({ db: tx }) => writeSeries(tx, ctx.auth, request, save));
  removeVideoMeetingsLater(ctx, written.removed);
  return { Id: written.seriesId, MeetingIds: written.meetingIds };
}

/** The day of the occurrence a "this and following" edit starts at: a coming one of this series. */
function applyFromDay(
  current: { meetingId: string; seriesDay: string; startDateTime: Date }[],
  meetingId: string,
) {
  const from = current.find((occurrence) => occurrence.meetingId === meetingId);
  if (!from || from.startDateTime <= new Date()) {
    throw badRequest(`ApplyFrom: ${MeetingSeriesMessages.applyFromNotInSeries}`);
  }
  return from.seriesDay;
}

function removeVideoMeetingsLater(
  ctx: ServiceContext,
  removed: Awaited<ReturnType<typeof deleteOccurrences>>,
) {
  for (const meeting of removed.filter((row) => row.zoomMeetingId)) {
    ctx.background.run('remove the video meeting of a removed occurrence', () =>
      removeVideoMeetingOf(ctx, meeting),
    );
  }
}

/** meetingSeries/getById: the team's members and the school's admins. */
export async function getSeries(ctx: ServiceContext, seriesId: string): Promise<MeetingSeries> {
  const { db, auth } = ctx;
  const { series, allowedToEdit } = await loadSeries(db, auth, seriesId, 'view');
  const occurrences = await listOccurrences(db, series.id, auth.locationId);
  return presentSeries(series, await schoolZone(db, auth.locationId), occurrences, allowedToEdit);
}

/**
 * meetingSeries/cancelOccurrence: one occurrence (its managers) is marked cancelled and keeps its agenda,
 * notes and tasks; the rest of the series is untouched. Cancelling it again changes nothing.
 */
export async function cancelOccurrence(ctx: ServiceContext, meetingId: string): Promise<MeetingOccurrence> {
  const { db, auth } = ctx;
  await loadManageableMeeting(db, auth, meetingId);
  const occurrence = await findOccurrence(db, meetingId, auth.locationId);
  if (!occurrence) throw notFound();
  if (!occurrence.seriesId) throw badRequest(MeetingSeriesMessages.notAnOccurrence);
  await withTransaction(ctx, (tx) => cancelOccurrences(tx.db, auth.locationId, [meetingId]));
  return presentOccurrence({ ...occurrence, cancelled: true });
}

/**
 * meetingSeries/delete: the coming occurrences go (with their agendas; their tasks stay, unlinked, as
 * meeting/delete leaves them), past ones and their notes stay as single meetings, and the series goes.
 */
export async function deleteSeries(ctx: ServiceContext, seriesId: string): Promise<string> {
  const { db, auth } = ctx;
  await loadSeries(db, auth, seriesId, 'manage');
  const removed = await withTransaction(ctx, async ({ db: tx }) => {
    if (!(await repo.findSeries(tx, seriesId, auth.locationId, true))) throw notFound();
    const now = new Date();
    const coming = (await listOccurrences(tx, seriesId, auth.locationId)).filter(
      (occurrence) => occurrence.startDateTime > now,
    );
    const deleted = await deleteOccurrences(
      tx,
      auth.locationId,
      coming.map((occurrence) => occurrence.meetingId),
    );
    if (!(await repo.deleteSeries(tx, seriesId, auth.locationId))) throw notFound();
    return deleted;
  });
  removeVideoMeetingsLater(ctx, removed);
  return seriesId;
}
