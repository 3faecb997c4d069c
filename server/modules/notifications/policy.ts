import type { AuthContext } from '../../plugins/auth';

/** A school's notification defaults, and sending its digest at once, are its admins' (the spec's school admin). */
export const canManageSchoolNotices = (auth: AuthContext) => auth.isAdmin;
