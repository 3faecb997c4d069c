import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Mailer } from '../mail';
import { claimDueMail, settleMail, type ClaimedMail } from './mail-repository';
import { noticeMail } from './notice-mail';
import { unsubscribeLinkOf } from './unsubscribe-links';

/** Tries per e-mail before it is given up; the waits between them double from a minute to at most an hour. */
export const MAIL_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

export interface MailDispatchDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  appUrl: string;
  signingKey: Buffer;
  /** How long a process holds the notices it took; far longer than one SMTP exchange may take. */
  leaseMs: number;
  batchSize: number;
}

/** A refusal the server will repeat (5xx: no such mailbox, refused content): trying again is pointless. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Sends one batch of due notice e-mails; answers how many it took. Each is recorded as sent as soon as the
 * server accepted it, so a crash loses at most the record of the one in flight: that notice is sent again
 * when its lease ends, with the same Message-ID (no protocol closes the window between the server's 250
 * and our commit).
 */
export async function dispatchDueMail(deps: MailDispatchDeps, now: () => Date): Promise<number> {
  const { db, leaseMs, batchSize } = deps;
  const batch = await claimDueMail(db, now(), leaseMs, batchSize);
  for (const mail of batch) await sendOne(deps, mail, now);
  return batch.length;
}

async function sendOne(deps: MailDispatchDeps, mail: ClaimedMail, now: () => Date): Promise<void> {
  const { db, mailer, log } = deps;
  if (!mail.deliverable || !mail.email_address) return settleMail(db, mail, { state: 'dropped' });
  const unsubscribe = unsubscribeLinkOf(deps.signingKey, deps.appUrl, mail.user_id, mail.kind, now());
  const message = noticeMail(
    mail,
    { address: mail.email_address, firstName: mail.first_name },
    deps.appUrl,
    unsubscribe,
  );
  try {
    await mailer.send(message);
  } catch (error) {
    const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
    const giveUp = isPermanent(error) || mail.email_attempts >= MAIL_ATTEMPTS;
    log.warn(
      { noticeId: mail.id, userId: mail.user_id, code, responseCode, giveUp },
      'notice e-mail not sent',
    );
    const retryAt = new Date(now().getTime() + retryDelayMs(mail.email_attempts));
    return settleMail(db, mail, giveUp ? { state: 'failed' } : { state: 'retry', at: retryAt });
  }
  await settleMail(db, mail, { state: 'sent', at: now() });
}
