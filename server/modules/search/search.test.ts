import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoalScope, UserType } from '@shared/constants';
import { SearchMessages, type SearchGroup, type SearchResults } from '@shared/schemas/search';
import {
  agendaItems,
  goals,
  goalTeams,
  taskNotes,
  userNoteComments,
  userNotes,
  users,
  userTeams,
} from '../../db/schema';
import { DAY_MS, insertMeeting, insertTask, type School } from '../../test/meeting-fixtures';
import { UNSTORABLE_TEXT_MESSAGE } from '../../plugins/unstorable-text';
import { ManualClock } from '../../test/manual-clock';
import { openTaskKit, type Person, type TaskKit } from '../../test/task-kit';

let k: TaskKit;
let school: School;
const clock = new ManualClock('2026-11-24T15:00:00Z');
const now = Date.parse('2026-11-24T15:00:00Z');
const ids: Record<string, string> = {};

async function search(who: Person, query: string): Promise<SearchResults> {
  const response = await k.call('GET', `search?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResults>();
}
const q = (text: string, extra = '') => `q=${encodeURIComponent(text)}${extra}`;
const group = (results: SearchResults, kind: SearchGroup['Kind']) =>
  results.Groups.find((each) => each.Kind === kind);
const titles = (results: SearchResults, kind: SearchGroup['Kind']) =>
  group(results, kind)?.Items.map((item) => item.Title) ?? [];
const highlighted = (results: SearchResults) =>
  results.Groups.flatMap((each) => each.Items.flatMap((item) => item.Snippet))
    .filter((part) => part.Match)
    .map((part) => part.Text.toLowerCase());

beforeAll(async () => {
  k = await openTaskKit({ clock });
  const db = k.t.database.db;
  const [dana] = await db
    .select()
    .from(users)
    .where(eq(users.id, await k.userId('admin')));
  school = { districtId: dana!.districtId, locationId: dana!.locationId };
  const math = await k.teamId('7th Grade Math');
  const science = await k.teamId('Science Department');
  ids.math = math;
  ids.science = science;

  // A posted math meeting last week with an outcome; a science meeting Marcus is not on.
  ids.fractionsMeeting = await insertMeeting(db, school, {
    subject: 'Quokka planning session',
    teamIds: [math],
    start: now - 7 * DAY_MS,
    posted: true,
    items: [
      { title: 'Reteach fractions', orderId: 1 },
      { title: 'Exit tickets', orderId: 2 },
      { title: 'Skill groups', orderId: 3 },
    ],
  });
  await db
    .update(agendaItems)
    .set({
      description: '<p>Look at the quokka data &amp; the unit test.</p>',
      outcome: '<p>We agreed the <strong>reteach</strong> plan for fractions: small groups on Tuesday.</p>',
    })
    .where(eq(agendaItems.title, 'Reteach fractions'));
  await db
    .update(agendaItems)
    .set({ description: '<p>Quokka quokka: tickets sorted by skill.</p>' })
    .where(eq(agendaItems.title, 'Exit tickets'));
  ids.scienceMeeting = await insertMeeting(db, school, {
    subject: 'Quokka lab safety',
    teamIds: [science],
    start: now + 3 * DAY_MS,
    posted: true,
  });
  // Started yesterday, agenda never posted: members of math no longer see its items; its lead does.
  await insertMeeting(db, school, {
    subject: 'Unposted wombat meeting',
    teamIds: [math],
    start: now - DAY_MS,
    posted: false,
    items: [{ title: 'Wombat census', orderId: 1 }],
  });

  ids.task = await insertTask(db, school, {
    title: 'Grade the quokka quizzes',
    assignedTo: await k.userId('marcus'),
    assignedBy: await k.userId('priya'),
    teamId: math,
  });
  await db.insert(taskNotes).values({
    ...school,
    taskId: ids.task,
    comment: '<p>Half the quokka quizzes are graded.</p>',
    createdByUserId: await k.userId('marcus'),
  });
  await insertTask(db, school, {
    title: 'Order quokka microscopes',
    assignedTo: await k.userId('elena'),
    assignedBy: await k.userId('elena'),
    teamId: science,
  });

  const [goal] = await db
    .insert(goals)
    .values({ ...school, scope: GoalScope.Team, title: 'Quokka fluency goal', targetDate: '2027-05-01' })
    .returning({ id: goals.id });
  await db.insert(goalTeams).values({ ...school, goalId: goal!.id, teamId: math });
  ids.goal = goal!.id;

  // A student only on Science (Marcus is not), with a note and a comment.
  const [student] = await db
    .insert(users)
    .values({ ...school, userTypeId: UserType.Student, firstName: 'Quinn', lastName: 'Quokkason' })
    .returning({ id: users.id });
  await db.insert(userTeams).values({ ...school, teamId: science, userId: student!.id });
  const [note] = await db
    .insert(userNotes)
    .values({
      ...school,
      userId: student!.id,
      teamId: science,
      title: 'Quokka reading check-in',
      note: '<p>Reads the quokka passage fluently.</p>',
      createdByUserId: await k.userId('elena'),
    })
    .returning({ id: userNotes.id });
  ids.note = note!.id;
  await db.insert(userNoteComments).values({
    ...school,
    userNoteId: note!.id,
    comment: 'Same quokka progress in science.',
    createdByUserId: await k.userId('elena'),
  });
}, 120_000);

afterAll(async () => k?.t.close());

describe('search', () => {
  it('finds an outcome by a word of it, highlights it and links to the meeting notes', async () => {
    const results = await search('marcus', q('reteach'));
    // The demo's own agenda talks of reteaching too; the title and the outcome rank this item first.
    const [item] = group(results, 'agenda-item')!.Items;
    expect(item!.Title).toBe('Reteach fractions');
    const [row] = await k.t.database.db
      .select({ id: agendaItems.id })
      .from(agendaItems)
      .where(eq(agendaItems.title, 'Reteach fractions'));
    expect(item!.Link).toBe(`/meetingNotes/${row!.id}/${ids.fractionsMeeting}`);
    expect(item!.Snippet.filter((part) => part.Match).map((part) => part.Text)).toContain('reteach');
    // The snippet is plain text: tags gone, entities decoded.
    const text = item!.Snippet.map((part) => part.Text).join('');
    expect(text).not.toMatch(/<|&amp;/);
    expect(item!.TeamName).toBe('7th Grade Math');
    expect(item!.Date).toBe('2026-11-17');
  });

  it('ranks a match in the title above one in the body, more matches higher, and stems words', async () => {
    const skills = await search('marcus', q('skills', '&kind=agenda-item'));
    expect(titles(skills, 'agenda-item')).toEqual(['Skill groups', 'Exit tickets']);
    const results = await search('marcus', q('quokkas', '&kind=agenda-item'));
    // "Exit tickets" says quokka twice in its description, "Reteach fractions" once: both bodies.
    expect(titles(results, 'agenda-item')).toEqual(['Exit tickets', 'Reteach fractions']);
    const meetings = await search('marcus', q('planning quokka', '&kind=meeting'));
    expect(titles(meetings, 'meeting')).toEqual(['Quokka planning session']);
  });

  it('matches the last word as a prefix while typing, and phrases in order', async () => {
    expect(titles(await search('marcus', q('quokka retea')), 'agenda-item')).toEqual(['Reteach fractions']);
    expect(titles(await search('marcus', q('"reteach plan"')), 'agenda-item')).toEqual(['Reteach fractions']);
    expect(await search('marcus', q('"plan reteach"'))).toEqual({ Groups: [] });
    expect(highlighted(await search('marcus', q('fluen')))).toContain('fluency');
  });

  it('groups every kind the caller may open, with totals, in a fixed order', async () => {
    const results = await search('priya', q('quokka'));
    expect(results.Groups.map((each) => [each.Kind, each.TotalCount])).toEqual([
      ['meeting', 1],
      ['agenda-item', 2],
      ['task', 1],
      ['task-note', 1],
      ['goal', 1],
    ]);
    expect(group(results, 'task')!.Items[0]!.Link).toBe(`/editTask/${ids.task}`);
    expect(group(results, 'task-note')!.Items[0]!.Link).toBe(`/taskNotes/${ids.task}`);
    expect(group(results, 'goal')!.Items[0]).toMatchObject({
      Link: `/teamTasks/${ids.goal}`,
      TeamName: '7th Grade Math',
      Date: '2027-05-01',
    });
  });

  it('filters by kind, team and date', async () => {
    const science = await search('admin', q('quokka', `&teamId=${ids.science}`));
    expect(science.Groups.map((each) => each.Kind)).toEqual([
      'meeting',
      'task',
      'person',
      'student-note',
      'student-comment',
    ]);
    const lastWeek = await search('admin', q('quokka', '&from=2026-11-16&to=2026-11-18'));
    expect(lastWeek.Groups.map((each) => each.Kind)).toEqual(['meeting', 'agenda-item']);
    const tasks = await search('admin', q('quokka', '&kind=task'));
    expect(tasks.Groups.map((each) => [each.Kind, each.TotalCount])).toEqual([['task', 2]]);
  });

  it('never finds a student note of a student outside the teacher’s teams', async () => {
    const marcus = await search('marcus', q('quokka'));
    expect(group(marcus, 'student-note')).toBeUndefined();
    expect(group(marcus, 'student-comment')).toBeUndefined();
    const elena = await search('elena', q('quokka'));
    expect(titles(elena, 'student-note')).toEqual(['Quokka reading check-in']);
    expect(group(elena, 'student-comment')!.Items[0]!.Link).toBe(
      `/studentComments/${ids.science}/${ids.note}`,
    );
  });

  it('finds only meetings, tasks and agendas the caller may open', async () => {
    const marcus = await search('marcus', q('quokka'));
    expect(titles(marcus, 'meeting')).toEqual(['Quokka planning session']);
    expect(titles(marcus, 'task')).toEqual(['Grade the quokka quizzes']);
    // The unposted agenda of a meeting that has started: hidden from a member, shown to the lead.
    expect(await search('marcus', q('wombat census', '&kind=agenda-item'))).toEqual({ Groups: [] });
    expect(titles(await search('priya', q('wombat census')), 'agenda-item')).toEqual(['Wombat census']);
  });

  it('finds people for admins only', async () => {
    expect(titles(await search('admin', q('Quokkason')), 'person')).toEqual(['Quinn Quokkason']);
    expect(await search('elena', q('Quokkason'))).toEqual({ Groups: [] });
  });

  it('finds nothing of this school for another school’s admin', async () => {
    expect(await search('eastAdmin', q('quokka'))).toEqual({ Groups: [] });
    expect(await search('eastAdmin', q('Quokkason'))).toEqual({ Groups: [] });
  });

  it('pages one kind, and answers odd text with no results or a clear refusal', async () => {
    await k.t.database.db.insert(users).values(
      Array.from({ length: 25 }, (_, index) => ({
        ...school,
        userTypeId: UserType.Student,
        firstName: `Student${index}`,
        lastName: 'Pagerton',
      })),
    );
    const first = group(await search('admin', q('pagerton', '&kind=person')), 'person')!;
    const second = group(await search('admin', q('pagerton', '&kind=person&page=1')), 'person')!;
    expect([first.TotalCount, first.Items.length, second.Items.length]).toEqual([25, 20, 5]);
    const seen = new Set([...first.Items, ...second.Items].map((item) => item.Id));
    expect(seen.size).toBe(25);
    for (const text of [
      '!!!',
      'the and of',
      '"',
      '-',
      'a & b | c',
      "'; drop table users; --",
      '数学',
      ':*',
    ]) {
      expect((await k.call('GET', `search?${q(text)}`, 'admin')).statusCode, text).toBe(200);
    }
    const refusals: [string, string][] = [
      [q('   '), `q: ${SearchMessages.empty}`],
      [q('x'.repeat(201)), `q: ${SearchMessages.tooLong}`],
      [q('quokka', '&page=1'), `page: ${SearchMessages.pageWithoutKind}`],
      [q('quokka', '&from=2026-12-01&to=2026-11-01'), `to: ${SearchMessages.datesReversed}`],
    ];
    for (const [query, message] of refusals) {
      const response = await k.call('GET', `search?${query}`, 'admin');
      expect({ status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({
        status: 400,
        message,
      });
    }
  });

  it('answers any text, in any script and with any operators, 200 or a clear 400, never an error', async () => {
    const operators = fc.constantFrom(
      '\u0000',
      '"',
      '-',
      '|',
      '&',
      '!',
      ':*',
      '(',
      ')',
      '<->',
      ' or ',
      "'",
      '\\',
      '%',
    );
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 250 }),
      fc
        .array(fc.oneof(operators, fc.string({ unit: 'grapheme-ascii', maxLength: 6 })), { maxLength: 40 })
        .map((parts) => parts.join('')),
    );
    const clear = new Set([
      `q: ${SearchMessages.empty}`,
      `q: ${SearchMessages.tooLong}`,
      `q: ${UNSTORABLE_TEXT_MESSAGE}`,
    ]);
    await fc.assert(
      fc.asyncProperty(text, async (typed) => {
        const response = await k.call('GET', `search?${q(typed)}`, 'marcus');
        if (response.statusCode === 200) return;
        expect({
          status: response.statusCode,
          clear: clear.has(response.json<{ message: string }>().message),
        }).toEqual({ status: 400, clear: true });
      }),
      { numRuns: 300 },
    );
  });
});
