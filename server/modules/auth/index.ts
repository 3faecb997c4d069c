/** What other modules may use of auth; everything else in the folder is its own. */
export { clearLoginFailures, emailKeyOf } from './login-failure-repository';
export { presentSession } from './presenter';
export { canSignIn, insertResetToken } from './repository';
export { clientInfoOf, issuePasswordLink, logout, openSignOnSession, recordRefusedSignOn } from './service';
export type { ClientInfo, SignOnPerson } from './service';
export {
  deleteSessionById,
  deleteSessionsOfUser,
  findLiveSession,
  insertSession,
} from './session-repository';
export { sessionStore } from './session-repository';
