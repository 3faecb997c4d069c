import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shared/schemas/common';
import { DeletedIdSchema } from '@shared/schemas/lists';
import {
  SavedTaskNoteSchema,
  SaveTaskNoteRequestSchema,
  TaskIdParamsSchema,
  TaskNotesVMSchema,
} from '@shared/schemas/tasks';
import { contextOf } from '../../plugins/service-context';
import * as service from './service';

const tags = ['task-notes'];

/** Notes on a task (spec section 7): read and added by whoever sees the task. */
const taskNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tasknote/getTaskNotesVM/:taskId',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: TaskIdParamsSchema, response: { 200: TaskNotesVMSchema } },
    },
    async (request) => service.getTaskNotes(contextOf(request), request.params.taskId),
  );

  app.post(
    '/tasknote/Save',
    {
      config: { access: 'teamMember' },
      schema: { tags, body: SaveTaskNoteRequestSchema, response: { 200: SavedTaskNoteSchema } },
    },
    async (request) => ({ Id: await service.saveTaskNote(contextOf(request), request.body) }),
  );

  app.delete(
    '/tasknote/delete/:id',
    {
      config: { access: 'owner' },
      schema: { tags, params: IdParamsSchema, response: { 200: DeletedIdSchema } },
    },
    async (request) => service.deleteTaskNote(contextOf(request), request.params.id),
  );
};

export default taskNoteRoutes;
