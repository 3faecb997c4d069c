import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttendanceStatus } from '@shared/constants';
import {
  MeetingRoomMessages,
  type Attendance,
  type AttendanceRates,
  type ItemTimer,
  type MeetingRoom,
} from '@shared/schemas/meeting-room';
import { meetings } from '../../db/schema';
import { openTaskKit, type Person, type TaskKit } from '../../test/task-kit';

let k: TaskKit;
let meetingId: string;
let teamId: string;
let meetingDay: string;
const ids: Record<'priya' | 'marcus' | 'tom' | 'aisha', string> = {
  priya: '',
  marcus: '',
  tom: '',
  aisha: '',
};

const NEXT_MATH = 'Fractions reteach planning';
const save = (who: Person, body: object) =>
  k.call('POST', 'meeting/saveAttendance', who, { MeetingId: meetingId, Guests: [], ...body });
const statusesOf = (attendance: Attendance) =>
  Object.fromEntries(attendance.Members.map((member) => [member.UserId, member.Status]));

beforeAll(async () => {
  k = await openTaskKit();
  meetingId = await k.meetingId(NEXT_MATH);
  teamId = await k.teamId('7th Grade Math');
  for (const who of Object.keys(ids) as (keyof typeof ids)[]) ids[who] = await k.userId(who);
  const [row] = await k.t.database.db
    .select({ start: meetings.startDateTime })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  meetingDay = row!.start.toISOString().slice(0, 10);
});
afterAll(async () => k.t.close());

