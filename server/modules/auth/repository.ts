import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  districts,
  identityProviders,
  locations,
  loginAudit,
  passwordResetTokens,
  userTeamRoles,
  userTeams,
  users,
} from '../../db/schema';
import { TeamRole } from '@shared/constants';

const byEmail = (email: string) => sql`lower(${users.emailAddress}) = lower(${email})`;
/** Active and with a password: someone who can sign in themselves. */
export const canSignIn = sql`${users.active} and ${users.passwordHash} is not null`;

/** An active user with web access, found by e-mail (case-insensitive). */
export async function findSignInUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      districtId: users.districtId,
      locationId: users.locationId,
      emailAddress: users.emailAddress,
      firstName: users.firstName,
      passwordHash: users.passwordHash,
      isSuperAdmin: users.isSuperAdmin,
    })
    .from(users)
    .where(and(byEmail(email), canSignIn))
    .limit(1);
  return row;
}

/**
 * Whether the address's domain belongs to an enabled single sign-on provider that refuses passwords
 * (issue 24). The providers are few, so they are read whole.
 */
export async function isPasswordSignInRefused(db: Db, email: string): Promise<boolean> {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  const [row] = await db
    .select({ id: identityProviders.id })
    .from(identityProviders)
    .where(
      and(
        eq(identityProviders.enabled, true),
        eq(identityProviders.requireSso, true),
        sql`${domain} = any(${identityProviders.allowedDomains})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What the password rules and the current-password check need of a user. */
export async function findPasswordOwner(db: Db, userId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      emailAddress: users.emailAddress,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export interface LoginAuditEntry {
  userId: string | null;
  districtId: string | null;
  locationId: string | null;
  emailAddress: string;
  succeeded: boolean;
  failureReason: string | null;
  ipAddress: string;
  userAgent: string | null;
}

/** Writes an attempt's audit row; answers its id, for an attempt whose outcome is settled later. */
export async function insertLoginAudit(db: Db, entry: LoginAuditEntry): Promise<string> {
  const [row] = await db.insert(loginAudit).values(entry).returning({ id: loginAudit.id });
  if (!row) throw new Error('the login audit row was not written');
  return row.id;
}

/** An attempt first written as a failure turned out to be a successful sign-in. */
export async function markLoginAuditSucceeded(db: Db, auditId: string): Promise<void> {
  await db.update(loginAudit).set({ succeeded: true, failureReason: null }).where(eq(loginAudit.id, auditId));
}

/** An attempt first written as a failure was no sign-in and no failure (a right current password). */
export async function deleteLoginAudit(db: Db, auditId: string): Promise<void> {
  await db.delete(loginAudit).where(eq(loginAudit.id, auditId));
}

/** Everything the app shell needs about the signed-in user, in one query. */
export async function findSessionUser(db: Db, userId: string, locationId: string) {
  const isAnyTeamLead = sql<boolean>`exists (
    select 1 from ${userTeams} join ${userTeamRoles} on ${userTeamRoles.userTeamId} = ${userTeams.id}
    where ${userTeams.userId} = ${users.id} and ${userTeamRoles.roleId} = ${TeamRole.TeamLead})`;
  const [row] = await db
    .select({
      UserId: users.id,
      FirstName: users.firstName,
      LastName: users.lastName,
      EmailAddress: sql<string>`coalesce(${users.emailAddress}, '')`,
      IsAdmin: users.isAdmin,
      IsSuperAdmin: users.isSuperAdmin,
      IsAnyTeamLead: isAnyTeamLead,
      LocationId: locations.id,
      LocationName: locations.name,
      DistrictName: districts.name,
    })
    .from(users)
    .innerJoin(locations, eq(locations.id, locationId))
    .innerJoin(districts, eq(districts.id, locations.districtId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** How many admins the default feedback e-mail goes to at most. */
const FEEDBACK_RECIPIENTS_MAX = 5;

/** E-mail addresses of a school's active admins by name: where feedback goes unless configured otherwise. */
export async function findSchoolAdminEmails(db: Db, locationId: string): Promise<string[]> {
  const rows = await db
    .select({ email: sql<string>`${users.emailAddress}` })
    .from(users)
    .where(
      and(
        eq(users.locationId, locationId),
        eq(users.isAdmin, true),
        eq(users.active, true),
        isNull(users.deletedAt),
        sql`${users.emailAddress} <> ''`,
      ),
    )
    .orderBy(users.sortKey, users.id)
    .limit(FEEDBACK_RECIPIENTS_MAX);
  return rows.map((row) => row.email);
}

export async function insertResetToken(
  db: Db,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** A reset token that has not been used and has not expired, claimed in the same statement. */
export async function claimResetToken(db: Db, tokenHash: string) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row;
}

/**
 * A reset link for the user unless `maxPerHour` links were issued to them in the last hour. The user's
 * row is locked first, so server processes answering requests for one address at once count in turn.
 * Runs inside the caller's transaction, which holds the lock until it ends.
 */
export async function insertResetTokenWithinLimit(
  db: Db,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
  maxPerHour: number,
): Promise<boolean> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [recent] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        gt(passwordResetTokens.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if ((recent?.count ?? 0) >= maxPerHour) return false;
  await insertResetToken(db, userId, tokenHash, expiresAt);
  return true;
}

/** Spends every outstanding reset link of a user, so only the newest password change counts. */
export async function spendResetTokensOfUser(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Sets a new password. Answers who to tell about it. */
export async function updatePasswordHash(db: Db, userId: string, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ emailAddress: users.emailAddress, firstName: users.firstName });
  return row;
}
