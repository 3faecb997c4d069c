import type { AuthContext } from '../../plugins/auth';
import { canEditTeam, type TeamAccess } from './policy';

/** The Allowed* flags of one team for the caller (spec section 6: admins any team, leads their own). */
export function teamFlags(auth: AuthContext, access: Pick<TeamAccess, 'isLead'>) {
  const allowed = canEditTeam(auth, { teamId: '', isMember: true, ...access });
  return { AllowedToEdit: allowed, AllowedToDelete: allowed };
}
