import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgendaMessages, type AgendaItem } from '@shared/schemas/agendas';
import { MeetingNotesMessages, OUTCOME_HTML_MAX, type MeetingNotes } from '@shared/schemas/meeting-notes';
import { agendaItems } from '../../db/schema';
import { userOf } from '../../test/users';
import { insertMeeting, MINUTE_MS } from '../../test/meeting-fixtures';
import { MISSING_ID, openTaskKit, People, type Person, type TaskKit } from '../../test/task-kit';

let k: TaskKit;
let meetingId: string;
/** Facilitated by Priya, the 7th Grade Math lead; Marcus takes the meeting's notes. */
let reviewItem: string;
/** Facilitated by Tom, a plain member of 7th Grade Math. */
let letterItem: string;

const NEXT_MATH = 'Fractions reteach planning';
const notesUrl = (itemId: string) => `agendaItem/getAgendaItemMeetingNotesById/${itemId}`;
const getNotes = (who: Person, itemId: string) => k.call('GET', notesUrl(itemId), who);
const saveOutcome = (who: Person, itemId: string, Outcome: string) =>
  k.call('POST', 'agendaitem/saveOutcome', who, { Id: itemId, Outcome });
const storedOutcome = async (itemId: string) => {
  const [row] = await k.t.database.db
    .select({ outcome: agendaItems.outcome })
    .from(agendaItems)
    .where(eq(agendaItems.id, itemId));
  return row?.outcome;
};

beforeAll(async () => {
  k = await openTaskKit();
  meetingId = await k.meetingId(NEXT_MATH);
  reviewItem = await k.agendaItemId('Review of reteach lessons');
  letterItem = await k.agendaItemId('Family letter about fractions night');
});
afterAll(async () => k.t.close());

