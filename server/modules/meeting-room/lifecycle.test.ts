import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeetingState } from '@shared/constants';
import type { Agenda } from '@shared/schemas/agendas';
import { MeetingRoomMessages, type MeetingLifecycle, type MeetingRoom } from '@shared/schemas/meeting-room';
import type { MeetingPage } from '@shared/schemas/meetings';
import { MISSING_ID, openTaskKit, type Person, type TaskKit } from '../../test/task-kit';

let k: TaskKit;
let meetingId: string;
let agendaId: string;
/** Facilitated by Priya, the 7th Grade Math lead; Marcus takes the meeting's notes. */
let reviewItem: string;
let letterItem: string;
let taskOfItem: string;

const NEXT_MATH = 'Fractions reteach planning';
const lifecycle = (who: Person, action: 'start' | 'finalizeMinutes' | 'reopenMinutes', body?: object) =>
  k.call('POST', `meeting/${action}/${meetingId}`, who, body);
const room = (who: Person) => k.call('GET', `meeting/getRoom/${meetingId}`, who);
const agenda = async (who: Person) =>
  (
    await k.call('GET', `agenda/getCompleteAgendaMeetingAgendaItemsByMeetingId/${meetingId}`, who)
  ).json<Agenda>();

beforeAll(async () => {
  k = await openTaskKit();
  meetingId = await k.meetingId(NEXT_MATH);
  reviewItem = await k.agendaItemId('Review of reteach lessons');
  letterItem = await k.agendaItemId('Family letter about fractions night');
  agendaId = (await agenda('priya')).AgendaId;
  const saved = await k.call('POST', 'task/saveFromAgendaItem', 'marcus', {
    Id: '0',
    AgendaItemId: reviewItem,
    Title: 'Share the reteach exit ticket',
    AssignedToUserId: await k.userId('marcus'),
    DueDate: '2030-05-01',
  });
  taskOfItem = saved.json<{ Id: string }>().Id;
});
afterAll(async () => k.t.close());

