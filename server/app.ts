import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/database';
import type { Env } from './env';
import { systemClock, type Clock } from './lib/clock';
import { handleError } from './error-handler';
import { redactUrl } from './lib/log-redaction';
import { responseSerializerCompiler } from './lib/response-serializer';
import apiCompressionPlugin from './plugins/api-compression';
import authPlugin from './plugins/auth';
import clientAppPlugin from './plugins/client-app';
import crossSitePlugin from './plugins/cross-site';
import dbPlugin from './plugins/db';
import liveEventsPlugin from './plugins/live-events';
import docsPlugin from './plugins/docs';
import jsonAnswersPlugin from './plugins/json-answers';
import mailPlugin from './plugins/mail';
import clockPlugin from './plugins/clock';
import noStorePlugin from './plugins/no-store';
import rateLimitPlugin from './plugins/rate-limit';
import securityPlugin from './plugins/security';
import unstorableTextPlugin from './plugins/unstorable-text';
import { sessionStore } from './modules/auth';
import authRoutes from './modules/auth/routes';
import { requestAudit } from './modules/impersonation';
import healthRoutes from './modules/health/routes';
import agendaItemTypeRoutes from './modules/agenda-item-types/routes';
import agendaTemplateRoutes from './modules/agenda-templates/routes';
import studentNoteRoutes from './modules/student-notes/routes';
import teamNormRoutes from './modules/team-norms/routes';
import teamRoutes from './modules/teams/routes';
import userRoutes from './modules/users/routes';
import goalRoutes from './modules/goals/routes';
import taskRoutes from './modules/tasks/routes';
import taskNoteRoutes from './modules/task-notes/routes';
import taskAssignmentRoutes from './modules/task-assignment/routes';
import meetingRoutes from './modules/meetings/routes';
import meetingSeriesRoutes from './modules/meeting-series/routes';
import schoolCalendarRoutes from './modules/school-calendar/routes';
import agendasRoutes from './modules/agendas/routes';
import meetingNotesRoutes from './modules/meeting-notes/routes';
import meetingRoomRoutes from './modules/meeting-room/routes';
import videoMeetingsRoutes from './modules/video-meetings/routes';
import calendarRoutes from './modules/calendar/routes';
import superAdminRoutes from './modules/super-admin/routes';
import impersonationRoutes from './modules/impersonation/routes';
import notificationRoutes, { noticeRunnerPlugin, unsubscribeRoutes } from './modules/notifications/routes';
import searchRoutes from './modules/search/routes';
import insightsRoutes from './modules/insights/routes';
import auditRoutes from './modules/audit/routes';
import rosterRoutes from './modules/roster/routes';
import ssoRoutes from './modules/sso/routes';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
  }
}

export interface AppOptions {
  env: Env;
  database: Database;
  /** Where the app's time comes from; tests pass a clock they move by hand. */
  clock?: Clock;
}

/** Request bodies larger than this are refused with 413. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole application; start-up (listen, migrations, signals) lives in main.ts. */
export async function buildApp({ env, database, clock = systemClock }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        remove: true,
      },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    // The spec's client writes the same path in several casings (agendaitem/ and agendaItem/).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(env.NODE_ENV === 'production' ? 'fast' : 'checked'));
  app.setErrorHandler(handleError);
  app.decorate('env', env);

  await app.register(dbPlugin, { database });
  await app.register(liveEventsPlugin);
  await app.register(cookie);
  await app.register(rateLimitPlugin);
  await app.register(noStorePlugin);
  await app.register(securityPlugin);
  await app.register(crossSitePlugin);
  await app.register(unstorableTextPlugin);
  await app.register(jsonAnswersPlugin);
  await app.register(mailPlugin);
  await app.register(clockPlugin, { clock });
  await app.register(noticeRunnerPlugin);
  // Before the docs, so Swagger UI's routes are in the access table too.
  await app.register(authPlugin, { sessions: sessionStore, audit: requestAudit });
  await app.register(docsPlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(
    async (api) => {
      await api.register(apiCompressionPlugin);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(teamRoutes);
      await api.register(teamNormRoutes);
      await api.register(agendaItemTypeRoutes);
      await api.register(agendaTemplateRoutes);
      await api.register(studentNoteRoutes);
      await api.register(goalRoutes);
      await api.register(taskRoutes);
      await api.register(taskNoteRoutes);
      await api.register(taskAssignmentRoutes);
      await api.register(meetingRoutes);
      await api.register(meetingSeriesRoutes);
      await api.register(schoolCalendarRoutes);
      await api.register(agendasRoutes);
      await api.register(meetingNotesRoutes);
      await api.register(meetingRoomRoutes);
      await api.register(videoMeetingsRoutes);
      await api.register(calendarRoutes);
      await api.register(superAdminRoutes);
      await api.register(impersonationRoutes);
      await api.register(notificationRoutes);
      await api.register(searchRoutes);
      await api.register(insightsRoutes);
      await api.register(auditRoutes);
      await api.register(rosterRoutes);
      await api.register(ssoRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(unsubscribeRoutes);
  await app.register(clientAppPlugin);
  return app;
}
