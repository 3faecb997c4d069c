/** What other modules may use of impersonation; everything else in the folder is its own. */
export { requestAudit } from './audit';
export { canBeImpersonated } from './policy';
