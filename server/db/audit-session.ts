import { sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * The transaction-local settings the audit trigger reads (migration 0020): who is changing records, and
 * whether bulk loading has switched the log off. Set with set_config(…, true): they end with the
 * transaction, so a pooled connection never carries them into another request's work.
 */

/** Names the person (and the super admin impersonating them) behind the transaction's changes. */
export async function setAuditActor(
  db: Db,
  actor: { userId: string; impersonatorUserId: string | null },
): Promise<void> {
  await db.execute(
    sql`select set_config('plchub.actor_user_id', ${actor.userId}, true),
      set_config('plchub.impersonator_user_id', ${actor.impersonatorUserId ?? ''}, true)`,
  );
}

/** Leaves the transaction's changes out of the audit log: loading a dataset in bulk (demo, benchmark). */
export async function skipAuditLog(db: Db): Promise<void> {
  await db.execute(sql`select set_config('plchub.audit', 'off', true)`);
}