describe('meeting/getAttendance and meeting/saveAttendance', () => {
  it("lists the team's members with nothing recorded, and tells members they may not record", async () => {
    const response = await k.call('GET', `meeting/getAttendance/${meetingId}`, 'tom');
    expect(response.statusCode, response.body).toBe(200);
    const attendance = response.json<Attendance>();
    expect(attendance.AllowedToEdit).toBe(false);
    expect(attendance.Guests).toEqual([]);
    expect(attendance.Members.map((member) => member.UserId)).toEqual(
      expect.arrayContaining([ids.priya, ids.marcus, ids.tom]),
    );
    expect(attendance.Members.every((member) => member.Status === null)).toBe(true);
    expect(
      (await k.call('GET', `meeting/getAttendance/${meetingId}`, 'marcus')).json<Attendance>().AllowedToEdit,
    ).toBe(true);
    expect((await k.call('GET', `meeting/getAttendance/${meetingId}`, 'aisha')).statusCode).toBe(403);
    expect((await k.call('GET', `meeting/getAttendance/${meetingId}`, 'eastAdmin')).statusCode).toBe(404);
  });

  it('lets the note taker record members and guests; members left out keep their status', async () => {
    expect(
      (await save('tom', { Members: [{ UserId: ids.tom, Status: AttendanceStatus.Present }] })).statusCode,
    ).toBe(403);
    const first = await save('marcus', {
      Members: [
        { UserId: ids.priya, Status: AttendanceStatus.Present },
        { UserId: ids.marcus, Status: AttendanceStatus.Present },
        { UserId: ids.tom, Status: AttendanceStatus.Late },
      ],
      Guests: [{ Name: 'Dr. Ada Lovelace' }, { Name: '  Coach Reyes ' }],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Attendance>().Guests).toEqual([{ Name: 'Coach Reyes' }, { Name: 'Dr. Ada Lovelace' }]);

    // Priya corrects Tom only, and drops one guest.
    const second = await save('priya', {
      Members: [{ UserId: ids.tom, Status: AttendanceStatus.Excused }],
      Guests: [{ Name: 'Coach Reyes' }],
    });
    expect(second.statusCode, second.body).toBe(200);
    const read = (await k.call('GET', `meeting/getAttendance/${meetingId}`, 'tom')).json<Attendance>();
    expect(statusesOf(read)).toMatchObject({
      [ids.priya]: AttendanceStatus.Present,
      [ids.marcus]: AttendanceStatus.Present,
      [ids.tom]: AttendanceStatus.Excused,
    });
    expect(read.Guests).toEqual([{ Name: 'Coach Reyes' }]);

    // Null clears a status.
    await save('priya', { Members: [{ UserId: ids.tom, Status: null }], Guests: [{ Name: 'Coach Reyes' }] });
    const cleared = (await k.call('GET', `meeting/getAttendance/${meetingId}`, 'tom')).json<Attendance>();
    expect(statusesOf(cleared)[ids.tom]).toBeNull();
  });

  it('refuses someone outside the team, a blank guest and a repeated member, changing nothing', async () => {
    const before = (await k.call('GET', `meeting/getAttendance/${meetingId}`, 'priya')).body;
    const outsider = await save('priya', {
      Members: [
        { UserId: ids.priya, Status: AttendanceStatus.Absent },
        { UserId: ids.aisha, Status: AttendanceStatus.Present },
      ],
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().message).toBe(`Members: ${MeetingRoomMessages.notAMember}`);
    const blank = await save('priya', { Members: [], Guests: [{ Name: ' ' }] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(MeetingRoomMessages.guestNameRequired);
    const twice = await save('priya', {
      Members: [
        { UserId: ids.tom, Status: AttendanceStatus.Absent },
        { UserId: ids.tom, Status: AttendanceStatus.Present },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect((await k.call('GET', `meeting/getAttendance/${meetingId}`, 'priya')).body).toBe(before);
  });

  it('shows the attendance in the room', async () => {
    const room = (await k.call('GET', `meeting/getRoom/${meetingId}`, 'tom')).json<MeetingRoom>();
    expect(statusesOf(room.Attendance)[ids.marcus]).toBe(AttendanceStatus.Present);
    expect(room.Attendance.Guests).toEqual([{ Name: 'Coach Reyes' }]);
  });
});

describe('meeting/getAttendanceRates', () => {
  const rates = (who: Person, query: string) => k.call('GET', `meeting/getAttendanceRates?${query}`, who);

  it("answers the team's and each member's rate over the period to its leads and admins", async () => {
    await save('priya', {
      Members: [
        { UserId: ids.priya, Status: AttendanceStatus.Present },
        { UserId: ids.marcus, Status: AttendanceStatus.Late },
        { UserId: ids.tom, Status: AttendanceStatus.Absent },
      ],
    });
    const response = await rates('priya', `TeamId=${teamId}&From=${meetingDay}&To=${meetingDay}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<AttendanceRates>();
    expect(answer).toMatchObject({ TeamId: teamId, From: meetingDay, To: meetingDay, MeetingsRecorded: 1 });
    expect(answer.TeamRate).toBeCloseTo(2 / 3);
    const line = (userId: string) => answer.Members.find((member) => member.UserId === userId);
    expect(line(ids.marcus)).toMatchObject({ Present: 0, Late: 1, Absent: 0, Excused: 0, Rate: 1 });
    expect(line(ids.tom)).toMatchObject({ Absent: 1, Rate: 0 });
    expect((await rates('admin', `TeamId=${teamId}&From=${meetingDay}&To=${meetingDay}`)).statusCode).toBe(
      200,
    );
  });

  it('counts nothing outside the period, and has no rate (not 0%) when nothing counts', async () => {
    const answer = (
      await rates('priya', `TeamId=${teamId}&From=2001-01-01&To=2001-01-31`)
    ).json<AttendanceRates>();
    expect(answer.MeetingsRecorded).toBe(0);
    expect(answer.TeamRate).toBeNull();
    expect(answer.Members.every((member) => member.Rate === null && member.Present === 0)).toBe(true);
  });

  it('defaults to the last 30 days and refuses members, other schools and a backwards period', async () => {
    const answer = (await rates('priya', `TeamId=${teamId}`)).json<AttendanceRates>();
    expect(Date.parse(answer.To) - Date.parse(answer.From)).toBe(29 * 86_400_000);
    expect((await rates('marcus', `TeamId=${teamId}`)).statusCode).toBe(403);
    expect((await rates('eastAdmin', `TeamId=${teamId}`)).statusCode).toBe(404);
    const backwards = await rates('priya', `TeamId=${teamId}&From=2027-02-01&To=2027-01-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain(MeetingRoomMessages.periodInvalid);
  });
});

describe('agendaItem/startTimer and pauseTimer', () => {
  it('runs one item at a time for the timekeeper, the note taker and leads', async () => {
    const review = await k.agendaItemId('Review of reteach lessons');
    const letter = await k.agendaItemId('Family letter about fractions night');
    expect((await k.call('POST', `agendaItem/startTimer/${review}`, 'tom')).statusCode).toBe(403);
    const started = await k.call('POST', `agendaItem/startTimer/${review}`, 'marcus');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<ItemTimer>().TimerStartedAt).not.toBeNull();
    const other = await k.call('POST', `agendaItem/startTimer/${letter}`, 'priya');
    expect(other.json<ItemTimer>().TimerStartedAt).not.toBeNull();
    const room = (await k.call('GET', `meeting/getRoom/${meetingId}`, 'tom')).json<MeetingRoom>();
    const timerOf = (id: string) => room.Items.find((item) => item.AgendaItemId === id)!;
    expect(timerOf(review).TimerStartedAt).toBeNull();
    expect(timerOf(review).TimerElapsedSeconds).toBeGreaterThanOrEqual(0);
    expect(timerOf(letter).TimerStartedAt).not.toBeNull();
    const paused = await k.call('POST', `agendaItem/pauseTimer/${letter}`, 'priya');
    expect(paused.json<ItemTimer>().TimerStartedAt).toBeNull();
    expect((await k.call('POST', `agendaItem/pauseTimer/${letter}`, 'eastAdmin')).statusCode).toBe(404);
  });
});
