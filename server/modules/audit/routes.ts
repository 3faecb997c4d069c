import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuditHistoryParamsSchema,
  AuditHistoryQuerySchema,
  AuditPageSchema,
  AuditSchoolQuerySchema,
} from '@shared/schemas/audit';
import { contextOf } from '../../plugins/service-context';
import * as service from './service';

const tags = ['audit'];

/** The audit log (ours, issue 23): a record's History, and the school's audit screen. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit/getHistory/:kind/:id',
    {
      config: { access: 'teamLead' },
      schema: {
        tags,
        params: AuditHistoryParamsSchema,
        querystring: AuditHistoryQuerySchema,
        response: { 200: AuditPageSchema },
      },
    },
    async (request) =>
      service.getHistory(contextOf(request), request.params.kind, request.params.id, request.query.page),
  );

  app.get(
    '/audit/getSchool',
    {
      config: { access: 'admin' },
      schema: { tags, querystring: AuditSchoolQuerySchema, response: { 200: AuditPageSchema } },
    },
    async (request) => service.getSchoolAudit(contextOf(request), request.query),
  );
};

export default auditRoutes;
