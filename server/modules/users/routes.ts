import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserType } from '@shared/constants';
import { IdParamsSchema } from '@shared/schemas/common';
import { DeletedIdSchema, pageOf } from '@shared/schemas/lists';
import {
  EmailUniqueQuerySchema,
  PersonDetailsSchema,
  SisUniqueParamsSchema,
  StafferListQuerySchema,
  StafferRowSchema,
  StudentListQuerySchema,
  StudentRowSchema,
  UniqueCheckQuerySchema,
  UserDetailsSchema,
  UserSaveSchema,
} from '@shared/schemas/users';
import { contextOf } from '../../plugins/service-context';
import * as service from './service';

const tags = ['users'];
const admin = { access: 'admin' } as const;

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/getCurrentlyLoggedInUserFullName',
    { config: { access: 'member' }, schema: { tags, response: { 200: z.string() } } },
    async (request) => service.currentUserFullName(contextOf(request)),
  );

  app.get(
    '/user/GetStaffers',
    {
      config: admin,
      schema: { tags, querystring: StafferListQuerySchema, response: { 200: pageOf(StafferRowSchema) } },
    },
    async (request) => service.listStaffers(contextOf(request), request.query),
  );

  app.get(
    '/user/GetStudents',
    {
      config: admin,
      schema: { tags, querystring: StudentListQuerySchema, response: { 200: pageOf(StudentRowSchema) } },
    },
    async (request) => service.listStudents(contextOf(request), request.query),
  );

  app.get(
    '/user/getById/:id',
    { config: admin, schema: { tags, params: IdParamsSchema, response: { 200: UserDetailsSchema } } },
    async (request) => service.getUser(contextOf(request), request.params.id),
  );

  app.get(
    '/user/getUserDetails/:id',
    {
      // The person's teammates, the person themself and the school's admins (policy.ts).
      config: { access: 'teamMember' },
      schema: { tags, params: IdParamsSchema, response: { 200: PersonDetailsSchema } },
    },
    async (request) => service.getPersonDetails(contextOf(request), request.params.id),
  );

  app.post(
    '/user/save',
    { config: admin, schema: { tags, body: UserSaveSchema, response: { 200: UserDetailsSchema } } },
    async (request) => service.saveUser(contextOf(request), request.body),
  );

  app.delete(
    '/user/Delete/:id',
    { config: admin, schema: { tags, params: IdParamsSchema, response: { 200: DeletedIdSchema } } },
    async (request) => service.deleteUser(contextOf(request), request.params.id),
  );

  app.get(
    '/user/isUserEMailUnique',
    { config: admin, schema: { tags, querystring: EmailUniqueQuerySchema, response: { 200: z.boolean() } } },
    async (request) => service.isEmailUnique(contextOf(request), request.query.id, request.query.userId),
  );

  // The spec names the staff id check after teachers and the student id check after students.
  for (const [path, userTypeId] of [
    ['/user/isTeacherSISUnique/:id', UserType.Staffer],
    ['/user/isStudentSISUnique/:id', UserType.Student],
  ] as const) {
    app.get(
      path,
      {
        config: admin,
        schema: {
          tags,
          params: SisUniqueParamsSchema,
          querystring: UniqueCheckQuerySchema,
          response: { 200: z.boolean() },
        },
      },
      async (request) =>
        service.isThirdPartyIdUnique(contextOf(request), userTypeId, request.params.id, request.query.userId),
    );
  }
};

export default userRoutes;
