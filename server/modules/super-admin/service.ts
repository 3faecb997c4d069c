import type { ListQuery, Page } from '@shared/schemas/lists';
import type {
  ImpersonationCandidate,
  SchoolAccessReportQuery,
  SchoolAccessRow,
  SchoolRow,
} from '@shared/schemas/super-admin';
import { pageTotal } from '../../db/page-total';
import { notFound } from '../../errors';
import type { ServiceContext } from '../../plugins/service-context';
import { presentImpersonationCandidate, presentSchoolAccessRow, presentSchoolRow } from './presenter';
import * as repo from './repository';

/** superadmin/getSchools: every school of every district. */
export async function listSchools(ctx: ServiceContext, query: ListQuery): Promise<Page<SchoolRow>> {
  const rows = await repo.listSchools(ctx.db, query);
  return {
    Items: rows.map(presentSchoolRow),
    TotalCount: await pageTotal(rows, query.Page, () => repo.countSchools(ctx.db, query.Search)),
  };
}

/** superadmin/getSchoolAccessReport: every school, used or not. */
export async function schoolAccessReport(
  ctx: ServiceContext,
  query: SchoolAccessReportQuery,
): Promise<Page<SchoolAccessRow>> {
  const rows = await repo.listSchoolAccess(ctx.db, query);
  return {
    Items: rows.map(presentSchoolAccessRow),
    TotalCount: await pageTotal(rows, query.Page, () => repo.countSchools(ctx.db, query.Search)),
  };
}

/** superadmin/getUsersByLocationId/{locationId}: the school's people who can sign in; 404 for no school. */
export async function listSchoolUsers(
  ctx: ServiceContext,
  locationId: string,
  query: ListQuery,
): Promise<Page<ImpersonationCandidate>> {
  const [school, rows] = await Promise.all([
    repo.findSchool(ctx.db, locationId),
    repo.listSignInUsers(ctx.db, locationId, query),
  ]);
  if (!school) throw notFound();
  return {
    Items: rows.map(presentImpersonationCandidate(ctx.auth)),
    TotalCount: await pageTotal(rows, query.Page, () =>
      repo.countSignInUsers(ctx.db, locationId, query.Search),
    ),
  };
}
