import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { requireAuth } from '../../plugins/auth';
import { findUserFullName } from './repository';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/getCurrentlyLoggedInUserFullName',
    { config: { access: 'member' }, schema: { tags: ['users'], response: { 200: z.string() } } },
    async (request) => {
      const auth = requireAuth(request);
      const user = await findUserFullName(app.db, auth.userId, auth.locationId);
      if (!user) throw notFound();
      return `${user.firstName} ${user.lastName}`;
    },
  );
};

export default userRoutes;
