import type { FastifyRequest } from 'fastify';
import { LoginCode } from '@shared/constants';
import { Messages, PasswordMessages } from '@shared/messages';
import { setAuditActor } from '../../db/audit-session';
import type { Db } from '../../db/database';
import type { Env } from '../../env';
import { badRequest, forbidden, unauthorized } from '../../errors';
import { sourceKeyOf } from '../../lib/client-address';
import { type PasswordOwner, passwordProblemLine } from '../../lib/password-policy';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/passwords';
import { createToken, hashToken } from '../../lib/tokens';
import { type AppContext, type ServiceContext, withTransaction } from '../../plugins/service-context';
import { assertNotImpersonating } from '../../plugins/session-guards';
import { deleteFeed } from '../calendar';
import {
  clearLoginFailures,
  clearLoginFailuresFrom,
  countLoginAttempt,
  emailKeyOf,
  type LockRules,
} from './login-failure-repository';
import * as repository from './repository';
import {
  deleteSessionByTokenHash,
  deleteSessionsOfUser,
  insertSession,
  isSignedInWithin,
} from './session-repository';

export interface ClientInfo {
  ipAddress: string;
  userAgent: string | null;
}

/** Where a request comes from, as the login audit and the sessions table keep it. */
export const clientInfoOf = (request: FastifyRequest): ClientInfo => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

export type LoginResult =
  | { code: typeof LoginCode.Success; userId: string; locationId: string; sessionToken: string }
  | {
      code: typeof LoginCode.LockedOut | typeof LoginCode.InvalidCredentials | typeof LoginCode.SsoRequired;
    };

export const INVALID_RESET_LINK =
  'This password reset link is invalid or has expired. Please request a new one.';

const lockRulesOf = (env: Env): LockRules => ({
  maxFailuresPerSource: env.LOGIN_MAX_FAILURES,
  maxFailuresPerAddress: env.LOGIN_ACCOUNT_MAX_FAILURES,
  windowMinutes: env.LOGIN_FAILURE_WINDOW_MINUTES,
  lockMinutes: env.LOCKOUT_MINUTES,
  maxLockMinutes: env.LOCKOUT_MAX_MINUTES,
});

/** A password attempt as the login audit records it, before its outcome. */
type Attempt = Omit<repository.LoginAuditEntry, 'succeeded' | 'failureReason'>;

/** What a password attempt may do once counted (beginAttempt). */
type BegunAttempt =
  | { refused: true }
  | { refused: false; auditId: string; locksIfWrong: boolean; emailKey: string; source: string };

/**
 * Counts a password attempt as a failure, with its audit row saying so, in one transaction and before the
 * password is checked: a burst of attempts sent together cannot all pass the lock during the slow hash.
 * An address already locked (for this source or for all) is refused and audited as such. A right password
 * then settles the attempt (the sign-in's own transaction, or forgetRightCurrentPassword).
 */
function beginAttempt(ctx: AppContext, attempt: Attempt, reasonIfWrong: string): Promise<BegunAttempt> {
  return withTransaction(ctx, async (tx) => {
    const { emailAddress: emailKey } = attempt;
    const source = sourceKeyOf(attempt.ipAddress);
    const counted = await countLoginAttempt(tx.db, emailKey, source, lockRulesOf(ctx.env));
    if (counted === 'alreadyLocked') {
      await repository.insertLoginAudit(tx.db, { ...attempt, succeeded: false, failureReason: 'locked out' });
      return { refused: true };
    }
    const locksIfWrong = counted === 'countedAndLocked';
    const failureReason = locksIfWrong ? `${reasonIfWrong}, now locked out` : reasonIfWrong;
    const auditId = await repository.insertLoginAudit(tx.db, { ...attempt, succeeded: false, failureReason });
    return { refused: false, auditId, locksIfWrong, emailKey, source };
  });
}

