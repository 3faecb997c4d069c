import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shared/schemas/common';
import {
  MeetingNotesSchema,
  SavedOutcomeSchema,
  SaveOutcomeRequestSchema,
} from '@shared/schemas/meeting-notes';
import { contextOf } from '../../plugins/service-context';
import * as service from './service';

const tags = ['meeting-notes'];

/**
 * The notes of an agenda item (outcome and tasks, spec sections 2 and 7). Whoever may see the agenda
 * reads them; the item's AllowedToTakeNotes decides who writes the outcome.
 */
const meetingNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/agendaItem/getAgendaItemMeetingNotesById/:id',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: MeetingNotesSchema } },
    },
    async (request) => service.getMeetingNotes(contextOf(request), request.params.id),
  );

  app.post(
    '/agendaitem/saveOutcome',
    {
      config: { access: 'owner' },
      schema: { tags, body: SaveOutcomeRequestSchema, response: { 200: SavedOutcomeSchema } },
    },
    async (request) => service.saveOutcome(contextOf(request), request.body),
  );
};

export default meetingNotesRoutes;