describe('agendaItem/getAgendaItemMeetingNotesById', () => {
  it("answers the item, its meeting's header and the caller's right to take notes", async () => {
    const response = await getNotes('marcus', reviewItem);
    expect(response.statusCode, response.body).toBe(200);
    const notes = response.json<MeetingNotes>();
    expect(notes).toEqual({
      AgendaItemId: reviewItem,
      AgendaItemTitle: 'Review of reteach lessons',
      AgendaItemDescription: expect.any(String),
      AgendaItemTypeName: 'Discussion',
      AgendaItemOutcome: '',
      Version: expect.any(Number),
      IsFinished: false,
      MeetingDateStartTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      MeetingDateEndTime: expect.stringMatching(/Z$/),
      MeetingLocation: 'Room 204',
      NoteTakerName: 'Marcus Bell',
      TeamId: await k.teamId('7th Grade Math'),
      Tasks: [],
      AgendaId: expect.any(String),
      MeetingId: meetingId,
      MeetingName: NEXT_MATH,
      AllowedToTakeNotes: true,
    });
    expect(Date.parse(notes.MeetingDateEndTime) - Date.parse(notes.MeetingDateStartTime)).toBeGreaterThan(0);
  });

  it('tells a plain member of the team they may not take notes on an item they do not facilitate', async () => {
    const response = await getNotes('tom', reviewItem);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MeetingNotes>().AllowedToTakeNotes).toBe(false);
    expect((await getNotes('tom', letterItem)).json<MeetingNotes>().AllowedToTakeNotes).toBe(true);
  });

  it("is 403 outside the meeting's team, 404 for another school or a missing item", async () => {
    expect((await getNotes('aisha', reviewItem)).statusCode).toBe(403);
    expect((await getNotes('eastAdmin', reviewItem)).statusCode).toBe(404);
    expect((await getNotes('admin', MISSING_ID)).statusCode).toBe(404);
  });

  it('hides a started, unposted agenda from a plain member with the visibility text, not from its lead', async () => {
    const { districtId, locationId } = await userOf(k.t.database.db, People.priya);
    await insertMeeting(
      k.t.database.db,
      { districtId, locationId },
      {
        subject: 'Started, not posted',
        teamIds: [await k.teamId('7th Grade Math')],
        start: Date.now() - 10 * MINUTE_MS,
        posted: false,
        items: [{ title: 'Hidden item', orderId: 1 }],
      },
    );
    const hidden = await k.agendaItemId('Hidden item');
    const response = await getNotes('tom', hidden);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(AgendaMessages.notPosted);
    expect((await saveOutcome('tom', hidden, '<p>x</p>')).statusCode).toBe(403);
    expect((await getNotes('priya', hidden)).statusCode).toBe(200);
  });

  it("lists the item's tasks, written through task/saveFromAgendaItem, with the task rights", async () => {
    const marcusId = await k.userId('marcus');
    const saved = await k.call('POST', 'task/saveFromAgendaItem', 'marcus', {
      Id: '0',
      AgendaItemId: reviewItem,
      Title: 'Draft the reteach exit ticket',
      AssignedToUserId: marcusId,
      GoalId: await k.goalId('Fractions fluency for every 7th grader'),
      DueDate: '2030-05-01',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const taskId = saved.json<{ Id: string }>().Id;
    const expected = {
      Id: taskId,
      Title: 'Draft the reteach exit ticket',
      DueDate: '2030-05-01',
      AssignedToUserFullName: 'Marcus Bell',
      TaskStatusIdDisplay: 'Open',
      GoalNameDisplay: 'Fractions fluency for every 7th grader',
      AgendaItemId: reviewItem,
    };
    const mine = (await getNotes('marcus', reviewItem)).json<MeetingNotes>();
    expect(mine.Tasks).toEqual([{ ...expected, AllowedToMarkTaskAsCompletedOrEdit: true }]);
    // Tom neither holds, assigned nor leads: he sees the task without the right to mark or edit it.
    const toms = (await getNotes('tom', reviewItem)).json<MeetingNotes>();
    expect(toms.Tasks).toEqual([{ ...expected, AllowedToMarkTaskAsCompletedOrEdit: false }]);
    // The other item's notes do not list it.
    expect((await getNotes('marcus', letterItem)).json<MeetingNotes>().Tasks).toEqual([]);
  });
});

describe('agendaitem/saveOutcome', () => {
  it.each<[Person, string]>([
    ['marcus', 'the note taker'],
    ['priya', "the item's facilitator and the team's lead"],
    ['admin', 'an admin of the school'],
  ])('lets %s (%s) write the outcome', async (who) => {
    const outcome = `<p>Outcome by ${who}</p>`;
    const response = await saveOutcome(who, reviewItem, outcome);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Id: reviewItem, Version: expect.any(Number) });
    expect(await storedOutcome(reviewItem)).toBe(outcome);
    expect((await getNotes('marcus', reviewItem)).json<MeetingNotes>().AgendaItemOutcome).toBe(outcome);
  });

  it("keeps the outcome's version apart from the item's: editing one meanwhile never refuses the other", async () => {
    const notes = (await getNotes('marcus', reviewItem)).json<MeetingNotes>();
    const item = (await k.call('GET', `agendaitem/getById/${reviewItem}`, 'priya')).json<AgendaItem>();
    const saveItem = (minutes: number, version: number) =>
      k.call('POST', 'agendaitem/save', 'priya', {
        Id: item.Id,
        AgendaId: item.AgendaId,
        Title: item.Title,
        Description: item.Description,
        ItemTypeId: item.ItemTypeId,
        TimeInMinutes: minutes,
        AgendaItemFacilitators: item.AgendaItemFacilitators.map(({ UserId }) => ({ UserId })),
        Version: version,
      });

    // The lead changes the item's time while the note taker writes: both saves go through.
    expect((await saveItem(35, item.Version)).statusCode).toBe(200);
    const written = await k.call('POST', 'agendaitem/saveOutcome', 'marcus', {
      Id: reviewItem,
      Outcome: '<p>Written during the meeting</p>',
      Version: notes.Version,
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toEqual({ Id: reviewItem, Version: notes.Version + 1 });
    // And the other way round: the notes saved meanwhile leave the item's form current.
    expect((await saveItem(40, item.Version + 1)).statusCode).toBe(200);
    // Each still refuses its own stale copy.
    const staleNotes = await k.call('POST', 'agendaitem/saveOutcome', 'marcus', {
      Id: reviewItem,
      Outcome: '<p>From an old copy</p>',
      Version: notes.Version,
    });
    expect(staleNotes.statusCode).toBe(409);
    expect(await storedOutcome(reviewItem)).toBe('<p>Written during the meeting</p>');
    expect((await saveItem(45, item.Version)).statusCode).toBe(409);
  });

  it("lets the team's lead write the outcome of an item someone else facilitates", async () => {
    // Tom facilitates the letter item and Marcus takes the notes: Priya's right comes from leading the team.
    expect((await getNotes('priya', letterItem)).json<MeetingNotes>().AllowedToTakeNotes).toBe(true);
    const response = await saveOutcome('priya', letterItem, '<p>Send it with the report cards</p>');
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedOutcome(letterItem)).toBe('<p>Send it with the report cards</p>');
  });

  it('lets a plain member write the outcome of an item they facilitate, and no other', async () => {
    expect((await saveOutcome('tom', letterItem, '<p>Letter goes home Friday</p>')).statusCode).toBe(200);
    expect(await storedOutcome(letterItem)).toBe('<p>Letter goes home Friday</p>');
    const before = await storedOutcome(reviewItem);
    expect((await saveOutcome('tom', reviewItem, '<p>Not mine</p>')).statusCode).toBe(403);
    expect(await storedOutcome(reviewItem)).toBe(before);
  });

  it('is 403 outside the team, 404 for another school and a missing item, 401 signed out', async () => {
    expect((await saveOutcome('aisha', reviewItem, '<p>x</p>')).statusCode).toBe(403);
    expect((await saveOutcome('eastAdmin', reviewItem, '<p>x</p>')).statusCode).toBe(404);
    expect((await saveOutcome('admin', MISSING_ID, '<p>x</p>')).statusCode).toBe(404);
    expect(
      (await k.call('POST', 'agendaitem/saveOutcome', undefined, { Id: reviewItem, Outcome: '' })).statusCode,
    ).toBe(401);
  });

  it('sanitises the outcome and stores an empty editor as empty', async () => {
    const dirty =
      '<p onclick="steal()">Plan <strong>kept</strong><script>alert(1)</script><img src=x onerror="x()">' +
      '<a href="javascript:alert(1)">link</a></p>';
    expect((await saveOutcome('marcus', reviewItem, dirty)).statusCode).toBe(200);
    expect(await storedOutcome(reviewItem)).toBe(
      '<p>Plan <strong>kept</strong><a rel="noopener noreferrer" target="_blank">link</a></p>',
    );
    expect((await saveOutcome('marcus', reviewItem, '<p></p>')).statusCode).toBe(200);
    expect(await storedOutcome(reviewItem)).toBe('');
  });

  it('refuses an outcome over the size limit', async () => {
    const response = await saveOutcome('marcus', reviewItem, `<p>${'a'.repeat(OUTCOME_HTML_MAX)}</p>`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Outcome: ${MeetingNotesMessages.outcomeTooLong}`);
  });
});
