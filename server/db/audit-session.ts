import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './database';

/**
 * The transaction-local settings the audit trigger reads (migration 0020): who is changing records, and
 * whether bulk loading has switched the log off. Set with set_config(…, true): they end with the
 * transaction, so a pooled connection never carries them into another request's work.
 */

/** The person behind a change, and the super admin impersonating them. */
export interface AuditActor {
  userId: string;
  impersonatorUserId: string | null;
}

const actorSettings = (actor: AuditActor) =>
  sql`set_config('plchub.actor_user_id', ${actor.userId}, true) ||
    set_config('plchub.impersonator_user_id', ${actor.impersonatorUserId ?? ''}, true)`;

/** Names the person (and the super admin impersonating them) behind the transaction's changes. */
export async function setAuditActor(db: Db, actor: AuditActor): Promise<void> {
  await db.execute(sql`select ${actorSettings(actor)}`);
}

/**
 * A condition that names the actor for a write of one statement run outside a transaction (a task's
 * status move, a delete), which then pays for no transaction: an uncorrelated subquery, evaluated once
 * before any row changes, and the statement's AFTER triggers (the audit's) run while its setting holds.
 */
export const namingActor = (actor: AuditActor): SQL => sql`(select ${actorSettings(actor)}) is not null`;

/** Leaves the transaction's changes out of the audit log: loading a dataset in bulk (demo, benchmark). */
export async function skipAuditLog(db: Db): Promise<void> {
  await db.execute(sql`select set_config('plchub.audit', 'off', true)`);
}
