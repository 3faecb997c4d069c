import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loginFailures } from '../../db/schema';

/** The row of an address that counts its failures from every source together. */
const EVERY_SOURCE = '*';

/** When failures lock, and for how long (server/env.ts). */
export interface LockRules {
  maxFailuresPerSource: number;
  maxFailuresPerAddress: number;
  windowMinutes: number;
  lockMinutes: number;
  maxLockMinutes: number;
}

/** The address as the failure rows key it: trimmed and lower-cased, whether or not anyone has it. */
export const emailKeyOf = (email: string) => email.trim().toLowerCase();

const rowsOf = (emailKey: string, source: string) =>
  and(eq(loginFailures.emailKey, emailKey), inArray(loginFailures.source, [source, EVERY_SOURCE]));

/**
 * What counting a password attempt found: the address was already locked (nothing counted), or the
 * attempt was counted, and whether it locked the address should the password be wrong.
 */
export type CountedAttempt = 'alreadyLocked' | 'counted' | 'countedAndLocked';

/**
 * Counts a password attempt as a failure before its password is checked, so that a burst of attempts sent
 * at once cannot all pass the lock while the slow hash runs: the attempt that reaches a limit locks the
 * address and the ones after it are refused. A right password then clears the count (clearLoginFailuresFrom).
 * Runs inside the caller's transaction: the address's two rows are locked from the check to the count.
 *
 * A row whose window has passed starts a new one; the failure that reaches its row's limit locks the row for
 * `lockMinutes` doubled per earlier lock (at most `maxLockMinutes`) and starts the count again.
 */
export async function countLoginAttempt(
  tx: Db,
  emailKey: string,
  source: string,
  rules: LockRules,
): Promise<CountedAttempt> {
  await tx
    .insert(loginFailures)
    .values([
      { emailKey, source: EVERY_SOURCE },
      { emailKey, source },
    ])
    .onConflictDoNothing();
  // '*' sorts before any address, so two attempts lock the rows in the same order and never deadlock.
  const held = await tx
    .select({ locked: sql<boolean>`coalesce(${loginFailures.lockedUntil} > now(), false)` })
    .from(loginFailures)
    .where(rowsOf(emailKey, source))
    .orderBy(loginFailures.source)
    .for('update');
  if (held.some((row) => row.locked)) return 'alreadyLocked';

  const { failures, windowStartedAt, lockedUntil, locks } = loginFailures;
  const limit = sql`case when ${loginFailures.source} = ${EVERY_SOURCE} then ${rules.maxFailuresPerAddress}::int
    else ${rules.maxFailuresPerSource}::int end`;
  const windowPassed = sql`${windowStartedAt} <= now() - make_interval(mins => ${rules.windowMinutes}::int)`;
  const count = sql`case when ${windowPassed} then 1 else ${failures} + 1 end`;
  const reachesLimit = sql`(${count}) >= ${limit}`;
  // The exponent is capped so the power never overflows; the length is capped by maxLockMinutes anyway.
  const lockLength = sql`least(${rules.lockMinutes}::float8 * power(2, least(${locks}, 30)), ${rules.maxLockMinutes}::float8)`;
  const rows = await tx
    .update(loginFailures)
    .set({
      failures: sql`case when ${reachesLimit} then 0 else ${count} end`,
      windowStartedAt: sql`case when ${reachesLimit} or ${windowPassed} then now() else ${windowStartedAt} end`,
      lockedUntil: sql`case when ${reachesLimit} then now() + make_interval(mins => (${lockLength})::int)
        else ${lockedUntil} end`,
      locks: sql`case when ${reachesLimit} then ${locks} + 1 else ${locks} end`,
    })
    .where(rowsOf(emailKey, source))
    .returning({ locked: sql<boolean>`coalesce(${lockedUntil} > now(), false)` });
  return rows.some((row) => row.locked) ? 'countedAndLocked' : 'counted';
}

/** A successful sign-in from this source: its failures and the address's overall count start again. */
export async function clearLoginFailuresFrom(db: Db, emailKey: string, source: string): Promise<void> {
  await db.delete(loginFailures).where(rowsOf(emailKey, source));
}

/** A new password set by its owner or an admin: every lock of the address ends. */
export async function clearLoginFailures(db: Db, emailKey: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.emailKey, emailKey));
}
