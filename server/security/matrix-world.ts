import { GoalScope } from '@shared/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { DemoAccounts } from '../db/seed/demo';
import { uploadRequest, type Upload } from '../test/roster-upload';
import { signIn, uniqueIp } from '../test/sign-in';

/** A request of the matrix: what `app.inject` is given. */
export interface MatrixRequest {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  payload?: object;
  /** A multipart upload (roster/preview) instead of a JSON payload. */
  upload?: Upload;
  /** An event stream (meeting/events): read up to its first event, then hung up. */
  stream?: boolean;
}

/** What the matrix reads of an answer. */
export type MatrixAnswer = Pick<LightMyRequestResponse, 'statusCode' | 'body'>;

/** Who of a school creates the fresh records a case acts on. */
export type Maker = 'lead' | 'member' | 'admin';

/**
 * One team of one school and the records around it that the matrix addresses (not a test). In the demo
 * school it is 7th Grade Math: Priya leads it, Marcus is a member (and its meetings' note taker).
 */
export interface World {
  name: 'demo' | 'east';
  locationId: string;
  teamId: string;
  leadId: string;
  memberId: string;
  /** A staff member of this team and of no other team (the person the assignment lists ask about). */
  personId: string;
  studentId: string;
  goalId: string;
  schoolGoalId: string;
  meetingId: string;
  agendaId: string;
  agendaItemId: string;
  agendaItemTypeId: string;
  taskId: string;
  userNoteId: string;
  commentId: string;
  /** Calls the API as one of the school's people to create a fresh record; fails unless answered 2xx. */
  make(as: Maker, request: MatrixRequest): Promise<unknown>;
  /** Every id of a row this school owns: none may appear in an answer to a person of another school. */
  ownedIds: string[];
}

/** The accounts of a world, per maker. */
const MAKERS: Record<World['name'], Record<Maker, string>> = {
  demo: { lead: DemoAccounts.lead, member: DemoAccounts.teacher, admin: DemoAccounts.admin },
  // East Valley's only signed-in staff besides its admin is Keisha, the team's lead (and so a member).
  east: {
    lead: 'keisha.moore@east.plchub.test',
    member: 'keisha.moore@east.plchub.test',
    admin: DemoAccounts.eastAdmin,
  },
};

/** Sends a matrix request with a cookie (or none), from a fresh address so no per-IP limit is shared. */
const injectOptions = (request: MatrixRequest, cookie: string | null) => {
  const upload = request.upload ? uploadRequest(request.upload) : undefined;
  return {
    method: request.method,
    url: request.url,
    headers: { ...(cookie ? { cookie } : {}), ...upload?.headers },
    remoteAddress: uniqueIp(),
    ...(request.payload ? { payload: request.payload } : {}),
    ...(upload ? { payload: upload.payload } : {}),
  };
};

export function send(app: FastifyInstance, request: MatrixRequest, cookie: string | null) {
  return app.inject(injectOptions(request, cookie));
}

/** A case's request, an event stream included. */
export async function sendCase(
  app: FastifyInstance,
  request: MatrixRequest,
  cookie: string | null,
): Promise<MatrixAnswer> {
  if (!request.stream) return send(app, request, cookie);
  const response = await app.inject({ ...injectOptions(request, cookie), payloadAsStream: true });
  const body = await readUpToFirstEvent(response.stream());
  return { statusCode: response.statusCode, body };
}

/** A refusal's whole JSON body, or an open stream's text up to its first event (then it is hung up). */
async function readUpToFirstEvent(stream: NodeJS.ReadableStream & { destroy(): void }): Promise<string> {
  let text = '';
  for await (const chunk of stream) {
    text += chunk.toString();
    if (/^event: .*\n.*\n\n/m.test(text)) break;
  }
  stream.destroy();
  return text;
}

/** The demo school's world and East Valley's, with what the seed lacks for East created through the API. */
export async function loadWorlds(app: FastifyInstance, db: Db): Promise<Record<World['name'], World>> {
  const demo = await loadWorld(app, db, 'demo', {
    team: '7th Grade Math',
    person: 'jordan.lee@partners.plchub.test',
    student: 'ava.thompson@students.demo.plchub.test',
    meeting: 'Fractions reteach planning',
    goal: 'Fractions fluency for every 7th grader',
  });
  const east = await loadWorld(app, db, 'east', {
    team: 'Freshman Success Team',
    person: 'keisha.moore@east.plchub.test',
    student: 'hannah.schmidt@students.east.plchub.test',
    meeting: 'Freshman grade check',
    goal: 'Every freshman on track to graduate',
  });
  return { demo, east };
}

interface WorldNames {
  team: string;
  person: string;
  student: string;
  meeting: string;
  goal: string;
}

