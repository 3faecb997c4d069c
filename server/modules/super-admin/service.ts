import type { FastifyInstance } from 'fastify';
import type { ListQuery, Page } from '@shared/schemas/lists';
import type {
  ImpersonationCandidate,
  SchoolAccessReportQuery,
  SchoolAccessRow,
  SchoolRow,
} from '@shared/schemas/super-admin';
import { pageTotal } from '../../db/page-total';
import { notFound } from '../../errors';
import type { AuthContext } from '../../plugins/auth';
import { presentImpersonationCandidate, presentSchoolAccessRow, presentSchoolRow } from './presenter';
import * as repo from './repository';

/** superadmin/getSchools: every school of every district. */
export async function listSchools(app: FastifyInstance, query: ListQuery): Promise<Page<SchoolRow>> {
  const rows = await repo.listSchools(app.db, query);
  return {
    Items: rows.map(presentSchoolRow),
    TotalCount: await pageTotal(rows, query.Page, () => repo.countSchools(app.db, query.Search)),
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
    TotalCount: await pageTotal(rows, query.Page, () => repo.countSchools(app.db, query.Search)),
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
    TotalCount: await pageTotal(rows, query.Page, () =>
      repo.countSignInUsers(app.db, locationId, query.Search),
    ),
  };
}
