import type { ListQuery } from '@shared/schemas/lists';
import type { SchoolAccessReportQuery } from '@shared/schemas/super-admin';

/** Every super-admin query lives under one root; nothing here is changed by this client. */
export const superAdminKeys = {
  schools: (query: ListQuery) => ['super-admin', 'schools', query] as const,
  schoolUsers: (locationId: string, query: ListQuery) =>
    ['super-admin', 'school-users', locationId, query] as const,
  accessReport: (query: SchoolAccessReportQuery) => ['super-admin', 'access-report', query] as const,
};
