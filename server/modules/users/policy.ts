import type { AuthContext } from '../../plugins/auth';

/**
 * An admin editing their own record may not switch off their admin rights, web access or active state:
 * the school would lose its way back in through this very screen.
 */
export const locksOutSelf = (
  auth: AuthContext,
  editedUserId: string,
  change: { Active: boolean; IsAdmin: boolean; GrantWebAccess: boolean },
) => editedUserId === auth.userId && (!change.Active || !change.IsAdmin || !change.GrantWebAccess);

/** A school admin manages the school's people, but only a super admin changes or deletes a super admin. */
export const canManageUser = (auth: AuthContext, target: { isSuperAdmin: boolean }) =>
  !target.isSuperAdmin || auth.isSuperAdmin;

/**
 * A person's details (user/getUserDetails): the person themself, the people who share a team with them
 * and the admins of their school (the lookup is scoped to the caller's school).
 */
export const canViewPersonDetails = (auth: AuthContext, person: { id: string; callerSharesTeam: boolean }) =>
  auth.isAdmin || person.id === auth.userId || person.callerSharesTeam;
