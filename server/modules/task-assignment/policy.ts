import type { AuthContext } from '../../plugins/auth';

/**
 * Which of a person's teams the caller may list meetings of: admins all of them, others only the teams
 * they share with that person (tasks are assigned inside a shared team).
 */
export const seesAllTeamsOfPerson = (auth: AuthContext) => auth.isAdmin;
