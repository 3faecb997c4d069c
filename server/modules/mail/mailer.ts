import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/database';
import { createOutboxFiles } from './outbox-files';
import { insertOutboxMessage } from './outbox-repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A stable id (`<…@host>`): a message sent again after a crash carries the same one, so it can be dropped. */
  messageId?: string;
  /** Extra headers (List-Unsubscribe and its kin). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise the message is kept in the mail_outbox table and written as an
 * .eml file under `outboxDir` (on PostgreSQL too: the files are what a developer opens while the server
 * runs), and announced in the log. Bodies are never logged: they carry reset links and sign-in details.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
  outboxDir: string;
}): Mailer {
  const { smtpUrl, from, db, log, outboxDir } = options;
  if (smtpUrl) {
    // Pooled: a batch of notices reuses its connections. Timeouts well inside a notice's lease
    // (notifications/mail-dispatch.ts), so a hung server never lets another process send the same notice.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 2,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    });
    return {
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const files = createOutboxFiles(outboxDir, from);
  return {
    async send(message) {
      const outboxId = await insertOutboxMessage(db, message);
      // The table holds the message whatever happens to its file: a full disk does not fail the request.
      const file = await files.write(outboxId, message).catch((error: unknown) => {
        log.warn({ err: error, outboxId }, 'could not write the outbox message as a file');
        return null;
      });
      log.info(
        { to: message.to, subject: message.subject, outboxId, file },
        'mail kept in the outbox (no SMTP_URL configured); open the file, or run `npm run mail:outbox`',
      );
    },
    close: () => files.close(),
  };
}
