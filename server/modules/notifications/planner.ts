import type { Db } from '../../db/database';
import { addCalendarDays, instantAtSchoolTime, schoolDayOf } from '../../lib/school-time';
import { DIGEST_TIME } from './digest-job';
import { planJobs, type PlannedJob } from './jobs-repository';
import { listSchoolZones, planMeetingJobs } from './schedule-repository';

/** A job whose time passed longer ago than this (no process ran then) is not planned any more. */
export const LATE_GRACE_MS = 3 * 60 * 60_000;
/** Jobs are planned this far ahead, so each exists well before it is due. */
const PLAN_AHEAD_MS = 26 * 60 * 60_000;

export const digestKey = (locationId: string, day: string) => `digest:${locationId}:${day}`;

/** A school's digest job for its calendar day `day`, due at DIGEST_TIME on its clocks. */
export const digestJob = (locationId: string, zone: string, day: string): PlannedJob => ({
  key: digestKey(locationId, day),
  kind: 'digest',
  runAt: instantAtSchoolTime(day, DIGEST_TIME, zone),
  payload: { locationId, day },
});

/**
 * Plans what is due soon: each school's digests for today and tomorrow on its own calendar, and every
 * meeting's reminder and agenda check, and the day's clearing of old notices. Every process plans the same jobs; their keys make one row each.
 */
export async function planDueJobs(db: Db, now: Date): Promise<void> {
  const from = new Date(now.getTime() - LATE_GRACE_MS);
  const to = new Date(now.getTime() + PLAN_AHEAD_MS);
  const digests = (await listSchoolZones(db)).flatMap(({ id, time_zone }) => {
    const today = schoolDayOf(now, time_zone);
    return [today, addCalendarDays(today, 1)]
      .map((day) => digestJob(id, time_zone, day))
      .filter((job) => job.runAt >= from);
  });
  const expiry: PlannedJob = {
    key: `expire:${now.toISOString().slice(0, 10)}`,
    kind: 'expire',
    runAt: now,
    payload: {},
  };
  await planJobs(db, [...digests, expiry]);
  await planMeetingJobs(db, from, to);
}
