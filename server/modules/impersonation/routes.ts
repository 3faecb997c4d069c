import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SessionResponseSchema } from '@shared/schemas/auth';
import { ImpersonateParamsSchema } from '@shared/schemas/super-admin';
import { setSessionCookie } from '../../plugins/auth';
import { contextOf } from '../../plugins/service-context';
import { presentSession } from '../auth';
import * as service from './service';

const tags = ['impersonation'];
const response = { 200: SessionResponseSchema };

/** impersonate/{userId}/{locationId} and impersonate/stop: each answers the session it switched to. */
const impersonationRoutes: FastifyPluginAsyncZod = async (app) => {
  // A GET because the spec's client calls it so; it changes the session, hence the Sec-Fetch-Site check.
  app.get(
    '/impersonate/:userId/:locationId',
    { config: { access: 'superAdmin' }, schema: { tags, params: ImpersonateParamsSchema, response } },
    async (request, reply) => {
      const ctx = contextOf(request);
      const switched = await service.start(ctx, request, request.params);
      setSessionCookie(request, reply, switched.token);
      return presentSession({ ...ctx, auth: switched.auth });
    },
  );

  app.post(
    '/impersonate/stop',
    { config: { access: 'member' }, schema: { tags, response } },
    async (request, reply) => {
      const ctx = contextOf(request);
      const switched = await service.stop(ctx, request);
      setSessionCookie(request, reply, switched.token);
      return presentSession({ ...ctx, auth: switched.auth });
    },
  );
};

export default impersonationRoutes;