/**
 * Checks the credentials and opens a session. Known and unknown addresses take the same path at the same
 * cost: the lock is read from the failure rows, which every address gets, and an unknown one is checked
 * against a dummy hash. A lock holds for the address from one source, or from all sources once they
 * together reach their higher limit, so nobody locks a colleague out from their own machine. Every
 * attempt is written to the login audit.
 */
export async function login(
  ctx: AppContext,
  credentials: { email: string; password: string },
  client: ClientInfo,
): Promise<LoginResult> {
  const emailKey = emailKeyOf(credentials.email);
  const user = await repository.findSignInUserByEmail(ctx.db, credentials.email);
  const attempt: Attempt = {
    userId: user?.id ?? null,
    districtId: user?.districtId ?? null,
    locationId: user?.locationId ?? null,
    emailAddress: emailKey,
    ...client,
  };

  // A domain that signs in with a provider refuses passwords, checked for every address of it at the same
  // cost, so the answer tells nothing about the account; a super admin's right password still passes.
  const ssoOnly = await repository.isPasswordSignInRefused(ctx.db, credentials.email);
  const reasonIfWrong = ssoOnly ? 'single sign-on required' : user ? 'wrong password' : 'unknown user';
  const begun = await beginAttempt(ctx, attempt, reasonIfWrong);
  if (begun.refused) return { code: LoginCode.LockedOut };
  const passwordHash = user?.passwordHash;
  const matches = passwordHash
    ? await verifyPassword(passwordHash, credentials.password)
    : await verifyAgainstNothing(credentials.password);
  if (ssoOnly && !(matches && user?.isSuperAdmin)) return { code: LoginCode.SsoRequired };
  if (!user || !matches) {
    return { code: begun.locksIfWrong ? LoginCode.LockedOut : LoginCode.InvalidCredentials };
  }

  const { token, tokenHash } = createToken();
  await withTransaction(ctx, async (tx) => {
    await clearLoginFailuresFrom(tx.db, emailKey, begun.source);
    await insertSession(tx.db, {
      tokenHash,
      userId: user.id,
      districtId: user.districtId,
      locationId: user.locationId,
      ...client,
    });
    // A new session is written with its audit row, in one transaction.
    await repository.markLoginAuditSucceeded(tx.db, begun.auditId);
  });
  return { code: LoginCode.Success, userId: user.id, locationId: user.locationId, sessionToken: token };
}

/** A person a single sign-on provider vouched for (sso module): who they are here. */
export interface SignOnPerson {
  id: string;
  districtId: string;
  locationId: string;
  emailAddress: string;
}

/**
 * Opens a session for a person a single sign-on provider vouched for, exactly like a password sign-in's
 * (a fresh token, its login audit row, in one transaction). The password lockout is neither read nor
 * changed: the provider did the checking. Returns the session's token.
 */
export async function openSignOnSession(
  ctx: AppContext,
  person: SignOnPerson,
  providerId: string,
  client: ClientInfo,
): Promise<string> {
  const { token, tokenHash } = createToken();
  await withTransaction(ctx, async (tx) => {
    await insertSession(tx.db, {
      tokenHash,
      userId: person.id,
      districtId: person.districtId,
      locationId: person.locationId,
      identityProviderId: providerId,
      ...client,
    });
    await repository.insertLoginAudit(tx.db, {
      userId: person.id,
      districtId: person.districtId,
      locationId: person.locationId,
      emailAddress: emailKeyOf(person.emailAddress),
      succeeded: true,
      failureReason: null,
      ...client,
    });
  });
  return token;
}

/** Writes the login audit row of a single sign-on the service refused (`reason` is for the audit only). */
export async function recordRefusedSignOn(
  ctx: AppContext,
  attempt: { emailAddress: string; userId: string | null; districtId: string; locationId: string | null },
  reason: string,
  client: ClientInfo,
): Promise<void> {
  await repository.insertLoginAudit(ctx.db, {
    ...attempt,
    emailAddress: emailKeyOf(attempt.emailAddress),
    succeeded: false,
    failureReason: `single sign-on: ${reason}`,
    ...client,
  });
}

