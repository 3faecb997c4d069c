import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage } from './mailer';

/** Where the outbox's .eml files go inside the DATA_DIR setting. */
export const outboxDirOf = (dataDir: string) => path.resolve(dataDir, 'outbox');

/** `<UTC time>-<outbox id>.eml`: names that sort by time and never collide (the id is the row's). */
const fileNameOf = (outboxId: string, at: Date) =>
  `${at.toISOString().replace(/[:.]/g, '-')}-${outboxId}.eml`;

/**
 * The outbox as files: each message as an RFC 5322 .eml file, composed by nodemailer's own stream
 * transport (headers, MIME parts, encodings) and readable by any mail program while the server runs.
 */
export function createOutboxFiles(dir: string, from: string) {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    /** Writes one message; answers the file's path. Written beside, then renamed: never seen half-written. */
    async write(outboxId: string, message: MailMessage, at = new Date()): Promise<string> {
      const { message: eml } = await composer.sendMail({ from, date: at, ...message });
      const file = path.join(dir, fileNameOf(outboxId, at));
      // Messages hold live reset links: only the server's own account may read them.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeFile(`${file}.part`, eml as Buffer, { mode: 0o600 });
      await rename(`${file}.part`, file);
      return file;
    },
    close: () => composer.close(),
  };
}
