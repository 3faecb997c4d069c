/** What other modules may use of impersonation; everything else in the folder is its own. */
export { auditEntryOf } from './audit';
export { insertAuditEntry, setAuditStatus } from './audit-repository';
export { canBeImpersonated } from './policy';
