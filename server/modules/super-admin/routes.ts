import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '@shared/schemas/lists';
import {
  ImpersonateParamsSchema,
  ImpersonationCandidateSchema,
  SchoolAccessReportQuerySchema,
  SchoolAccessRowSchema,
  SchoolRowSchema,
  SchoolsQuerySchema,
  SchoolUsersQuerySchema,
} from '@shared/schemas/super-admin';
import { contextOf } from '../../plugins/service-context';
import * as service from './service';

const tags = ['superAdmin'];
const superAdmin = { access: 'superAdmin' } as const;
const LocationParamsSchema = ImpersonateParamsSchema.pick({ locationId: true });

/** superadmin/*: schools, their people and the schools-accessed report. */
const superAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/superadmin/getSchools',
    {
      config: superAdmin,
      schema: { tags, querystring: SchoolsQuerySchema, response: { 200: pageOf(SchoolRowSchema) } },
    },
    async (request) => service.listSchools(contextOf(request), request.query),
  );

  app.get(
    '/superadmin/getUsersByLocationId/:locationId',
    {
      config: superAdmin,
      schema: {
        tags,
        params: LocationParamsSchema,
        querystring: SchoolUsersQuerySchema,
        response: { 200: pageOf(ImpersonationCandidateSchema) },
      },
    },
    async (request) => service.listSchoolUsers(contextOf(request), request.params.locationId, request.query),
  );

  app.get(
    '/superadmin/getSchoolAccessReport',
    {
      config: superAdmin,
      schema: {
        tags,
        querystring: SchoolAccessReportQuerySchema,
        response: { 200: pageOf(SchoolAccessRowSchema) },
      },
    },
    async (request) => service.schoolAccessReport(contextOf(request), request.query),
  );
};

export default superAdminRoutes;
