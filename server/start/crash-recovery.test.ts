import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from '../../bench/lib/sign-in';
import { taskNotes, tasks, userNoteComments, userNotes } from '../db/schema';
import { DEMO_PASSWORD, DemoAccounts } from '../db/seed/demo';
import { copyTemplateForServer, type ServerDatabase } from '../test/server-database';
import { freePort, listeningAddressOf, startServerProcess, type ServerProcess } from '../test/server-process';

/** Concurrent clients writing while the server is killed, and how many answered writes come first. */
const WRITERS = 6;
const KILL_AFTER_ANSWERED = 90;

const recordTables = { taskNote: taskNotes, studentNote: userNotes, comment: userNoteComments };
type RecordKind = keyof typeof recordTables;

interface Targets {
  taskId: string;
  noteId: string;
  studentId: string;
  teamId: string;
}

/** The write each kind of record takes: a new task note, student note, or comment on a student note. */
function writeOf(kind: RecordKind, targets: Targets, n: number): { path: string; body: object } {
  const text = `<p>written under load ${n}</p>`;
  if (kind === 'taskNote')
    return { path: 'tasknote/Save', body: { Id: '0', TaskId: targets.taskId, Comment: text } };
  if (kind === 'studentNote') {
    return {
      path: 'usernote/Save',
      body: { id: '0', Title: `Load ${n}`, Note: text, UserId: targets.studentId, TeamId: targets.teamId },
    };
  }
  return { path: 'usernotecomment/save', body: { Id: '0', UserNoteId: targets.noteId, Comment: text } };
}

let database: ServerDatabase;
/** Every server started, so that a failed assertion leaves none running. */
const started: ServerProcess[] = [];
let targets: Targets;

beforeAll(async () => {
  database = await copyTemplateForServer();
  const handle = database.open();
  try {
    const [task] = await handle.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(inArray(tasks.title, ['Regroup period 3 for reteach']));
    const [note] = await handle.db
      .select({ id: userNotes.id, studentId: userNotes.userId, teamId: userNotes.teamId })
      .from(userNotes)
      .limit(1);
    targets = { taskId: task!.id, noteId: note!.id, studentId: note!.studentId, teamId: note!.teamId! };
  } finally {
    await handle.close();
  }
});
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  await database.drop();
});

/** Starts the server on the test's database; rejects with its output when it exits instead of listening. */
async function startOn(port: number): Promise<{ server: ServerProcess; baseUrl: string }> {
  const server = startServerProcess({
    ...database.env,
    PORT: String(port),
    WEB_CONCURRENCY: '1',
    SEED_DEMO: 'false',
  });
  started.push(server);
  const [listening] = await server.waitForLogs((line) => listeningAddressOf(line) !== undefined);
  return { server, baseUrl: listeningAddressOf(listening!)! };
}

describe('a server killed with SIGKILL under write load', () => {
  it('has every write it answered 2xx in the database after a restart, and the session still works', async () => {
    const port = await freePort();
    const first = await startOn(port);
    const cookie = await signInOverHttp(first.baseUrl, DEMO_PASSWORD)(DemoAccounts.admin);

    const answered: { kind: RecordKind; id: string }[] = [];
    const refused: string[] = [];
    let unanswered = 0;
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      process.kill(first.server.pid, 'SIGKILL');
    };
    const writer = async (kind: RecordKind) => {
      for (let n = 0; ; n += 1) {
        const { path, body } = writeOf(kind, targets, n);
        try {
          const response = await fetch(`${first.baseUrl}/api/v1/${path}`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          const text = await response.text();
          if (!response.ok) refused.push(`${response.status} ${text}`);
          else answered.push({ kind, id: (JSON.parse(text) as { Id: string }).Id });
        } catch {
          // The connection died with the server: this write was never answered, so nothing is owed.
          unanswered += 1;
          return;
        }
        if (answered.length >= KILL_AFTER_ANSWERED) kill();
      }
    };
    const kinds = Object.keys(recordTables) as RecordKind[];
    await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(kinds[index % kinds.length]!)));
    expect(await first.server.exited).toBeNull();
    expect(refused).toEqual([]);
    expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERED);

    const restartedAt = performance.now();
    const second = await startOn(port);
    const recoveryMs = performance.now() - restartedAt;
    const session = await fetch(`${second.baseUrl}/api/v1/usermembership/getSession`, {
      headers: { cookie },
    });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ User: { EmailAddress: DemoAccounts.admin } });
    expect(await second.server.stop()).toBe(0);

    const handle = database.open();
    try {
      for (const kind of kinds) {
        const ids = answered.filter((record) => record.kind === kind).map((record) => record.id);
        const table = recordTables[kind];
        const found = await handle.db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
        expect(found.map((row) => row.id).sort(), `${kind}: answered 2xx but missing`).toEqual(ids.sort());
      }
    } finally {
      await handle.close();
    }
    console.log(
      `SIGKILL under load: ${answered.length} writes answered 2xx (all found), ${unanswered} cut off in flight; ` +
        `restart to healthy in ${Math.round(recoveryMs)} ms`,
    );
  }, 180_000);
});
