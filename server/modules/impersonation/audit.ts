import type { FastifyRequest } from 'fastify';
import { redactUrl } from '../../lib/log-redaction';
import type { AuthContext, AuthPluginOptions } from '../../plugins/auth';
import { type AuditEntry, type AuditEvent, insertAuditEntry, setAuditStatus } from './audit-repository';

/**
 * An audit row for a request: the person at the keyboard (the super admin while impersonating, else the
 * caller) and the identity used (the impersonated person, else none), with the path's secrets removed.
 */
export function auditEntryOf(
  request: FastifyRequest,
  auth: AuthContext,
  event: AuditEvent,
  statusCode: number | null = null,
): AuditEntry {
  return {
    impersonatorUserId: auth.impersonator?.userId ?? auth.userId,
    impersonatedUserId: auth.impersonator ? auth.userId : null,
    event,
    httpMethod: request.method,
    path: redactUrl(request.url),
    statusCode,
    ipAddress: request.ip,
  };
}

/** The auth plugin's side of the audit: a row for each request of an impersonation session, then its status. */
export const requestAudit: AuthPluginOptions['audit'] = {
  record: (db, request, auth, event, statusCode) =>
    insertAuditEntry(db, auditEntryOf(request, auth, event, statusCode)),
  setStatus: setAuditStatus,
};
