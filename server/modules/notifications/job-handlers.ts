import type { Db } from '../../db/database';
import { runDigest } from './digest-job';
import { runAgendaCheck, runMeetingReminder, type MeetingJobPayload } from './meeting-reminder-job';
import { expireNotices } from './notice-repository';
import { purgeFinishedJobs } from './jobs-repository';

export interface JobSettings {
  retentionDays: number;
}

const DAY_MS = 86_400_000;
/** Finished jobs are kept this long, to see what ran. */
const FINISHED_JOB_DAYS = 30;

const field = (payload: Record<string, string>, name: string): string => {
  const value = payload[name];
  if (value === undefined) throw new Error(`the job has no ${name}`);
  return value;
};

const meetingPayload = (payload: Record<string, string>): MeetingJobPayload => ({
  meetingId: field(payload, 'meetingId'),
  start: field(payload, 'start'),
});

/** Runs one job of a kind inside its transaction; a kind nobody knows is an error (and retried, then given up). */
export async function runJob(
  db: Db,
  job: { kind: string; payload: Record<string, string> },
  now: Date,
  settings: JobSettings,
): Promise<void> {
  switch (job.kind) {
    case 'digest':
      await runDigest(
        db,
        {
          locationId: field(job.payload, 'locationId'),
          day: field(job.payload, 'day'),
          force: job.payload.force === 'true',
        },
        now,
      );
      return;
    case 'meeting-reminder':
      await runMeetingReminder(db, meetingPayload(job.payload), now);
      return;
    case 'agenda-not-posted':
      await runAgendaCheck(db, meetingPayload(job.payload), now);
      return;
    case 'expire':
      await expireNotices(db, new Date(now.getTime() - settings.retentionDays * DAY_MS));
      await purgeFinishedJobs(db, new Date(now.getTime() - FINISHED_JOB_DAYS * DAY_MS));
      return;
    default:
      throw new Error(`unknown job kind ${job.kind}`);
  }
}
