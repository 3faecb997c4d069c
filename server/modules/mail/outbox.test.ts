import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { DemoAccounts } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/test-app';

let dataDir: string;
let t: TestApp;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'plchub-outbox-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Undoes quoted-printable's soft line breaks and escaped '=' so a body's text can be searched. */
const unfoldQuotedPrintable = (text: string) => text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('without SMTP, the outbox', () => {
  it('keeps each message in the table and as an .eml file under DATA_DIR/outbox, while the server runs', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usermembership/ForgotPassword',
      payload: { EmailAddress: DemoAccounts.teacher },
    });
    expect(response.statusCode).toBe(200);
    await t.app.background.drain();

    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, DemoAccounts.teacher));
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f-]{36}\.eml$/),
    ]);
    expect(files[0]!.endsWith(`-${row!.id}.eml`)).toBe(true);
    // Reset links are secrets: the folder and its files are the server account's alone.
    expect((await stat(path.join(dataDir, 'outbox'))).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dataDir, 'outbox', files[0]!))).mode & 0o777).toBe(0o600);

    // An RFC 5322 message any mail program opens: the headers, then the body with the reset link.
    const eml = await readFile(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    const [headers, ...body] = eml.split('\n\n');
    expect(headers).toMatch(/^From: PLC Hub <no-reply@plchub\.local>$/m);
    expect(headers).toMatch(new RegExp(`^To: ${DemoAccounts.teacher.replace(/\./g, '\\.')}$`, 'm'));
    expect(headers).toMatch(new RegExp(`^Subject: ${row!.subject}$`, 'm'));
    expect(headers).toMatch(/^Message-ID: <.+>$/m);
    expect(headers).toMatch(/^Date: .+$/m);
    expect(headers).toMatch(/^MIME-Version: 1\.0$/m);
    const link = /http:\/\/plchub\.test\/forgotPassword\/[A-Za-z0-9_-]{43}/.exec(row!.textBody)![0];
    expect(unfoldQuotedPrintable(body.join('\n\n'))).toContain(link);
  });
});
