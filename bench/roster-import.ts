/**
 * npm run bench:roster [-- --students 50000] [--postgres postgres://postgres@127.0.0.1:5432/postgres]
 *
 * Issue 23: a 50,000-student file previews in at most 30 s and applies in at most 60 s, with the server
 * under 400 MB. Starts the compiled server on a fresh PostgreSQL database with the demo school, signs in
 * as its admin, uploads the generated file over HTTP, applies it, then previews it again (nothing to
 * change). Prints each step's time and the server's peak memory. A measurement, not a pass/fail gate.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { ApplyRosterResponse, RosterPreview } from '@shared/schemas/roster';
import { DEMO_PASSWORD, DemoAccounts } from '../server/db/seed/demo';
import { withDatabaseName } from '../server/test/postgres-admin';
import { startServer } from './lib/server-process';
import { signInOverHttp } from './lib/sign-in';

const TARGETS = { previewMs: 30_000, applyMs: 60_000, rssMb: 400 };
const DATABASE = 'plchub_bench_roster';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '50000' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const count = Number(values.students);

/** A students CSV of `count` rows, each a valid new student. */
function studentsCsv(): Blob {
  const lines = ['FirstName,LastName,EmailAddress,StudentId,GraduationYear,Active'];
  for (let n = 0; n < count; n += 1) {
    lines.push(
      `Student${n},Bench${n % 997},student.${n}@roster.bench.test,${50_000_000 + n},${2027 + (n % 6)},yes`,
    );
  }
  return new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' });
}

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: values.postgres });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
  return withDatabaseName(values.postgres, DATABASE);
}

async function timed<T>(step: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await step();
  return { value, ms: performance.now() - started };
}

async function main(): Promise<number> {
  const url = await freshDatabase();
  const server = await startServer(url, 1, { SEED_DEMO: 'true' });
  try {
    const cookie = await signInOverHttp(server.baseUrl, DEMO_PASSWORD)(DemoAccounts.admin);
    const file = studentsCsv();
    console.log(`${count} students, ${(file.size / 1024 / 1024).toFixed(1)} MB`);
    const upload = async () => {
      const form = new FormData();
      form.set('kind', 'students');
      form.set('file', file, 'students.csv');
      const response = await fetch(`${server.baseUrl}/api/v1/roster/preview`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      if (!response.ok) throw new Error(`preview answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as RosterPreview;
    };
    const preview = await timed(upload);
    console.log(
      `preview: ${preview.ms.toFixed(0)} ms (target ${TARGETS.previewMs} ms), ${preview.value.NewCount} new, ` +
        `${preview.value.ErrorCount} errors`,
    );
    const applied = await timed(async () => {
      const response = await fetch(`${server.baseUrl}/api/v1/roster/apply/${preview.value.Id}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ DeactivateUserIds: [] }),
      });
      if (!response.ok) throw new Error(`apply answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as ApplyRosterResponse;
    });
    console.log(
      `apply: ${applied.ms.toFixed(0)} ms (target ${TARGETS.applyMs} ms), ${applied.value.Created} created`,
    );
    const again = await timed(upload);
    console.log(
      `preview again: ${again.ms.toFixed(0)} ms, ${again.value.UnchangedCount} unchanged, ` +
        `${again.value.NewCount + again.value.ChangedCount} to change`,
    );
    const { maxProcessMb } = server.peakRss();
    console.log(`server peak RSS: ${maxProcessMb.toFixed(0)} MB (target under ${TARGETS.rssMb} MB)`);
    const met =
      preview.ms <= TARGETS.previewMs && applied.ms <= TARGETS.applyMs && maxProcessMb < TARGETS.rssMb;
    console.log(met ? 'every target met' : 'a target was missed');
    return 0;
  } finally {
    await server.stop();
  }
}

process.exitCode = await main();
