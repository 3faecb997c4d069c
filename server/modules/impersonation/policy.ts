import { SuperAdminMessages } from '@shared/schemas/super-admin';
import { badRequest, forbidden, type HttpError } from '../../errors';
import type { AuthContext } from '../../plugins/auth';

/** What the impersonation rules need to know about the person a super admin wants to act as. */
export interface ImpersonationTarget {
  userId: string;
  isSuperAdmin: boolean;
  /** Active, not deleted and with a password: someone who could sign in themselves. */
  canSignIn: boolean;
}

/** Super admins act only as people who could sign in, never as another super admin or themselves. */
export const canBeImpersonated = (caller: AuthContext, target: ImpersonationTarget): boolean =>
  caller.isSuperAdmin &&
  caller.impersonator === null &&
  target.canSignIn &&
  !target.isSuperAdmin &&
  target.userId !== caller.userId;

/** Why `canBeImpersonated` says no, as the answer the caller gets; null when it says yes. */
export function impersonationRefusal(caller: AuthContext, target: ImpersonationTarget): HttpError | null {
  if (canBeImpersonated(caller, target)) return null;
  if (caller.impersonator) return forbidden(SuperAdminMessages.alreadyImpersonating);
  if (!caller.isSuperAdmin) return forbidden();
  if (target.userId === caller.userId) return badRequest(SuperAdminMessages.cannotImpersonateSelf);
  if (target.isSuperAdmin) return forbidden(SuperAdminMessages.cannotImpersonateSuperAdmin);
  return badRequest(SuperAdminMessages.cannotImpersonateWithoutWebAccess);
}

/**
 * The impersonated person's credentials stay theirs: password, e-mail and anything that would outlive the
 * impersonation (calendar feed links, video-meeting grants) cannot be changed by the super admin.
 */
export function assertNotImpersonating(auth: AuthContext): void {
  if (auth.impersonator) throw forbidden(SuperAdminMessages.forbiddenWhileImpersonating);
}

/**
 * A user save that would change the impersonated person's own sign-in: a new e-mail address (compared
 * case-insensitively, as sign-in does) or a password. Editing anyone else stays allowed.
 */
export function assertKeepsOwnCredentials(
  auth: AuthContext,
  edited: { id: string; emailAddress: string | null },
  change: { email: string; password: string },
): void {
  if (edited.id !== auth.userId) return;
  const emailChanges = (edited.emailAddress ?? '').toLowerCase() !== change.email.toLowerCase();
  if (emailChanges || change.password !== '') assertNotImpersonating(auth);
}
