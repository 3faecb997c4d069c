import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationMessages } from '@shared/schemas/notifications';
import { z } from 'zod';
import { publicContextOf } from '../../plugins/service-context';
import { unsubscribePage } from './unsubscribe-page';
import { checkUnsubscribeToken, unsubscribe, unsubscribeQuestion } from './unsubscribe-service';

// Tokens are 51 characters; the limit leaves the router's (100) room to refuse longer ones by this schema.
const params = z.object({ token: z.string().max(80) });
const anonymous = { access: 'anonymous' } as const;

/**
 * The unsubscribe link of every notice e-mail (outside /api/v1, no sign-in). GET asks (link scanners and
 * previews follow links, so a GET changes nothing); POST does it: the page's button, or a mail program's
 * one-click request (RFC 8058, body "List-Unsubscribe=One-Click").
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The one-click body is a form (urlencoded or multipart); it says nothing the token does not.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null),
  );

  app.get(
    '/unsubscribe/:token',
    { config: anonymous, schema: { hide: true, params } },
    async (request, reply) => {
      const check = await checkUnsubscribeToken(publicContextOf(request), request.params.token);
      void reply.type('text/html; charset=utf-8').code(check.valid ? 200 : 400);
      return check.valid
        ? unsubscribePage({
            heading: 'Stop these e-mails?',
            message: unsubscribeQuestion(check.kind),
            action: `/unsubscribe/${request.params.token}`,
          })
        : unsubscribePage({
            heading: 'This link does not work',
            message: NotificationMessages.unsubscribeInvalid,
          });
    },
  );

  app.post(
    '/unsubscribe/:token',
    { config: anonymous, schema: { hide: true, params } },
    async (request, reply) => {
      const outcome = await unsubscribe(publicContextOf(request), request.params.token);
      void reply.type('text/html; charset=utf-8').code(outcome.done ? 200 : 400);
      return unsubscribePage({
        heading: outcome.done ? 'You are unsubscribed' : 'This link does not work',
        message: outcome.message,
      });
    },
  );
};

export default unsubscribeRoutes;
