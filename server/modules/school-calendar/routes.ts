import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shared/schemas/common';
import { DeletedIdSchema } from '@shared/schemas/lists';
import {
  NonMeetingDaySchema,
  SaveNonMeetingDayRequestSchema,
  SaveSchoolSettingsRequestSchema,
  SchoolSettingsSchema,
} from '@shared/schemas/school-settings';
import { contextOf } from '../../plugins/service-context';
import * as service from './service';

const tags = ['school settings'];
const admin = { access: 'admin' } as const;

/** School settings (ours): every member reads the school's zone and non-meeting days; admins change them. */
const schoolCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/school/getSettings',
    { config: { access: 'member' }, schema: { tags, response: { 200: SchoolSettingsSchema } } },
    async (request) => service.getSettings(contextOf(request)),
  );

  app.post(
    '/school/saveSettings',
    {
      config: admin,
      schema: { tags, body: SaveSchoolSettingsRequestSchema, response: { 200: SchoolSettingsSchema } },
    },
    async (request) => service.saveSettings(contextOf(request), request.body),
  );

  app.post(
    '/school/saveNonMeetingDay',
    {
      config: admin,
      schema: { tags, body: SaveNonMeetingDayRequestSchema, response: { 200: NonMeetingDaySchema } },
    },
    async (request) => service.saveNonMeetingDay(contextOf(request), request.body),
  );

  app.delete(
    '/school/deleteNonMeetingDay/:id',
    { config: admin, schema: { tags, params: IdParamsSchema, response: { 200: DeletedIdSchema } } },
    async (request) => service.deleteNonMeetingDay(contextOf(request), request.params.id),
  );
};

export default schoolCalendarRoutes;
