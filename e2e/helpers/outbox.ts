import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import PostalMime, { type Email } from 'postal-mime';

/**
 * The e2e servers run without SMTP_URL, so the app's mailer keeps every message as an .eml file in its
 * DATA_DIR's outbox (server/modules/mail/outbox-files.ts): the same files a school without SMTP reads.
 * Each is parsed as a mail program would (postal-mime): headers decoded, the text and HTML parts apart.
 */
export async function outboxMails(dataDir: string): Promise<Email[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  // File names start with the time they were written: newest first.
  files.sort().reverse();
  return Promise.all(files.map(async (file) => PostalMime.parse(await readFile(path.join(dir, file)))));
}

/** Waits for the outbox's newest message to `to` whose subject matches `subject`. */
export async function waitForMail(dataDir: string, to: string, subject: RegExp): Promise<Email> {
  let found: Email | undefined;
  await expect
    .poll(
      async () => {
        found = (await outboxMails(dataDir)).find(
          (mail) =>
            (mail.to ?? []).some((address) => address.address === to) && subject.test(mail.subject ?? ''),
        );
        return found !== undefined;
      },
      { message: `a mail to ${to} with a subject matching ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
