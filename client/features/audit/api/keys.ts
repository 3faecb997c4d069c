import type { AuditKind, AuditSchoolQuery } from '@shared/schemas/audit';

/** Query keys of the audit log: a record's History pages, and the school screen's filtered pages. */
export const auditKeys = {
  all: ['audit'] as const,
  history: (kind: AuditKind, id: string, page: number) => ['audit', 'history', kind, id, page] as const,
  school: (query: AuditSchoolQuery) => ['audit', 'school', query] as const,
};
