import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TaskStatus } from '@shared/constants';
import { IdParamsSchema } from '@shared/schemas/common';
import { DeletedIdSchema } from '@shared/schemas/lists';
import {
  SavedTaskSchema,
  SaveTaskFromAgendaItemRequestSchema,
  SaveTaskRequestSchema,
  TaskDetailSchema,
  TaskListQuerySchema,
  TaskPageSchema,
  TaskStatusChangeSchema,
  TaskStatusListSchema,
  TeamTaskPageSchema,
} from '@shared/schemas/tasks';
import { sendCsv } from '../../lib/csv';
import { contextOf } from '../../plugins/service-context';
import * as exporting from './export-service';
import * as lists from './list-service';
import * as saving from './save-service';
import * as service from './service';

const member = { access: 'member' } as const;
const teamMember = { access: 'teamMember' } as const;
const tags = ['tasks'];
const listSchema = { tags, querystring: TaskListQuerySchema, response: { 200: TaskPageSchema } };
const idListSchema = { ...listSchema, params: IdParamsSchema };
/** A team's task lists also say whether the caller may download them (AllowedToExport). */
const teamListSchema = { ...idListSchema, response: { 200: TeamTaskPageSchema } };

/**
 * Tasks: saving, status moves and the task lists (spec section 7). Who may see or change a task is
 * decided per task in the services (assignee, assigner, team members and leads, admins).
 */
const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/task/getById/:id',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: TaskDetailSchema } },
    },
    async (request) => service.getTask(contextOf(request), request.params.id),
  );

  app.get(
    '/task/getTaskStatusList',
    { config: member, schema: { tags, response: { 200: TaskStatusListSchema } } },
    async (request) => service.getTaskStatusList(contextOf(request)),
  );

  app.post(
    '/task/save',
    {
      config: { access: 'teamMember' },
      schema: { tags, body: SaveTaskRequestSchema, response: { 200: SavedTaskSchema } },
    },
    async (request) => ({ Id: await saving.saveTask(contextOf(request), request.body) }),
  );

  app.post(
    '/task/saveFromAgendaItem',
    {
      config: { access: 'teamMember' },
      schema: { tags, body: SaveTaskFromAgendaItemRequestSchema, response: { 200: SavedTaskSchema } },
    },
    async (request) => ({
      Id: await saving.saveTaskFromAgendaItem(contextOf(request), request.body),
    }),
  );

  app.post(
    '/task/markAsDone/:id',
    {
      config: { access: 'owner' },
      schema: { tags, params: IdParamsSchema, response: { 200: TaskStatusChangeSchema } },
    },
    async (request) => service.changeTaskStatus(contextOf(request), request.params.id, TaskStatus.Completed),
  );

  app.post(
    '/task/markAsInProgress/:id',
    {
      config: { access: 'owner' },
      schema: { tags, params: IdParamsSchema, response: { 200: TaskStatusChangeSchema } },
    },
    async (request) => service.changeTaskStatus(contextOf(request), request.params.id, TaskStatus.InProgress),
  );

  app.delete(
    '/task/delete/:id',
    {
      // AllowedToDelete: its assigner (a member may assign), the team's leads and the school's admins.
      config: { access: 'owner' },
      schema: { tags, params: IdParamsSchema, response: { 200: DeletedIdSchema } },
    },
    async (request) => service.deleteTask(contextOf(request), request.params.id),
  );

  app.get('/task/getMyAssignedDashboardTasks', { config: member, schema: listSchema }, async (request) =>
    lists.getMyAssignedDashboardTasks(contextOf(request), request.query),
  );

  app.get(
    '/goal/getTasksRemainingByGoalId/:id',
    { config: teamMember, schema: idListSchema },
    async (request) => lists.getGoalTasks(contextOf(request), request.params.id, 'remaining', request.query),
  );

  app.get(
    '/goal/getTasksCompletedByGoalId/:id',
    { config: teamMember, schema: idListSchema },
    async (request) => lists.getGoalTasks(contextOf(request), request.params.id, 'completed', request.query),
  );

  app.get('/task/getRemainingByTeamId/:id', { config: teamMember, schema: teamListSchema }, async (request) =>
    lists.getTeamTasks(contextOf(request), request.params.id, 'remaining', request.query),
  );

  app.get('/task/getCompletedByTeamId/:id', { config: teamMember, schema: teamListSchema }, async (request) =>
    lists.getTeamTasks(contextOf(request), request.params.id, 'completed', request.query),
  );

  // Ours (issue 23): every task of the team as a CSV download, for those who see its task lists.
  app.get(
    '/task/exportByTeamId/:id.csv',
    {
      config: teamMember,
      schema: { tags, params: IdParamsSchema, response: { 200: z.string().describe('CSV (text/csv)') } },
    },
    async (request, reply) =>
      sendCsv(reply, await exporting.exportTeamTasks(contextOf(request), request.params.id)),
  );

  app.get(
    '/task/getRemainingByMeetingId/:id',
    { config: teamMember, schema: idListSchema },
    async (request) =>
      lists.getMeetingTasks(contextOf(request), request.params.id, 'remaining', request.query),
  );

  app.get(
    '/task/getCompletedByMeetingId/:id',
    { config: teamMember, schema: idListSchema },
    async (request) =>
      lists.getMeetingTasks(contextOf(request), request.params.id, 'completed', request.query),
  );
};

export default taskRoutes;