/**
 * Ends the session of the token. While impersonating that is the impersonation session, and the super
 * admin's own session already ended when it began: they are signed out entirely.
 */
export async function logout(ctx: AppContext, sessionToken: string): Promise<void> {
  await deleteSessionByTokenHash(ctx.db, hashToken(sessionToken));
}

/**
 * A single-use link to /forgotPassword/{token} that lets the user choose a password; only the token's hash
 * is stored. Used by the forgot-password mail, the welcome mail of a new staffer and the create-super-admin
 * command (which has a database and settings but no running server).
 */
export async function issuePasswordLink(
  ctx: Pick<AppContext, 'db' | 'env'>,
  userId: string,
  validMinutes: number,
): Promise<string> {
  const { token, tokenHash } = createToken();
  await repository.insertResetToken(ctx.db, userId, tokenHash, new Date(Date.now() + validMinutes * 60_000));
  return passwordLinkOf(ctx.env, token);
}

const passwordLinkOf = (env: Env, token: string) =>
  new URL(`/forgotPassword/${token}`, env.APP_URL).toString();

/**
 * Mails a single-use reset link when the address belongs to a user who can sign in, at most
 * PASSWORD_RESET_MAILS_PER_HOUR an hour (counted in the database, so across server processes). Runs after
 * the reply, so neither the answer nor its timing tells whether the address exists or reached its limit.
 */
export function requestPasswordReset(ctx: AppContext, email: string): void {
  ctx.background.run('password reset mail', async () => {
    const user = await repository.findSignInUserByEmail(ctx.db, email);
    if (!user?.emailAddress) return;
    const { token, tokenHash } = createToken();
    const validMinutes = ctx.env.PASSWORD_RESET_MINUTES;
    const issued = await withTransaction(ctx, (tx) =>
      repository.insertResetTokenWithinLimit(
        tx.db,
        user.id,
        tokenHash,
        new Date(Date.now() + validMinutes * 60_000),
        ctx.env.PASSWORD_RESET_MAILS_PER_HOUR,
      ),
    );
    if (!issued) return;
    await ctx.mailer.send({
      to: user.emailAddress,
      subject: 'Reset your PLC Hub password',
      text: [
        `Hello ${user.firstName},`,
        '',
        'Someone asked to reset the password of your PLC Hub account. To choose a new password, open this link:',
        passwordLinkOf(ctx.env, token),
        '',
        `The link works once and expires in ${validMinutes} minutes.`,
        'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
      ].join('\n'),
    });
  });
}

/**
 * Sets a new password from an e-mailed token (account recovery): every session of the user ends, their
 * calendar feed link stops working (whoever held the account may have copied it) and the address's
 * sign-in locks are lifted. A password the rules refuse leaves the link unused.
 */
export async function resetPassword(ctx: AppContext, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const changed = await withTransaction(ctx, async (tx) => {
    const claimed = await repository.claimResetToken(tx.db, hashToken(token));
    if (!claimed) return false;
    // The link's owner, proved by the link, changes their own password.
    await setAuditActor(tx.db, { userId: claimed.userId, impersonatorUserId: null });
    const owner = await repository.findPasswordOwner(tx.db, claimed.userId);
    const problem = owner && passwordProblemLine('NewPassword', newPassword, owner);
    if (problem) throw badRequest(problem);
    await setPassword(tx.db, claimed.userId, passwordHash);
    await deleteSessionsOfUser(tx.db, claimed.userId);
    await deleteFeed(tx.db, claimed.userId);
    return true;
  });
  if (!changed) throw badRequest(INVALID_RESET_LINK);
}

/** A new password, its outstanding reset links spent and its address's sign-in locks lifted. */
async function setPassword(tx: Db, userId: string, passwordHash: string) {
  const user = await repository.updatePasswordHash(tx, userId, passwordHash);
  await repository.spendResetTokensOfUser(tx, userId);
  if (user?.emailAddress) await clearLoginFailures(tx, emailKeyOf(user.emailAddress));
  return user;
}

