import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import {
  goalTitle,
  meetingSubject,
  memberIdsOfTeams,
  noteAuthorWhoMayRead,
  personName,
  teamName,
  teamsOfGoal,
  teamsOfMeeting,
} from './event-repository';
import { insertNotices } from './notice-repository';

/**
 * The notices a change sends, written with the change (pass the transaction's db): a change rolled back
 * sends nothing. Each goes only to people who may open its subject today, never to the one who made it.
 */
interface NoticeContext {
  db: Db;
  clock: Clock;
}

/** A task given to someone other than the one saving it. */
export async function noticeTaskAssigned(
  { db, clock }: NoticeContext,
  task: { id: string; title: string; dueDate: string | null; teamId: string },
  assigneeId: string,
  actorId: string,
): Promise<void> {
  if (assigneeId === actorId) return;
  const [actor, team] = await Promise.all([personName(db, actorId), teamName(db, task.teamId)]);
  const due = task.dueDate ? ` It is due on ${task.dueDate}.` : '';
  await insertNotices(
    db,
    'task-assigned',
    [
      {
        userId: assigneeId,
        subjectId: task.id,
        title: `New task: ${task.title}`,
        body: `${actor} assigned you “${task.title}” on ${team}.${due}`,
        link: `/editTask/${task.id}`,
      },
    ],
    clock.now(),
  );
}

/** A goal marked completed: the members of its teams. */
export async function noticeGoalCompleted({ db, clock }: NoticeContext, goalId: string, actorId: string) {
  const title = await goalTitle(db, goalId);
  const members = await memberIdsOfTeams(db, teamsOfGoal(goalId), actorId);
  if (title === undefined || members.length === 0) return;
  const actor = await personName(db, actorId);
  await insertNotices(
    db,
    'goal-completed',
    members.map((userId) => ({
      userId,
      subjectId: goalId,
      title: `Goal completed: ${title}`,
      body: `${actor} marked the goal “${title}” completed.`,
      link: `/teamTasks/${goalId}`,
    })),
    clock.now(),
  );
}

/**
 * Minutes finalised: the members of the meeting's teams, in the app; the minutes e-mail (meeting-room) is
 * its e-mail, sent to those whose choice for the kind says so.
 */
export async function noticeMinutesFinalised(
  { db, clock }: NoticeContext,
  meetingId: string,
  actorId: string,
) {
  const subject = await meetingSubject(db, meetingId);
  const members = await memberIdsOfTeams(db, teamsOfMeeting(meetingId), actorId);
  if (subject === undefined || members.length === 0) return;
  const actor = await personName(db, actorId);
  await insertNotices(
    db,
    'minutes-finalised',
    members.map((userId) => ({
      userId,
      subjectId: meetingId,
      title: `Minutes finalised: ${subject}`,
      body: `${actor} finalised the minutes of “${subject}”.`,
      link: `/meetingRoom/${meetingId}`,
    })),
    clock.now(),
    { emailElsewhere: true },
  );
}

/**
 * A comment on a student note: its author, if they may still read the note. Neither the student's name nor
 * the comment travels in the notice; the link opens them in the app, behind sign-in.
 */
export async function noticeNoteComment(
  { db, clock }: NoticeContext,
  comment: { id: string; noteId: string },
  actorId: string,
): Promise<void> {
  const author = await noteAuthorWhoMayRead(db, comment.noteId);
  if (!author || author.author_id === actorId) return;
  const actor = await personName(db, actorId);
  await insertNotices(
    db,
    'note-comment',
    [
      {
        userId: author.author_id,
        subjectId: comment.id,
        title: 'New comment on a student note you wrote',
        body: `${actor} commented on a student note you wrote.`,
        link: `/studentComments/${author.team_id ?? '0'}/${comment.noteId}`,
      },
    ],
    clock.now(),
  );
}
