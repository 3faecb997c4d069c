import dayjs from 'dayjs';
import type { Db } from '../../db/database';
import { addCalendarDays } from '../../lib/school-time';
import { listNonMeetingDays } from '../school-calendar';
import { insertNotices, EmailState, type NoticeDraft } from './notice-repository';
import { listDigestTasks, settleAwaitingDigest, type DueTaskRow } from './schedule-repository';

/** The digest goes out at this time on the school's clocks, on school days. */
export const DIGEST_TIME = '06:30';

const isWeekend = (day: string) => [0, 6].includes(dayjs(day).day());

/** A school day: a weekday that is not one of the school's non-meeting days. */
export async function isSchoolDay(db: Db, locationId: string, day: string): Promise<boolean> {
  if (isWeekend(day)) return false;
  return (await listNonMeetingDays(db, locationId, { from: day, to: day })).length === 0;
}

const line = (task: DueTaskRow) => `• ${task.title}${task.team_name ? ` (${task.team_name})` : ''}`;

/** The digest's text for one person, or nothing when there is nothing to say. */
function digestBody(tasks: readonly DueTaskRow[], today: string, tomorrow: string): string | null {
  const sections: [string, DueTaskRow[]][] = [
    ['Overdue', tasks.filter((t) => t.due_date !== null && t.due_date < today)],
    ['Due today', tasks.filter((t) => t.due_date === today)],
    ['Due tomorrow', tasks.filter((t) => t.due_date === tomorrow)],
    ['Assigned to you since the last digest', tasks.filter((t) => t.newly_assigned)],
  ];
  const said = sections.filter(([, list]) => list.length > 0);
  if (said.length === 0) return null;
  return said.map(([heading, list]) => `${heading}:\n${list.map(line).join('\n')}`).join('\n\n');
}

const countOf = (tasks: readonly DueTaskRow[], tomorrow: string) => {
  const due = tasks.filter((t) => t.due_date !== null && t.due_date <= tomorrow).length;
  return due > 0 ? `${due} task${due === 1 ? '' : 's'} due` : 'New tasks';
};

/**
 * A school's digest for `day` (inside the job's transaction): one notice per person with something to say,
 * keyed by person and day, so a second run on the same day adds nothing. Not on weekends or non-meeting
 * days, unless an admin asked for it (`force`).
 */
export async function runDigest(
  db: Db,
  { locationId, day, force }: { locationId: string; day: string; force: boolean },
  now: Date,
): Promise<number> {
  if (!force && !(await isSchoolDay(db, locationId, day))) return 0;
  const tomorrow = addCalendarDays(day, 1);
  const rows = await listDigestTasks(db, locationId, tomorrow);
  const byPerson = new Map<string, DueTaskRow[]>();
  for (const row of rows) {
    const tasks = byPerson.get(row.user_id);
    if (tasks) tasks.push(row);
    else byPerson.set(row.user_id, [row]);
  }
  const drafts: NoticeDraft[] = [];
  for (const [userId, tasks] of byPerson) {
    const body = digestBody(tasks, day, tomorrow);
    if (!body) continue;
    drafts.push({
      userId,
      subjectId: userId,
      title: `Your PLC Hub digest for ${dayjs(day).format('dddd, MMMM D')}: ${countOf(tasks, tomorrow)}`,
      body,
      link: '/',
    });
  }
  const written = await insertNotices(db, 'digest', drafts, now, { day });
  const mailed = (notice: (typeof written)[number]) => notice.email_state === EmailState.Pending;
  await settleAwaitingDigest(
    db,
    written.filter(mailed).map((notice) => notice.user_id),
    written.filter((notice) => !mailed(notice)).map((notice) => notice.user_id),
  );
  return written.length;
}
