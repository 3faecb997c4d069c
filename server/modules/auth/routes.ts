import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginCode } from '@shared/constants';
import { Messages } from '@shared/messages';
import {
  ChangePasswordRequestSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  SessionResponseSchema,
  UpdatePasswordRequestSchema,
} from '@shared/schemas/auth';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/auth';
import { contextOf, publicContextOf } from '../../plugins/service-context';
import { presentSession, presentSessionUser } from './presenter';
import * as service from './service';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitPerIp = { max: app.env.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  app.post(
    '/usermembership/login',
    {
      config: { access: 'anonymous', rateLimit: limitPerIp },
      schema: { tags: ['auth'], body: LoginRequestSchema, response: { 200: LoginResponseSchema } },
    },
    async (request, reply) => {
      const ctx = publicContextOf(request);
      const result = await service.login(
        ctx,
        { email: request.body.EmailAddress, password: request.body.Password },
        service.clientInfoOf(request),
      );
      if (result.code !== LoginCode.Success) return { Code: result.code, User: null };
      // A new token at every sign-in: a session id planted before sign-in is never promoted.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await service.logout(ctx, previous);
      setSessionCookie(request, reply, result.sessionToken);
      return { Code: result.code, User: await presentSessionUser(ctx, result.userId, result.locationId) };
    },
  );

  app.post(
    '/usermembership/logout',
    { config: { access: 'anonymous' }, schema: { tags: ['auth'], response: { 200: MessageResponseSchema } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await service.logout(publicContextOf(request), token);
      clearSessionCookie(reply);
      return { Message: 'Signed out' };
    },
  );

  app.get(
    '/usermembership/getSession',
    { config: { access: 'member' }, schema: { tags: ['auth'], response: { 200: SessionResponseSchema } } },
    async (request) => presentSession(contextOf(request)),
  );

  app.post(
    '/usermembership/ForgotPassword',
    {
      config: { access: 'anonymous', rateLimit: limitPerIp },
      schema: { tags: ['auth'], body: ForgotPasswordRequestSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      service.requestPasswordReset(publicContextOf(request), request.body.EmailAddress);
      return { Message: Messages.forgotPasswordSent };
    },
  );

  app.post(
    '/usermembership/UpdatePassword',
    {
      config: { access: 'anonymous', rateLimit: limitPerIp },
      schema: { tags: ['auth'], body: UpdatePasswordRequestSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await service.resetPassword(publicContextOf(request), request.body.Token, request.body.NewPassword);
      return { Message: Messages.passwordUpdated };
    },
  );

  app.post(
    '/usermembership/UpdatePasswordForLoggedInUser',
    {
      config: { access: 'member', rateLimit: limitPerIp },
      schema: { tags: ['auth'], body: ChangePasswordRequestSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const { NewPassword: newPassword, CurrentPassword: currentPassword } = request.body;
      await service.changePassword(
        contextOf(request),
        { newPassword, currentPassword },
        service.clientInfoOf(request),
      );
      return { Message: Messages.passwordUpdated };
    },
  );
};

export default authRoutes;
