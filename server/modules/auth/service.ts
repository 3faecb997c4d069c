import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LoginCode } from '@shared/constants';
import type { Db } from '../../db/database';
import { badRequest } from '../../errors';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/passwords';
import { createToken, hashToken } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/auth';
import { assertNotImpersonating } from '../impersonation/policy';
import * as repository from './repository';
import { deleteSessionByTokenHash, deleteSessionsOfUser, insertSession } from './session-repository';

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
  | { code: typeof LoginCode.LockedOut | typeof LoginCode.InvalidCredentials };

export const INVALID_RESET_LINK =
  'This password reset link is invalid or has expired. Please request a new one.';

/**
 * Checks the credentials and opens a session. Unknown e-mails cost the same time as wrong passwords;
 * every attempt is written to the login audit.
 */
export async function login(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  client: ClientInfo,
): Promise<LoginResult> {
  const { db, env } = app;
  const user = await repository.findSignInUserByEmail(db, credentials.email);
  // A changed counter or a new session is written with its audit row, in one transaction.
  const audit = (executor: Db, succeeded: boolean, failureReason: string | null) =>
    repository.insertLoginAudit(executor, {
      userId: user?.id ?? null,
      districtId: user?.districtId ?? null,
      locationId: user?.locationId ?? null,
      emailAddress: credentials.email.toLowerCase(),
      succeeded,
      failureReason,
      ...client,
    });

  if (!user?.passwordHash) {
    await verifyAgainstNothing(credentials.password);
    await audit(db, false, 'unknown user');
    return { code: LoginCode.InvalidCredentials };
  }
  if (user.lockedUntil && user.lockedUntil > new Date()) {
    await audit(db, false, 'locked out');
    return { code: LoginCode.LockedOut };
  }
  if (!(await verifyPassword(user.passwordHash, credentials.password))) {
    const lockUntil = new Date(Date.now() + env.LOCKOUT_MINUTES * 60_000);
    const nowLocked = await db.transaction(async (tx) => {
      const lockedUntil = await repository.recordFailedLogin(tx, user.id, env.LOGIN_MAX_FAILURES, lockUntil);
      const locked = lockedUntil !== null && lockedUntil > new Date();
      await audit(tx, false, locked ? 'wrong password, now locked out' : 'wrong password');
      return locked;
    });
    return { code: nowLocked ? LoginCode.LockedOut : LoginCode.InvalidCredentials };
  }

  const { token, tokenHash } = createToken();
  await db.transaction(async (tx) => {
    await repository.clearFailedLogins(tx, user.id);
    await insertSession(tx, {
      tokenHash,
      userId: user.id,
      districtId: user.districtId,
      locationId: user.locationId,
      ...client,
    });
    await audit(tx, true, null);
  });
  return { code: LoginCode.Success, userId: user.id, locationId: user.locationId, sessionToken: token };
}

/**
 * Ends the session of the token. While impersonating that is the impersonation session, and the super
 * admin's own session already ended when it began: they are signed out entirely.
 */
export async function logout(app: FastifyInstance, sessionToken: string): Promise<void> {
  await deleteSessionByTokenHash(app.db, hashToken(sessionToken));
}

/**
 * A single-use link to /forgotPassword/{token} that lets the user choose a password; only the token's hash
 * is stored. Used by the forgot-password mail, the welcome mail of a new staffer and the create-super-admin
 * command (which has a database and settings but no running server).
 */
export async function issuePasswordLink(
  app: Pick<FastifyInstance, 'db' | 'env'>,
  userId: string,
  validMinutes: number,
): Promise<string> {
  const { token, tokenHash } = createToken();
  await repository.insertResetToken(app.db, userId, tokenHash, new Date(Date.now() + validMinutes * 60_000));
  return new URL(`/forgotPassword/${token}`, app.env.APP_URL).toString();
}

/**
 * Mails a single-use reset link when the address belongs to a user who can sign in. Runs after the
 * reply, so neither the answer nor its timing tells whether the address exists.
 */
export function requestPasswordReset(app: FastifyInstance, email: string): void {
  app.background.run('password reset mail', async () => {
    const user = await repository.findSignInUserByEmail(app.db, email);
    if (!user?.emailAddress) return;
    const link = await issuePasswordLink(app, user.id, app.env.PASSWORD_RESET_MINUTES);
    await app.mailer.send({
      to: user.emailAddress,
      subject: 'Reset your PLC Hub password',
      text: [
        `Hello ${user.firstName},`,
        '',
        'Someone asked to reset the password of your PLC Hub account. To choose a new password, open this link:',
        link,
        '',
        `The link works once and expires in ${app.env.PASSWORD_RESET_MINUTES} minutes.`,
        'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
      ].join('\n'),
    });
  });
}

/** Sets a new password from an e-mailed token and ends every session of that user. */
export async function resetPassword(app: FastifyInstance, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const changed = await app.db.transaction(async (tx) => {
    const claimed = await repository.claimResetToken(tx, hashToken(token));
    if (!claimed) return false;
    await repository.updatePasswordHash(tx, claimed.userId, passwordHash);
    await repository.spendResetTokensOfUser(tx, claimed.userId);
    await deleteSessionsOfUser(tx, claimed.userId);
    return true;
  });
  if (!changed) throw badRequest(INVALID_RESET_LINK);
}

/**
 * The signed-in user's new password, from My Account. The session in use stays; every other one ends,
 * including impersonations the user runs, and outstanding reset links are spent. A super admin acting as
 * the user cannot do this.
 */
export async function changePassword(app: FastifyInstance, auth: AuthContext, newPassword: string) {
  assertNotImpersonating(auth);
  const passwordHash = await hashPassword(newPassword);
  const user = await app.db.transaction(async (tx) => {
    const updated = await repository.updatePasswordHash(tx, auth.userId, passwordHash);
    await repository.spendResetTokensOfUser(tx, auth.userId);
    await deleteSessionsOfUser(tx, auth.userId, auth.sessionId);
    return updated;
  });
  if (user?.emailAddress)
    sendPasswordChangedNotice(app, { email: user.emailAddress, firstName: user.firstName });
}

/** Tells the owner of the account, after the reply, so a change they did not make does not go unnoticed. */
function sendPasswordChangedNotice(app: FastifyInstance, user: { email: string; firstName: string }): void {
  app.background.run('password changed mail', async () => {
    await app.mailer.send({
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
