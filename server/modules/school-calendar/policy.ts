import type { AuthContext } from '../../plugins/auth';

/** A school's time zone and non-meeting days are its admins' to change; every member reads them. */
export const canEditSchoolSettings = (auth: AuthContext) => auth.isAdmin;
