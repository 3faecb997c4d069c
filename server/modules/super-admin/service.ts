import type { FastifyInstance } from 'fastify';
import type { ListQuery, Page } from '@shared/schemas/lists';
import type {
  ImpersonationCandidate,
  SchoolAccessReportQuery,
  SchoolAccessRow,
  SchoolRow,
} from '@shared/schemas/super-admin';
import { notFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { presentImpersonationCandidate, presentSchoolAccessRow, presentSchoolRow } from './presenter';
import * as repo from './repository';

/**
 * The page's total: the window count of its first row, or, for an empty page past the end, a count of its
 * own (an empty first page means there is nothing at all).
 */
async function totalOf(rows: { totalCount: number }[], query: ListQuery, count: () => Promise<number>) {
  return rows[0]?.totalCount ?? (query.Page > 0 ? count() : 0);
}

/** superadmin/getSchools: every school of every district. */
export async function listSchools(app: FastifyInstance, query: ListQuery): Promise<Page<SchoolRow>> {
  const rows = await repo.listSchools(app.db, query);
  return {
    Items: rows.map(presentSchoolRow),
    TotalCount: await totalOf(rows, query, () => repo.countSchools(app.db, query.Search)),
  };
}

/** superadmin/getSchoolAccessReport: every school, used or not. */
export async function schoolAccessReport(
  app: FastifyInstance,
  query: SchoolAccessReportQuery,
): Promise<Page<SchoolAccessRow>> {
  const rows = await repo.listSchoolAccess(app.db, query);
  return {
    Items: rows.map(presentSchoolAccessRow),
    TotalCount: await totalOf(rows, query, () => repo.countSchools(app.db, query.Search)),
  };
}

/** superadmin/getUsersByLocationId/{locationId}: the school's people who can sign in; 404 for no school. */
export async function listSchoolUsers(
  app: FastifyInstance,
  auth: AuthContext,
  locationId: string,
  query: ListQuery,
): Promise<Page<ImpersonationCandidate>> {
  const [school, rows] = await Promise.all([
    repo.findSchool(app.db, locationId),
    repo.listSignInUsers(app.db, locationId, query),
  ]);
  if (!school) throw notFound();
  return {
    Items: rows.map(presentImpersonationCandidate(auth)),
    TotalCount: await totalOf(rows, query, () => repo.countSignInUsers(app.db, locationId, query.Search)),
  };
}
