import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { NoticeKindSchema } from '@shared/schemas/notifications';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/rows';
import { notices } from '../../db/schema';
import { EmailState } from './notice-repository';

const ClaimedMailRow = z.strictObject({
  id: z.string(),
  user_id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  email_attempts: z.number(),
  email_address: z.string().nullable(),
  first_name: z.string(),
  /** Still active with web access, and still wanting this kind by e-mail. */
  deliverable: z.boolean(),
});
/** A claimed notice, with the lease its claim set. */
export type ClaimedMail = Omit<z.output<typeof ClaimedMailRow>, 'kind'> & {
  kind: z.infer<typeof NoticeKindSchema>;
  lockedUntil: Date;
};

/**
 * Takes up to `limit` notices whose e-mail is due, for `leaseMs`, skipping those another process holds
 * (FOR UPDATE SKIP LOCKED, then the lease), with what sending needs: the address, and whether the person
 * may still have it (a person deactivated or unsubscribed since the notice was written gets nothing).
 */
export async function claimDueMail(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedMail[]> {
  const until = new Date(now.getTime() + leaseMs);
  const rows = await selectRows(
    db,
    sql`with claimed as (
        update notices set email_locked_until = ${until.toISOString()}::timestamptz, email_attempts = email_attempts + 1
        where id in (select id from notices where email_state = ${EmailState.Pending}
          and email_next_at <= ${now.toISOString()}::timestamptz and (email_locked_until is null or email_locked_until < ${now.toISOString()}::timestamptz)
          order by email_next_at limit ${limit} for update skip locked)
        returning id, user_id, kind, title, body, link, email_attempts)
      select c.id, c.user_id, c.kind, c.title, c.body, c.link, c.email_attempts,
        u.email_address, u.first_name,
        (u.active and u.deleted_at is null and u.password_hash is not null and u.email_address is not null
          and coalesce(own.email, school.email, true)) as deliverable
      from claimed c join users u on u.id = c.user_id
        left join notice_preferences own on own.user_id = u.id and own.kind = c.kind
        left join school_notice_defaults school on school.location_id = u.location_id and school.kind = c.kind`,
    ClaimedMailRow,
  );
  return rows.map((row) => ({ ...row, kind: NoticeKindSchema.parse(row.kind), lockedUntil: until }));
}

/** Records the outcome of a claimed e-mail, if the claim still holds it. */
export async function settleMail(
  db: Db,
  mail: ClaimedMail,
  outcome: { state: 'sent'; at: Date } | { state: 'retry'; at: Date } | { state: 'failed' | 'dropped' },
): Promise<void> {
  const set =
    outcome.state === 'sent'
      ? { emailState: EmailState.Sent, emailSentAt: outcome.at, emailLockedUntil: null }
      : outcome.state === 'retry'
        ? { emailNextAt: outcome.at, emailLockedUntil: null }
        : {
            emailState: outcome.state === 'failed' ? EmailState.Failed : EmailState.Dropped,
            emailLockedUntil: null,
          };
  await db
    .update(notices)
    .set(set)
    .where(and(eq(notices.id, mail.id), eq(notices.emailLockedUntil, mail.lockedUntil)));
}
