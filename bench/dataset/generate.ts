import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  AttendanceStatus,
  GoalScope,
  GoalStatus,
  MeetingResponsibility,
  TaskStatus,
  TeamRole,
  UserType,
} from '@shared/constants';
import { skipAuditLog } from '../../server/db/audit-session';
import type { Db } from '../../server/db/database';
import { selectRows } from '../../server/db/rows';
import type { Scale } from './scales';
import { quoteLiteral } from '../lib/sql-literal';

/**
 * Fills an empty database with a benchmark district, one INSERT … SELECT over generate_series per table.
 * Nothing is random: every id is md5 of the row's kind and number, and every relation is arithmetic on
 * those numbers (member k of team g, meeting j of a team), so the same scale always gives the same rows
 * and the benchmark can find a user's own records without guessing.
 */
export async function generateDataset(
  db: Db,
  scale: Scale,
  passwordHash: string,
  onProgress: (step: string, rows: number, ms: number) => void,
): Promise<void> {
  for (const step of steps(scale, passwordHash)) {
    const started = performance.now();
    // Loaded as history, not as changes anyone made: the audit log is left out.
    const [row] = await db.transaction(async (tx) => {
      await skipAuditLog(tx);
      return selectRows(
        tx,
        sql.raw(`with inserted as (${step.sql} returning 1) select count(*)::int as rows from inserted`),
        z.strictObject({ rows: z.number() }),
      );
    });
    onProgress(step.table, row?.rows ?? 0, performance.now() - started);
  }
  const started = performance.now();
  await db.execute(sql`analyze`);
  onProgress('analyze', 0, performance.now() - started);
}

/**
 * The benchmark's accounts are staff{n}@bench.plchub.test; the last of each school's staff is its admin, and
 * the first school's admin is also the district's super admin.
 */
export const BENCH_EMAIL_DOMAIN = 'bench.plchub.test';
export const BENCH_PASSWORD = 'bench-password';

const FIRST = [
  'Ava',
  'Ben',
  'Carla',
  'Dev',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Iris',
  'Jamal',
  'Kira',
  'Liam',
];
const LAST = [
  'Adams',
  'Brooks',
  'Chen',
  'Diaz',
  'Evans',
  'Fischer',
  'Garcia',
  'Hayes',
  'Ito',
  'Jones',
  'Khan',
];
const SUBJECTS = [
  'Math',
  'Science',
  'English',
  'History',
  'Arts',
  'Languages',
  'Support',
  'Music',
  'Reading',
];
const ITEM_TYPES: [string, string][] = [
  ['Discussion', 'D'],
  ['Information', 'I'],
  ['Action', 'A'],
  ['Data review', 'R'],
  ['Celebration', 'C'],
];
const GOAL_TITLES = ['Raise reading fluency', 'Close the maths gap', 'Improve attendance'];
const ITEM_TITLES = [
  'Review common assessment',
  'Plan next unit',
  'Student interventions',
  'Share strategies',
];
const TASK_TITLES = ['Grade exit tickets', 'Update tracker', 'Draft rubric', 'Call families', 'Prepare data'];

/** How a past meeting's members were recorded, seven in ten present. */
const { Present, Late, Absent, Excused } = AttendanceStatus;
const ATTENDANCE_MIX = [Present, Present, Present, Present, Present, Present, Present, Late, Absent, Excused];
/** Agenda templates of each school and their items; the meetings of each team's series. */
const TEMPLATES_PER_SCHOOL = 4;
const ITEMS_PER_TEMPLATE = 5;
const SERIES_MEETINGS = 8;
/** A word one agenda outcome in this many holds: the benchmark's rare search ("common" is in a quarter). */
export const RARE_WORD = 'manipulatives';
const RARE_OUTCOME_EVERY = 997;
/** Notices each member of staff holds: one or two a school day over the retention period. */
const NOTICES_PER_STAFF = 100;

interface Step {
  table: string;
  sql: string;
}

const textArray = (values: readonly string[]) => `array[${values.map(quoteLiteral).join(', ')}]`;
const pick = (values: readonly string[], index: string) =>
  `(${textArray(values)})[1 + (${index}) % ${values.length}]`;
