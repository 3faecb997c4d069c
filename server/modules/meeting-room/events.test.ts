import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttendanceStatus } from '@shared/constants';
import { userTeams } from '../../db/schema';
import { readEventStream } from '../../test/event-stream-reader';
import { signIn } from '../../test/sign-in';
import { openTaskKit, People, type TaskKit } from '../../test/task-kit';

let k: TaskKit;
let baseUrl: string;
let meetingId: string;
let reviewItem: string;
const cookies: Record<'tom' | 'aisha' | 'eastAdmin', string> = { tom: '', aisha: '', eastAdmin: '' };

const NEXT_MATH = 'Fractions reteach planning';
const streamOf = (who: keyof typeof cookies, id = meetingId) =>
  readEventStream(`${baseUrl}/api/v1/meeting/events/${id}`, cookies[who]);

beforeAll(async () => {
  k = await openTaskKit();
  for (const who of Object.keys(cookies) as (keyof typeof cookies)[]) {
    cookies[who] = await signIn(k.t.app, People[who]);
  }
  baseUrl = await k.t.app.listen({ port: 0, host: '127.0.0.1' });
  meetingId = await k.meetingId(NEXT_MATH);
  reviewItem = await k.agendaItemId('Review of reteach lessons');
});
afterAll(async () => k.t.close());

describe('meeting/events/{id}', () => {
  it('refuses those who may not see the room before any event, as JSON', async () => {
    const outsider = await streamOf('aisha');
    expect(outsider.status).toBe(403);
    expect(outsider.contentType).toContain('application/json');
    const otherSchool = await streamOf('eastAdmin');
    expect(otherSchool.status).toBe(404);
  });

  it('tells a member of every change in the room: outcome, tasks, attendance, timer, state', async () => {
    const stream = await streamOf('tom');
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toContain('text/event-stream');
      await stream.next('ready');

      await k.call('POST', 'agendaitem/saveOutcome', 'marcus', { Id: reviewItem, Outcome: '<p>Live</p>' });
      expect((await stream.next('change')).data).toEqual({ Kind: 'outcome', ItemId: reviewItem });

      await k.call('POST', 'task/saveFromAgendaItem', 'marcus', {
        Id: '0',
        AgendaItemId: reviewItem,
        Title: 'Live task',
        AssignedToUserId: await k.userId('marcus'),
      });
      expect((await stream.next('change')).data).toEqual({ Kind: 'tasks', ItemId: null });

      // A status move and a delete carry their notice in their one statement; a refused move sends none,
      // or the attendance change below would not be the next event.
      const liveTaskId = await k.taskId('Live task');
      expect((await k.call('POST', `task/markAsDone/${liveTaskId}`, 'marcus')).statusCode).toBe(200);
      expect((await stream.next('change')).data).toEqual({ Kind: 'tasks', ItemId: null });
      expect((await k.call('POST', `task/markAsDone/${liveTaskId}`, 'marcus')).statusCode).toBe(400);
      expect((await k.call('DELETE', `task/delete/${liveTaskId}`, 'marcus')).statusCode).toBe(200);
      expect((await stream.next('change')).data).toEqual({ Kind: 'tasks', ItemId: null });

      await k.call('POST', 'meeting/saveAttendance', 'marcus', {
        MeetingId: meetingId,
        Members: [{ UserId: await k.userId('tom'), Status: AttendanceStatus.Late }],
        Guests: [],
      });
      expect((await stream.next('change')).data).toEqual({ Kind: 'attendance', ItemId: null });

      await k.call('POST', `agendaItem/startTimer/${reviewItem}`, 'marcus');
      expect((await stream.next('change')).data).toEqual({ Kind: 'timer', ItemId: reviewItem });

      await k.call('POST', `meeting/start/${meetingId}`, 'marcus');
      expect((await stream.next('change')).data).toEqual({ Kind: 'state', ItemId: null });
    } finally {
      stream.close();
    }
  });

  it('hears nothing of another meeting', async () => {
    const stream = await streamOf('tom');
    try {
      await stream.next('ready');
      const other = await k.agendaItemId('Family letter about fractions night');
      await k.call('POST', 'agendaitem/saveOutcome', 'priya', { Id: other, Outcome: '<p>Same meeting</p>' });
      // The same meeting's change arrives; a change elsewhere (a Literacy meeting's item) does not.
      await k.call('POST', 'meeting/start/' + (await k.meetingId('Reading log kickoff')), 'elena');
      await k.call('POST', 'agendaitem/saveOutcome', 'priya', { Id: reviewItem, Outcome: '<p>Last</p>' });
      expect((await stream.next('change')).data).toEqual({ Kind: 'outcome', ItemId: other });
      expect((await stream.next('change')).data).toEqual({ Kind: 'outcome', ItemId: reviewItem });
    } finally {
      stream.close();
    }
  });

  it('cuts off a member removed from the team', async () => {
    const stream = await streamOf('tom');
    await stream.next('ready');
    const [membership] = await k.t.database.db
      .select({ id: userTeams.id })
      .from(userTeams)
      .where(
        and(
          eq(userTeams.userId, await k.userId('tom')),
          eq(userTeams.teamId, await k.teamId('7th Grade Math')),
        ),
      );
    const removed = await k.call('DELETE', `userteam/delete/${membership!.id}`, 'priya');
    expect(removed.statusCode, removed.body).toBe(200);
    await stream.next('revoked');
    await stream.ended;
    expect((await streamOf('tom')).status).toBe(403);
  });
});
