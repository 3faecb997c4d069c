import { SuperAdminMessages } from '@shared/schemas/super-admin';
import { forbidden } from '../errors';
import type { AuthContext } from './auth';

/**
 * The impersonated person's credentials stay theirs: password, e-mail and anything that would outlive the
 * impersonation (calendar feed links, video-meeting grants) cannot be changed by the super admin. A rule
 * of the session, beside it, so the modules that own those credentials need not reach into impersonation.
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
