import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  VideoClientIdSchema,
  VideoIntegrationStatusSchema,
  VideoUserResponseRequestSchema,
} from '@shared/schemas/video-meetings';
import { contextOf } from '../../plugins/service-context';
import * as service from './service';

const member = { access: 'member' } as const;
const tags = ['video-meetings'];
const status = { 200: VideoIntegrationStatusSchema };

/** The caller's video-meeting connection (OAuth 2 authorization code flow). */
const videoMeetingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/meeting/checkIfZoomIntegrationExists',
    { config: member, schema: { tags, response: status } },
    async (request) => service.integrationStatus(contextOf(request)),
  );

  app.get(
    '/zoomapi/getClientId',
    { config: member, schema: { tags, response: { 200: VideoClientIdSchema } } },
    async (request) => service.authorizeLink(contextOf(request)),
  );

  app.post(
    '/zoomapi/zoomUserResponse',
    { config: member, schema: { tags, body: VideoUserResponseRequestSchema, response: status } },
    async (request) => service.connect(contextOf(request), request.body.Code, request.body.State),
  );

  app.post(
    '/zoomapi/revokeZoomAccess',
    { config: member, schema: { tags, response: status } },
    async (request) => service.disconnect(contextOf(request)),
  );
};

export default videoMeetingsRoutes;