describe('the meeting lifecycle', () => {
  it('starts as a draft, and only a lead or the note taker may start the meeting', async () => {
    const before = (await room('tom')).json<MeetingRoom>().Lifecycle;
    expect(before.State).toBe(MeetingState.Draft);
    expect(before.AllowedToStart).toBe(false);
    expect((await room('marcus')).json<MeetingRoom>().Lifecycle.AllowedToStart).toBe(true);
    expect((await lifecycle('tom', 'start')).statusCode).toBe(403);
    expect((await lifecycle('aisha', 'start')).statusCode).toBe(403);
    expect((await lifecycle('eastAdmin', 'start')).statusCode).toBe(404);

    const started = await lifecycle('marcus', 'start');
    expect(started.statusCode, started.body).toBe(200);
    const state = started.json<MeetingLifecycle>();
    expect(state.State).toBe(MeetingState.InProgress);
    expect(state.StartedAt).not.toBeNull();
    expect(state.AllowedToStart).toBe(false);
    // Starting again changes nothing.
    const again = (await lifecycle('priya', 'start')).json<MeetingLifecycle>();
    expect(again.StartedAt).toBe(state.StartedAt);
    expect((await agenda('tom')).MeetingState).toBe(MeetingState.InProgress);
  });

  it('lets only a lead finalise, and then shows the state everywhere', async () => {
    expect((await lifecycle('marcus', 'finalizeMinutes')).statusCode).toBe(403);
    expect((await lifecycle('tom', 'finalizeMinutes')).statusCode).toBe(403);
    const finalized = await lifecycle('priya', 'finalizeMinutes');
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(finalized.json<MeetingLifecycle>()).toMatchObject({
      State: MeetingState.MinutesFinalized,
      MinutesFinalizedBy: 'Priya Raman',
      AllowedToFinalize: false,
      AllowedToReopen: true,
    });
    const again = await lifecycle('priya', 'finalizeMinutes');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MeetingRoomMessages.alreadyFinalized);
    const upcoming = (
      await k.call(
        'GET',
        `meeting/getMyUpcomingMeeting?PageSize=30&Search=${encodeURIComponent(NEXT_MATH)}`,
        'tom',
      )
    ).json<MeetingPage>();
    expect(upcoming.Items.find((m) => m.MeetingId === meetingId)?.MeetingState).toBe(
      MeetingState.MinutesFinalized,
    );
  });

  it('withholds every write right from the agenda, the notes and the room while finalised', async () => {
    const locked = await agenda('priya');
    expect(locked.MeetingState).toBe(MeetingState.MinutesFinalized);
    expect(locked.AllowedToAddItems).toBe(false);
    expect(locked.AllowedToArrange).toBe(false);
    for (const item of locked.AgendaItems) {
      expect([item.AllowedToEdit, item.AllowedToDelete, item.AllowedToTakeNotes]).toEqual([
        false,
        false,
        false,
      ]);
    }
    const notes = await k.call('GET', `agendaItem/getAgendaItemMeetingNotesById/${reviewItem}`, 'marcus');
    expect(notes.json().AllowedToTakeNotes).toBe(false);
    const priyasRoom = (await room('priya')).json<MeetingRoom>();
    expect(priyasRoom.Attendance.AllowedToEdit).toBe(false);
    expect(priyasRoom.AllowedToKeepTime).toBe(false);
  });

  it('refuses every change to outcomes, items, order, task links and attendance with 409', async () => {
    const items = (await agenda('priya')).AgendaItems;
    const itemForm = (await k.call('GET', `agendaitem/getById/${reviewItem}`, 'priya')).json();
    const taskForm = (await k.call('GET', `task/getById/${taskOfItem}`, 'priya')).json();
    const refused: [string, () => Promise<{ statusCode: number; json(): { message?: string } }>][] = [
      [
        'outcome',
        () => k.call('POST', 'agendaitem/saveOutcome', 'marcus', { Id: reviewItem, Outcome: '<p>late</p>' }),
      ],
      [
        'finished',
        () => k.call('POST', `agendaitem/setFinished/${reviewItem}`, 'marcus', { Finished: true }),
      ],
      ['item edit', () => k.call('POST', 'agendaitem/save', 'priya', { ...itemForm, Title: 'Renamed' })],
      [
        'item add',
        () => k.call('POST', 'agendaitem/save', 'priya', { ...itemForm, Id: '0', Version: undefined }),
      ],
      ['item delete', () => k.call('DELETE', `agendaitem/delete/${letterItem}`, 'priya')],
      [
        'reorder',
        () =>
          k.call('POST', 'agendaitem/reorder', 'priya', {
            ReorderItems: [...items].reverse().map((item, index) => ({
              AgendaItemId: item.Id,
              NewDisplayOrder: index + 1,
            })),
          }),
      ],
      [
        'new task on an item',
        () =>
          k.call('POST', 'task/saveFromAgendaItem', 'priya', {
            Id: '0',
            AgendaItemId: letterItem,
            Title: 'Too late',
            AssignedToUserId: taskForm.AssignedToUserId,
          }),
      ],
      [
        'task taken off the meeting',
        () => k.call('POST', 'task/save', 'priya', { ...taskForm, MeetingId: null, AgendaItemId: null }),
      ],
      ['task deleted', () => k.call('DELETE', `task/delete/${taskOfItem}`, 'priya')],
      [
        'attendance',
        () =>
          k.call('POST', 'meeting/saveAttendance', 'priya', {
            MeetingId: meetingId,
            Members: [],
            Guests: [],
          }),
      ],
      ['timer', () => k.call('POST', `agendaItem/startTimer/${reviewItem}`, 'priya')],
      ['carry-over', () => k.call('POST', `agenda/carryOver/${agendaId}`, 'priya', {})],
    ];
    for (const [change, attempt] of refused) {
      const response = await attempt();
      expect(response.statusCode, change).toBe(409);
      expect(response.json().message, change).toBe(MeetingRoomMessages.minutesLocked);
    }
    // A task of finalised minutes still moves on: its status is the assignee's to change.
    expect((await k.call('POST', `task/markAsDone/${taskOfItem}`, 'marcus')).statusCode).toBe(200);
  });

  it('reopens for a lead with a reason, keeps the reason, and can be finalised again', async () => {
    const noReason = await lifecycle('priya', 'reopenMinutes', { Reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain(MeetingRoomMessages.reasonRequired);
    expect((await lifecycle('marcus', 'reopenMinutes', { Reason: 'typo' })).statusCode).toBe(403);
    expect((await lifecycle('eastAdmin', 'reopenMinutes', { Reason: 'typo' })).statusCode).toBe(404);

    const reopened = await lifecycle('priya', 'reopenMinutes', { Reason: 'Add the exit-ticket results' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const state = reopened.json<MeetingLifecycle>();
    expect(state).toMatchObject({
      State: MeetingState.Reopened,
      MinutesFinalizedAt: null,
      AllowedToFinalize: true,
    });
    expect(state.Reopenings).toEqual([
      { ReopenedAt: expect.any(String), ReopenedBy: 'Priya Raman', Reason: 'Add the exit-ticket results' },
    ]);
    const notReopenable = await lifecycle('priya', 'reopenMinutes', { Reason: 'again' });
    expect(notReopenable.statusCode).toBe(409);
    expect(notReopenable.json().message).toBe(MeetingRoomMessages.notFinalized);

    const outcome = await k.call('POST', 'agendaitem/saveOutcome', 'marcus', {
      Id: reviewItem,
      Outcome: '<p>Exit tickets: 80% at standard</p>',
    });
    expect(outcome.statusCode, outcome.body).toBe(200);
    const refinal = await lifecycle('admin', 'finalizeMinutes');
    expect(refinal.statusCode, refinal.body).toBe(200);
    expect(refinal.json<MeetingLifecycle>().State).toBe(MeetingState.MinutesFinalized);
    expect(refinal.json<MeetingLifecycle>().Reopenings).toHaveLength(1);
  });

  it('answers 404 for a missing meeting and another school', async () => {
    expect((await k.call('GET', `meeting/getRoom/${MISSING_ID}`, 'priya')).statusCode).toBe(404);
    expect((await room('eastAdmin')).statusCode).toBe(404);
    expect((await room('aisha')).statusCode).toBe(403);
  });
});
