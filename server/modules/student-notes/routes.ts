import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@shared/schemas/common';
import { DeletedIdSchema, ListQuerySchema } from '@shared/schemas/lists';
import {
  CreateEditQuerySchema,
  NoteIdOrNewParamsSchema,
  NoteWithCommentsSchema,
  SavedIdSchema,
  SaveStudentCommentRequestSchema,
  SaveStudentNoteRequestSchema,
  StudentNoteCommentSchema,
  StudentNoteCreateEditVMSchema,
  StudentNotesQuerySchema,
  StudentNoteVMSchema,
  StudentsOfTeamSchema,
  TeamIdParamsSchema,
  UserIdParamsSchema,
} from '@shared/schemas/student-notes';
import { contextOf } from '../../plugins/service-context';
import * as service from './service';

const tags = ['student-notes'];

/**
 * Students of a team, student notes and their comments (spec section 7). Access beyond "signed in" is
 * decided per student in the service: members of a team holding the student and the school's admins.
 */
const studentNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/getStudentsByTeamId/:teamId',
    {
      config: { access: 'teamMember' },
      schema: {
        tags,
        params: TeamIdParamsSchema,
        querystring: ListQuerySchema,
        response: { 200: StudentsOfTeamSchema },
      },
    },
    async (request) => service.getStudentsOfTeam(contextOf(request), request.params.teamId, request.query),
  );

  app.get(
    '/usernote/getStudentNoteVMByUserId/:userId',
    {
      config: { access: 'teamMember' },
      schema: {
        tags,
        params: UserIdParamsSchema,
        querystring: StudentNotesQuerySchema,
        response: { 200: StudentNoteVMSchema },
      },
    },
    async (request) => service.getStudentNotes(contextOf(request), request.params.userId, request.query),
  );

  app.get(
    '/usernote/getStudentNoteCreateEditVMByUserNoteId/:id',
    {
      config: { access: 'teamMember' },
      schema: {
        tags,
        params: NoteIdOrNewParamsSchema,
        querystring: CreateEditQuerySchema,
        response: { 200: StudentNoteCreateEditVMSchema },
      },
    },
    async (request) => service.getNoteForm(contextOf(request), request.params.id, request.query.UserId),
  );

  app.get(
    '/usernote/getNoteWithCommentsByUserNoteId/:id',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: NoteWithCommentsSchema } },
    },
    async (request) => service.getNoteWithComments(contextOf(request), request.params.id),
  );

  app.post(
    '/usernote/Save',
    {
      config: { access: 'teamMember' },
      schema: { tags, body: SaveStudentNoteRequestSchema, response: { 200: SavedIdSchema } },
    },
    async (request) => ({ Id: await service.saveNote(contextOf(request), request.body) }),
  );

  app.delete(
    '/usernote/delete/:id',
    {
      config: { access: 'owner' },
      schema: { tags, params: IdParamsSchema, response: { 200: DeletedIdSchema } },
    },
    async (request) => service.deleteNote(contextOf(request), request.params.id),
  );

  app.get(
    '/usernotecomment/getById/:id',
    {
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: StudentNoteCommentSchema } },
    },
    async (request) => service.getComment(contextOf(request), request.params.id),
  );

  app.post(
    '/usernotecomment/save',
    {
      config: { access: 'teamMember' },
      schema: { tags, body: SaveStudentCommentRequestSchema, response: { 200: SavedIdSchema } },
    },
    async (request) => ({ Id: await service.saveComment(contextOf(request), request.body) }),
  );

  app.delete(
    '/usernotecomment/delete/:id',
    {
      config: { access: 'owner' },
      schema: { tags, params: IdParamsSchema, response: { 200: DeletedIdSchema } },
    },
    async (request) => service.deleteComment(contextOf(request), request.params.id),
  );
};

export default studentNoteRoutes;
