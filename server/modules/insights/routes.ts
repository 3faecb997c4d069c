import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DistrictInsightsSchema,
  InsightsQuerySchema,
  SchoolInsightsQuerySchema,
  SchoolInsightsSchema,
  TeamInsightsCsvQuerySchema,
  TeamInsightsParamsSchema,
  TeamInsightsSchema,
} from '@shared/schemas/insights';
import { sendCsv } from '../../lib/csv';
import { contextOf } from '../../plugins/service-context';
import * as service from './service';

const tags = ['insights'];
/** School admins (every team of their school) and team leads (their teams); refused to anyone else. */
const teamLead = { access: 'teamLead' } as const;
const superAdmin = { access: 'superAdmin' } as const;
const csvResponse = { 200: z.string().describe('CSV (text/csv)') };

/**
 * Insights (ours, issue 22): each team's meetings, tasks and goals over a period, for a school, a district
 * and one team, each also as a CSV download (`.csv`, the same query and access).
 */
const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/insights/getSchool',
    {
      config: teamLead,
      schema: { tags, querystring: SchoolInsightsQuerySchema, response: { 200: SchoolInsightsSchema } },
    },
    async (request) => service.getSchoolInsights(contextOf(request), request.query),
  );

  app.get(
    '/insights/getSchool.csv',
    { config: teamLead, schema: { tags, querystring: SchoolInsightsQuerySchema, response: csvResponse } },
    async (request, reply) =>
      sendCsv(reply, await service.getSchoolInsightsCsv(contextOf(request), request.query)),
  );

  app.get(
    '/insights/getDistrict',
    {
      config: superAdmin,
      schema: { tags, querystring: InsightsQuerySchema, response: { 200: DistrictInsightsSchema } },
    },
    async (request) => service.getDistrictInsights(contextOf(request), request.query),
  );

  app.get(
    '/insights/getDistrict.csv',
    { config: superAdmin, schema: { tags, querystring: InsightsQuerySchema, response: csvResponse } },
    async (request, reply) =>
      sendCsv(reply, await service.getDistrictInsightsCsv(contextOf(request), request.query)),
  );

  app.get(
    '/insights/getTeam/:teamId',
    {
      config: teamLead,
      schema: {
        tags,
        params: TeamInsightsParamsSchema,
        querystring: InsightsQuerySchema,
        response: { 200: TeamInsightsSchema },
      },
    },
    async (request) => service.getTeamInsights(contextOf(request), request.params.teamId, request.query),
  );

  app.get(
    '/insights/getTeam/:teamId.csv',
    {
      config: teamLead,
      schema: {
        tags,
        params: TeamInsightsParamsSchema,
        querystring: TeamInsightsCsvQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        await service.getTeamInsightsCsv(contextOf(request), request.params.teamId, request.query),
      ),
  );
};

export default insightsRoutes;
