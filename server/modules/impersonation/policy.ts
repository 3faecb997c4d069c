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
