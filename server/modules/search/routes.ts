import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchQuerySchema, SearchResultsSchema } from '@shared/schemas/search';
import { contextOf } from '../../plugins/service-context';
import * as service from './service';

/** Search (ours, issue 22): everything the caller may open, by full-text match. */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      config: { access: 'member' },
      schema: { tags: ['search'], querystring: SearchQuerySchema, response: { 200: SearchResultsSchema } },
    },
    async (request) => service.search(contextOf(request), request.query),
  );
};

export default searchRoutes;
