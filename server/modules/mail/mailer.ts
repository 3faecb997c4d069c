import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/database';
import { insertOutboxMessage } from './outbox-repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise the message is kept in the mail_outbox table and announced in the
 * log. Bodies are never logged: they carry reset links and sign-in details.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, db, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(message) {
      const outboxId = await insertOutboxMessage(db, message);
      log.info(
        { to: message.to, subject: message.subject, outboxId },
        'mail kept in the outbox (no SMTP_URL configured); read it with `npm run mail:outbox`',
      );
    },
    close: () => undefined,
  };
}