/** Whether My Account asks this session for the current password before changing it. */
export const needsCurrentPassword = async (ctx: ServiceContext) =>
  !(await isSignedInWithin(ctx.db, ctx.auth.sessionId, ctx.env.RECENT_SIGN_IN_MINUTES));

/**
 * The current password, when the session signed in more than RECENT_SIGN_IN_MINUTES ago: what is wrong
 * with it as a "CurrentPassword" line, or null. A wrong one counts towards the address's lock from this
 * source like a failed sign-in, and a locked address is refused (403) before its password is checked.
 */
async function currentPasswordProblem(
  ctx: ServiceContext,
  owner: PasswordOwner & { passwordHash: string | null },
  currentPassword: string | undefined,
  client: ClientInfo,
): Promise<string | null> {
  if (!(await needsCurrentPassword(ctx))) return null;
  if (!currentPassword) return `CurrentPassword: ${PasswordMessages.currentRequired}`;
  const { userId, districtId, locationId } = ctx.auth;
  const emailAddress = emailKeyOf(owner.emailAddress ?? '');
  const attempt = { userId, districtId, locationId, emailAddress, ...client };
  const begun = await beginAttempt(ctx, attempt, 'wrong current password');
  if (begun.refused) throw forbidden(Messages.lockedOut);
  if (owner.passwordHash && (await verifyPassword(owner.passwordHash, currentPassword))) {
    // The owner proved the password: the attempt counted in advance is taken back, as after a sign-in.
    await withTransaction(ctx, async (tx) => {
      await clearLoginFailuresFrom(tx.db, begun.emailKey, begun.source);
      await repository.deleteLoginAudit(tx.db, begun.auditId);
    });
    return null;
  }
  if (begun.locksIfWrong) throw forbidden(Messages.lockedOut);
  return `CurrentPassword: ${PasswordMessages.currentWrong}`;
}

/**
 * The signed-in user's new password, from My Account; the current one too when the sign-in is not recent.
 * The session in use stays; every other one ends, including impersonations the user runs, and outstanding
 * reset links are spent. A super admin acting as the user cannot do this.
 */
export async function changePassword(
  ctx: ServiceContext,
  passwords: { newPassword: string; currentPassword: string | undefined },
  client: ClientInfo,
) {
  const { auth } = ctx;
  assertNotImpersonating(auth);
  const owner = await repository.findPasswordOwner(ctx.db, auth.userId);
  if (!owner) throw unauthorized();
  const problems = [
    await currentPasswordProblem(ctx, owner, passwords.currentPassword, client),
    passwordProblemLine('NewPassword', passwords.newPassword, owner),
  ].filter((problem) => problem !== null);
  if (problems.length > 0) throw badRequest(problems.join('\n'));
  const passwordHash = await hashPassword(passwords.newPassword);
  const user = await withTransaction(ctx, async (tx) => {
    const updated = await setPassword(tx.db, auth.userId, passwordHash);
    await deleteSessionsOfUser(tx.db, auth.userId, auth.sessionId);
    return updated;
  });
  if (user?.emailAddress)
    sendPasswordChangedNotice(ctx, { email: user.emailAddress, firstName: user.firstName });
}

/** Tells the owner of the account, after the reply, so a change they did not make does not go unnoticed. */
function sendPasswordChangedNotice(ctx: AppContext, user: { email: string; firstName: string }): void {
  ctx.background.run('password changed mail', async () => {
    await ctx.mailer.send({
      to: user.email,
      subject: 'Your PLC Hub password was changed',
      text: [
        `Hello ${user.firstName},`,
        '',
        'The password of your PLC Hub account was just changed from My Account, and your other sign-ins were ended.',
        '',
        'If you made this change, there is nothing more to do.',
        'If you did not, choose "Forgot your password?" on the PLC Hub sign-in page to set a new password now, and tell your school\'s PLC Hub administrator.',
      ].join('\n'),
    });
  });
}