async function loadWorld(
  app: FastifyInstance,
  db: Db,
  name: World['name'],
  names: WorldNames,
): Promise<World> {
  const cookies: Partial<Record<Maker, string>> = {};
  const ownedIds: string[] = [];
  const make = async (as: Maker, request: MatrixRequest) => {
    cookies[as] ??= await signIn(app, MAKERS[name][as]);
    const response: LightMyRequestResponse = await send(app, request, cookies[as]);
    if (response.statusCode >= 300)
      throw new Error(`${request.method} ${request.url}: ${response.statusCode} ${response.body}`);
    const answer: unknown = response.json();
    const id = (answer as { Id?: unknown } | null)?.Id;
    if (typeof id === 'string') ownedIds.push(id);
    return answer;
  };
  const userId = async (email: string) => {
    const [row] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.emailAddress, email));
    return row!.id;
  };
  const [team] = await db.select().from(t.teams).where(eq(t.teams.name, names.team));
  const teamId = team!.id;
  const locationId = team!.locationId;
  const leadId = await userId(MAKERS[name].lead);
  const memberId = await userId(MAKERS[name].member);
  const studentId = await userId(names.student);
  const [meeting] = await db.select().from(t.meetings).where(eq(t.meetings.subject, names.meeting));
  const [agenda] = await db.select().from(t.agendas).where(eq(t.agendas.meetingId, meeting!.id));
  const [item] = await db.select().from(t.agendaItems).where(eq(t.agendaItems.agendaId, agenda!.id)).limit(1);
  const [goal] = await db.select().from(t.goals).where(eq(t.goals.title, names.goal));
  const [schoolGoal] = await db
    .select()
    .from(t.goals)
    .where(and(eq(t.goals.locationId, locationId), eq(t.goals.scope, GoalScope.School)))
    .limit(1);
  const world = {
    name,
    locationId,
    teamId,
    leadId,
    memberId,
    personId: await userId(names.person),
    studentId,
    goalId: goal!.id,
    schoolGoalId: schoolGoal?.id ?? goal!.id,
    meetingId: meeting!.id,
    agendaId: agenda!.id,
    agendaItemId: item!.id,
    agendaItemTypeId: item!.itemTypeId,
    make,
  };
  const records = await ownRecords(world, db);
  ownedIds.push(...(await idsOwnedBy(db, locationId)));
  return { ...world, ...records, ownedIds };
}

/**
 * A task (assigned by the lead to the member, with a note by the member) and a student note (by the
 * member, with a comment by the lead): the demo seed has them, East's are created through the API.
 */
async function ownRecords(
  world: Pick<World, 'name' | 'teamId' | 'leadId' | 'memberId' | 'studentId' | 'goalId' | 'make'>,
  db: Db,
) {
  if (world.name === 'demo') {
    const [task] = await db.select().from(t.tasks).where(eq(t.tasks.title, 'Regroup period 3 for reteach'));
    const [note] = await db.select().from(t.userNotes).where(eq(t.userNotes.userId, world.studentId));
    const [comment] = await db
      .select()
      .from(t.userNoteComments)
      .where(eq(t.userNoteComments.userNoteId, note!.id));
    return { taskId: task!.id, userNoteId: note!.id, commentId: comment!.id };
  }
  const idOf = (answer: unknown) => (answer as { Id: string }).Id;
  const taskId = idOf(
    await world.make('lead', {
      method: 'POST',
      url: '/api/v1/task/save',
      payload: {
        Id: 0,
        Title: 'East task',
        AssignedToUserId: world.memberId,
        TeamId: world.teamId,
        GoalId: world.goalId,
      },
    }),
  );
  // A note on it too, so East's task notes are among the ids no demo-school answer may carry.
  await world.make('member', {
    method: 'POST',
    url: '/api/v1/tasknote/Save',
    payload: { Id: 0, TaskId: taskId, Comment: '<p>East note</p>' },
  });
  const userNoteId = idOf(
    await world.make('member', {
      method: 'POST',
      url: '/api/v1/usernote/Save',
      payload: {
        id: 0,
        Title: 'East student note',
        Note: '<p>East</p>',
        UserId: world.studentId,
        TeamId: world.teamId,
      },
    }),
  );
  const commentId = idOf(
    await world.make('lead', {
      method: 'POST',
      url: '/api/v1/usernotecomment/save',
      payload: { Id: 0, Comment: 'East comment', UserNoteId: userNoteId },
    }),
  );
  return { taskId, userNoteId, commentId };
}

/** The ids of the rows a school owns, and the school's own id. */
async function idsOwnedBy(db: Db, locationId: string): Promise<string[]> {
  const owned = [
    t.users,
    t.teams,
    t.userTeams,
    t.teamNorms,
    t.goals,
    t.meetings,
    t.agendas,
    t.agendaItems,
    t.agendaItemTypes,
    t.tasks,
    t.taskNotes,
    t.userNotes,
    t.userNoteComments,
  ];
  const ids = [locationId];
  for (const table of owned) {
    const rows = await db.select({ id: table.id }).from(table).where(eq(table.locationId, locationId));
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** Aisha (Literacy and Science, not 7th Grade Math) has no web access in the demo: she gets the teacher's password. */
export async function letAishaSignIn(db: Db): Promise<void> {
  await db
    .update(t.users)
    .set({
      passwordHash: sql`(select password_hash from users where email_address = ${DemoAccounts.teacher})`,
    })
    .where(eq(t.users.emailAddress, 'aisha.khan@demo.plchub.test'));
}
