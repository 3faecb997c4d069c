import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema } from '@shared/schemas/auth';
import {
  MarkReadRequestSchema,
  SendDigestNowRequestSchema,
  NoticeListQuerySchema,
  NoticePageSchema,
  NotificationPreferencesSchema,
  SavePreferencesRequestSchema,
  SchoolNotificationDefaultsSchema,
  UnreadCountSchema,
} from '@shared/schemas/notifications';
import { contextOf } from '../../plugins/service-context';
import * as service from './service';

const tags = ['notifications'];
const member = { access: 'member' } as const;
const admin = { access: 'admin' } as const;

/** Notifications (ours, issue 21): the caller's notices and choices; a school's defaults for its admins. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notification/getMine',
    {
      config: member,
      schema: { tags, querystring: NoticeListQuerySchema, response: { 200: NoticePageSchema } },
    },
    async (request) => service.getMine(contextOf(request), request.query),
  );

  app.get(
    '/notification/getUnreadCount',
    { config: member, schema: { tags, response: { 200: UnreadCountSchema } } },
    async (request) => service.getUnreadCount(contextOf(request)),
  );

  app.post(
    '/notification/markRead',
    { config: member, schema: { tags, body: MarkReadRequestSchema, response: { 200: UnreadCountSchema } } },
    async (request) => service.markRead(contextOf(request), request.body),
  );

  app.get(
    '/notification/getPreferences',
    { config: member, schema: { tags, response: { 200: NotificationPreferencesSchema } } },
    async (request) => service.getPreferences(contextOf(request)),
  );

  app.post(
    '/notification/savePreferences',
    {
      config: member,
      schema: { tags, body: SavePreferencesRequestSchema, response: { 200: NotificationPreferencesSchema } },
    },
    async (request) => service.savePreferences(contextOf(request), request.body),
  );

  app.get(
    '/notification/getSchoolDefaults',
    { config: admin, schema: { tags, response: { 200: SchoolNotificationDefaultsSchema } } },
    async (request) => service.getSchoolDefaults(contextOf(request)),
  );

  app.post(
    '/notification/saveSchoolDefaults',
    {
      config: admin,
      schema: {
        tags,
        body: SavePreferencesRequestSchema,
        response: { 200: SchoolNotificationDefaultsSchema },
      },
    },
    async (request) => service.saveSchoolDefaults(contextOf(request), request.body),
  );

  app.post(
    '/notification/sendDigestNow',
    {
      config: admin,
      schema: { tags, body: SendDigestNowRequestSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const answer = await service.sendDigestNow(contextOf(request));
      request.server.noticeRunner.wake();
      return answer;
    },
  );
};

export default notificationRoutes;

/** The unsubscribe links' routes, outside /api/v1 (app.ts mounts them at the root). */
export { default as unsubscribeRoutes } from './unsubscribe-routes';

/** The process's notice runner, decorated on the app (app.noticeRunner). */
export { default as noticeRunnerPlugin } from './runner-plugin';