/** A reproducible uuid for row `n` of a kind: md5 of both, with the version-4 and variant bits set. */
const uid = (kind: string, n: string) =>
  `overlay(overlay(md5('${kind}:' || (${n})) placing '4' from 13) placing '8' from 17)::uuid`;
const series = (count: number, name = 'i') => `from generate_series(0, ${count - 1}) as ${name}`;

function steps(scale: Scale, passwordHash: string): Step[] {
  const {
    schools,
    staffPerSchool: P,
    studentsPerSchool: ST,
    teamsPerSchool: T,
    staffPerTeam: M,
    meetingsPerTeam: MPT,
    itemsPerMeeting: I,
    tasksPerTeam: TPT,
    notesPerStudent: NPS,
    normsPerTeam: NPT,
    loginWeeks: W,
  } = scale;
  const studentsPerTeam = ST / T;
  const teams = schools * T;
  const meetings = teams * MPT;
  const tasks = teams * TPT;
  const district = uid('district', '0');
  const school = (s: string) => uid('school', s);
  const tenant = (s: string) => `${district}, ${school(s)}`;
  const team = (g: string) => uid('team', g);
  // Every number below is one parenthesised expression: the callers multiply and add to them, and an
  // unparenthesised `a + b` times I would link rows of other schools and meetings.
  /** Staff number of member k of team g: k = 0 is the lead; the step keeps a team's members apart. */
  const member = (g: string, k: string) =>
    `(((${g}) / ${T}) * ${P} + ((${g}) % ${T} + (${k}) * ${Math.floor(P / M)}) % ${P})`;
  const staff = (p: string) => uid('staff', p);
  /** Meeting j of each team: two years back to a few weeks ahead, three of them today or later. */
  const meetingStart = (j: string) =>
    `date_trunc('day', now()) + make_interval(days => ((${j}) - ${MPT - 3}) * 36, hours => 15)`;
  /** Meeting number m → its team's number and its index j within the team. */
  const meetingTeam = (m: string) => `(((${m}) / ${T * MPT}) * ${T} + (${m}) % ${T})`;
  const meetingIndex = (m: string) => `(((${m}) % ${T * MPT}) / ${T})`;
  /** Task number t → its team and its index n within the team. */
  const taskTeam = (t: string) => `(((${t}) / ${T * TPT}) * ${T} + (${t}) % ${T})`;
  const taskIndex = (t: string) => `(((${t}) % ${T * TPT}) / ${T})`;
  const taskMeeting = (t: string) =>
    `(((${t}) / ${T * TPT}) * ${T * MPT} + (${taskIndex(t)} % ${MPT}) * ${T} + (${t}) % ${T})`;
  const studentTeam = (q: string) => `(((${q}) / ${ST}) * ${T} + ((${q}) % ${ST}) / ${studentsPerTeam})`;
  const staffFirst = pick(FIRST, 'p'),
    staffLast = pick(LAST, 'p / 7');
  const teamName = `${pick(SUBJECTS, 'g % ' + T)} || ' Team ' || (g % ${T} + 1)`;
  const teamSortKey = `lower(${pick(SUBJECTS, 'g % ' + T)}) || ' team ' || lpad((g % ${T} + 1)::text, 12, '0')`;

  return [
    {
      table: 'districts',
      sql: `insert into districts (id, name) values (${district}, 'Bench Unified District')`,
    },
    {
      table: 'locations',
      sql: `insert into locations (id, district_id, name)
        select ${school('s')}, ${district}, 'Bench School ' || (s + 1) ${series(schools, 's')}`,
    },
    {
      table: 'agenda_item_types',
      sql: `insert into agenda_item_types (id, district_id, location_id, name, display_name)
        select ${uid('ait', 'i')}, ${tenant(`i / ${ITEM_TYPES.length}`)},
          ${pick(
            ITEM_TYPES.map(([name]) => name),
            'i',
          )}, ${pick(
            ITEM_TYPES.map(([, letter]) => letter),
            'i',
          )}
        ${series(schools * ITEM_TYPES.length)}`,
    },
    {
      table: 'users (staff)',
      sql: `insert into users (id, district_id, location_id, user_type_id, first_name, last_name, email_address,
          is_admin, is_super_admin, third_party_id, sort_key, password_hash)
        select ${staff('p')}, ${tenant(`p / ${P}`)}, ${UserType.Staffer}, ${staffFirst}, ${staffLast},
          'staff' || p || '@${BENCH_EMAIL_DOMAIN}', p % ${P} = ${P - 1}, p = ${P - 1}, 'S' || p,
          lower(${staffLast}) || chr(1) || lower(${staffFirst}), ${quoteLiteral(passwordHash)}
        ${series(schools * P, 'p')}`,
    },
    {
      table: 'users (students)',
      sql: `insert into users (id, district_id, location_id, user_type_id, first_name, last_name, third_party_id,
          graduation_year, sort_key)
        select ${uid('student', 'q')}, ${tenant(`q / ${ST}`)}, ${UserType.Student}, ${pick(FIRST, 'q / 3')},
          ${pick(LAST, 'q')}, 'T' || q, 2027 + q % 4,
          lower(${pick(LAST, 'q')}) || chr(1) || lower(${pick(FIRST, 'q / 3')})
        ${series(schools * ST, 'q')}`,
    },
    {
      table: 'teams',
      sql: `insert into teams (id, district_id, location_id, name, sort_key, created_by_user_id)
        select ${team('g')}, ${tenant(`g / ${T}`)}, ${teamName}, ${teamSortKey}, ${staff(member('g', '0'))}
        ${series(teams, 'g')}`,
    },
    {
      table: 'user_teams (staff)',
      sql: `insert into user_teams (id, district_id, location_id, team_id, user_id)
        select ${uid('ut', 'i')}, ${tenant(`i / ${M * T}`)}, ${team(`i / ${M}`)},
          ${staff(member(`i / ${M}`, `i % ${M}`))}
        ${series(teams * M)}`,
    },
    {
      table: 'user_team_roles',
      sql: `insert into user_team_roles (id, user_team_id, role_id)
        select ${uid('utr', 'g')}, ${uid('ut', `g * ${M}`)}, ${TeamRole.TeamLead} ${series(teams, 'g')}`,
    },
    {
      table: 'user_teams (students)',
      sql: `insert into user_teams (id, district_id, location_id, team_id, user_id)
        select ${uid('uts', 'q')}, ${tenant(`q / ${ST}`)}, ${team(studentTeam('q'))}, ${uid('student', 'q')}
        ${series(schools * ST, 'q')}`,
    },
    {
      table: 'team_norms',
      sql: `insert into team_norms (id, district_id, location_id, team_id, norm, display_order)
        select ${uid('norm', 'i')}, ${tenant(`i / ${NPT * T}`)}, ${team(`i / ${NPT}`)},
          'We ' || ${pick(['start on time', 'listen to understand', 'bring data', 'assume good intent'], 'i')},
          i % ${NPT} + 1
        ${series(teams * NPT)}`,
    },
    {
      table: 'goals (district)',
      sql: `insert into goals (id, district_id, scope, title, sort_key, description)
        select ${uid('dgoal', 'i')}, ${district}, ${GoalScope.District}, 'District priority ' || (i + 1),
          'district priority ' || lpad((i + 1)::text, 12, '0'), 'Across every school.'
        ${series(5)}`,
    },
    {
      table: 'goals (school)',
      sql: `insert into goals (id, district_id, location_id, scope, title, sort_key, description)
        select ${uid('sgoal', 'i')}, ${tenant('i / 5')}, ${GoalScope.School}, 'School priority ' || (i % 5 + 1),
          'school priority ' || lpad((i % 5 + 1)::text, 12, '0'), 'For this school.'
        ${series(schools * 5)}`,
    },
    {
      table: 'goals (team)',
      sql: `insert into goals (id, district_id, location_id, scope, title, sort_key, description, target_date,
          goal_status_id, created_by_user_id)
        select ${uid('tgoal', 'i')}, ${tenant(`i / ${3 * T}`)}, ${GoalScope.Team}, ${pick(GOAL_TITLES, 'i')},
          lower(${pick(GOAL_TITLES, 'i')}), 'Measured each term.', (current_date + 120),
          ${GoalStatus.Active}, ${staff(member('i / 3', '0'))}
        ${series(teams * 3)}`,
    },
    {
      table: 'goal_teams',
      sql: `insert into goal_teams (id, district_id, location_id, goal_id, team_id)
        select ${uid('gt', 'i')}, ${tenant(`i / ${3 * T}`)}, ${uid('tgoal', 'i')}, ${team('i / 3')}
        ${series(teams * 3)}`,
    },
    {
      table: 'agenda_templates',
      sql: `insert into agenda_templates (id, district_id, location_id, team_id, name)
        select ${uid('template', 'i')}, ${tenant(`i / ${TEMPLATES_PER_SCHOOL}`)}, null,
          'PLC template ' || (i % ${TEMPLATES_PER_SCHOOL} + 1)
        ${series(schools * TEMPLATES_PER_SCHOOL)}`,
    },
    {
      table: 'agenda_template_items',
      sql: `insert into agenda_template_items (id, district_id, location_id, template_id, order_id, title, item_type_id,
          time_in_minutes, facilitator_role)
        select ${uid('template-item', 'i')}, ${tenant(`i / ${TEMPLATES_PER_SCHOOL * ITEMS_PER_TEMPLATE}`)},
          ${uid('template', `i / ${ITEMS_PER_TEMPLATE}`)}, i % ${ITEMS_PER_TEMPLATE} + 1, ${pick(ITEM_TITLES, 'i')},
          ${uid('ait', `(i / ${TEMPLATES_PER_SCHOOL * ITEMS_PER_TEMPLATE}) * ${ITEM_TYPES.length} + i % ${ITEM_TYPES.length}`)},
          10, ${MeetingResponsibility.Facilitator}
        ${series(schools * TEMPLATES_PER_SCHOOL * ITEMS_PER_TEMPLATE)}`,
    },
    {
      // Every team meets in a weekly series; its last SERIES_MEETINGS meetings are occurrences of it.
      table: 'meeting_series',
      sql: `insert into meeting_series (id, district_id, location_id, team_id, subject, first_day, start_time,
          duration_minutes, rrule, agenda_template_id, created_by_user_id)
        select ${uid('series', 'g')}, ${tenant(`g / ${T}`)}, ${team('g')}, 'Weekly PLC',
          (${meetingStart(String(MPT - SERIES_MEETINGS))})::date, '15:00', 60,
          'FREQ=WEEKLY;BYDAY=TU;COUNT=${SERIES_MEETINGS}', ${uid('template', `(g / ${T}) * ${TEMPLATES_PER_SCHOOL}`)},
          ${staff(member('g', '0'))}
        ${series(teams, 'g')}`,
    },
    {
      table: 'meetings',
      sql: `insert into meetings (id, district_id, location_id, subject, start_date_time, end_date_time, location,
          created_by_user_id, series_id, series_day)
        select ${uid('meeting', 'm')}, ${tenant(`m / ${T * MPT}`)},
          ${pick(SUBJECTS, `${meetingTeam('m')} % ${T}`)} || ' PLC ' || (${meetingIndex('m')} + 1),
          ${meetingStart(meetingIndex('m'))}, ${meetingStart(meetingIndex('m'))} + interval '1 hour',
          'Room ' || (m % 40 + 1), ${staff(member(meetingTeam('m'), '0'))},
          case when ${meetingIndex('m')} >= ${MPT - SERIES_MEETINGS} then ${uid('series', meetingTeam('m'))} end,
          case when ${meetingIndex('m')} >= ${MPT - SERIES_MEETINGS} then (${meetingStart(meetingIndex('m'))})::date end
        ${series(meetings, 'm')}`,
    },
    {
      table: 'meeting_teams',
      sql: `insert into meeting_teams (id, district_id, location_id, meeting_id, team_id)
        select ${uid('mt', 'm')}, ${tenant(`m / ${T * MPT}`)}, ${uid('meeting', 'm')}, ${team(meetingTeam('m'))}
        ${series(meetings, 'm')}`,
    },
    {
      table: 'meeting_responsibilities',
      sql: `insert into meeting_responsibilities (id, district_id, location_id, meeting_id, responsibility_id, user_id)
        select ${uid('mr', 'm')}, ${tenant(`m / ${T * MPT}`)}, ${uid('meeting', 'm')},
          ${MeetingResponsibility.NoteTaker}, ${staff(member(meetingTeam('m'), '1'))}
        ${series(meetings, 'm')}`,
    },
    {
      table: 'agendas',
      sql: `insert into agendas (id, district_id, location_id, meeting_id, has_agenda_posted, posted_at,
          posted_by_user_id)
        select ${uid('agenda', 'm')}, ${tenant(`m / ${T * MPT}`)}, ${uid('meeting', 'm')}, past, 
          case when past then ${meetingStart(meetingIndex('m'))} - interval '2 days' end,
          case when past then ${staff(member(meetingTeam('m'), '0'))} end
        from (select m, ${meetingIndex('m')} < ${MPT - 3} as past ${series(meetings, 'm')}) as numbered`,
    },
    {
      // Every member of staff of the team recorded at each past meeting: mostly present, some late, absent or
      // excused. (No minutes are finalised: the mix edits the agendas of its leads' latest meetings.)
      table: 'meeting_attendance',
      sql: `insert into meeting_attendance (id, district_id, location_id, meeting_id, user_id, status)
        select ${uid('attendance', 'i')}, ${tenant(`i / ${M * T * MPT}`)}, ${uid('meeting', `i / ${M}`)},
          ${staff(member(meetingTeam(`i / ${M}`), `i % ${M}`))},
          (array[${ATTENDANCE_MIX.join(', ')}])[1 + (i * 7 + i / ${M}) % ${ATTENDANCE_MIX.length}]
        ${series(meetings * M)}
        where ${meetingIndex(`i / ${M}`)} < ${MPT - 3}`,
    },
    {
      table: 'agenda_items',
      sql: `insert into agenda_items (id, district_id, location_id, agenda_id, title, description, item_type_id,
          order_id, time_in_minutes, outcome)
        select ${uid('ai', 'a')}, ${tenant(`a / ${I * T * MPT}`)}, ${uid('agenda', `a / ${I}`)},
          ${pick(ITEM_TITLES, 'a')}, '<p>Bring this week''s results and one question.</p>',
          ${uid('ait', `(a / ${I * T * MPT}) * ${ITEM_TYPES.length} + a % ${ITEM_TYPES.length}`)},
          a % ${I} + 1, 5 + (a % 4) * 5,
          case when ${meetingIndex(`a / ${I}`)} >= ${MPT - 3} then ''
            when a % ${RARE_OUTCOME_EVERY} = 0 then '<p>Agreed to try ${RARE_WORD} for fractions.</p>'
            else '<p>Agreed next steps; see the tasks.</p>' end
        ${series(meetings * I, 'a')}`,
    },
    {
      table: 'agenda_item_facilitators',
      sql: `insert into agenda_item_facilitators (id, district_id, location_id, agenda_item_id, user_id)
        select ${uid('aif', 'a')}, ${tenant(`a / ${I * T * MPT}`)}, ${uid('ai', 'a')},
          ${staff(member(meetingTeam(`a / ${I}`), `a % ${M}`))}
        ${series(meetings * I, 'a')}`,
    },
    {
      table: 'tasks',
      // A task is made at its meeting (or now, for one of a meeting still ahead), as the insights count them.
      sql: `insert into tasks (id, district_id, location_id, title, due_date, date_assigned, created_at, team_id,
          goal_id, meeting_id, agenda_item_id, assigned_to_user_id, assigned_by_user_id, task_status_id, completed_at)
        select ${uid('task', 't')}, ${tenant(`t / ${T * TPT}`)}, ${pick(TASK_TITLES, 't')},
          (${meetingStart(`${taskIndex('t')} % ${MPT}`)})::date + 14,
          (${meetingStart(`${taskIndex('t')} % ${MPT}`)})::date,
          least(now(), ${meetingStart(`${taskIndex('t')} % ${MPT}`)}),
          ${team(taskTeam('t'))}, ${uid('tgoal', `${taskTeam('t')} * 3 + ${taskIndex('t')} % 3`)},
          ${uid('meeting', taskMeeting('t'))},
          case when ${taskIndex('t')} % 2 = 0 then ${uid('ai', `${taskMeeting('t')} * ${I} + (${taskIndex('t')} / 2) % ${I}`)} end,
          ${staff(member(taskTeam('t'), `${taskIndex('t')} % ${M}`))}, ${staff(member(taskTeam('t'), '0'))},
          status, case when status = ${TaskStatus.Completed} then now() - make_interval(days => t % 300) end
        from (select t, (array[${TaskStatus.Open}, ${TaskStatus.Open}, ${TaskStatus.InProgress},
            ${TaskStatus.Completed}, ${TaskStatus.Completed}])[1 + ((t % ${T * TPT}) / ${T}) % 5] as status
          ${series(tasks, 't')}) as numbered`,
    },
    {
      table: 'task_notes',
      sql: `insert into task_notes (id, district_id, location_id, task_id, comment, comment_date, created_by_user_id)
        select ${uid('tn', 'i')}, ${tenant(`(i * 5) / ${T * TPT}`)}, ${uid('task', 'i * 5')},
          '<p>Half done; finishing after the next meeting.</p>', now() - make_interval(days => i % 500),
          ${staff(member(taskTeam('i * 5'), '0'))}
        ${series(Math.floor(tasks / 5))}`,
    },
    {
      table: 'user_notes',
      sql: `insert into user_notes (id, district_id, location_id, user_id, team_id, title, note, created_by_user_id,
          created_at)
        select ${uid('un', 'r')}, ${tenant(`r / ${NPS * ST}`)}, ${uid('student', `r / ${NPS}`)},
          ${team(studentTeam(`r / ${NPS}`))}, ${pick(['Reading check-in', 'Parent call', 'Behaviour', 'Progress'], 'r')},
          '<p>Responds well to small-group work; check in again next week.</p>',
          ${staff(member(studentTeam(`r / ${NPS}`), `r % ${M}`))}, now() - make_interval(days => r % 700)
        ${series(schools * ST * NPS, 'r')}`,
    },
    {
      table: 'user_note_comments',
      sql: `insert into user_note_comments (id, district_id, location_id, user_note_id, comment, created_by_user_id,
          created_at)
        select ${uid('unc', 'r')}, ${tenant(`r / ${NPS * ST}`)}, ${uid('un', 'r')}, 'Agreed, same in my class.',
          ${staff(member(studentTeam(`r / ${NPS}`), '0'))}, now() - make_interval(days => r % 700) + interval '1 day'
        ${series(schools * ST * NPS, 'r')}`,
    },
    {
      // Ninety days of notices per member of staff (the retention period), a third of them unread.
      table: 'notices',
      sql: `insert into notices (id, district_id, location_id, user_id, kind, subject_id, notice_day, title, body,
          link, in_app, read_at, email_state, created_at)
        select ${uid('notice', 'i')}, ${tenant(`i / ${NOTICES_PER_STAFF * P}`)}, ${staff(`i / ${NOTICES_PER_STAFF}`)},
          'task-assigned', ${uid('notice-subject', 'i')}, current_date - (i % 90), 'A task for you',
          'Ben Ortiz gave you a task on Math Team 1.', '/tasks', true,
          case when i % 3 <> 0 then now() - make_interval(days => i % 90) end, 2,
          now() - make_interval(days => i % 90, mins => i % 600)
        ${series(schools * P * NOTICES_PER_STAFF)}`,
    },
    {
      // Sessions a district accumulates: two per member of staff, idle for days (signed-in users add theirs).
      table: 'sessions',
      sql: `insert into sessions (id, token_hash, user_id, district_id, location_id, created_at, last_seen_at)
        select ${uid('session', 'i')}, encode(sha256(('session:' || i)::bytea), 'hex'), ${staff('i / 2')},
          ${tenant(`i / ${2 * P}`)}, now() - make_interval(days => 2 + i % 60),
          now() - make_interval(days => 1 + i % 30)
        ${series(schools * P * 2)}`,
    },
    {
      table: 'login_audit',
      sql: `insert into login_audit (user_id, district_id, location_id, email_address, succeeded, created_at)
        select ${staff(`i / ${W}`)}, ${tenant(`i / ${W * P}`)}, 'staff' || (i / ${W}) || '@${BENCH_EMAIL_DOMAIN}', true,
          now() - make_interval(weeks => i % ${W}, days => (i / ${W}) % 5, hours => (i / ${W}) % 8)
        ${series(schools * P * W)}`,
    },
  ];
}
