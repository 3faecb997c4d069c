import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@shared/schemas/common';
import {
  IdentityProviderSchema,
  IdentityProviderSettingsSchema,
  LinkedAccountsSchema,
  SaveIdentityProviderRequestSchema,
  SignInProvidersSchema,
  SsoCallbackQuerySchema,
  SsoLogoutResponseSchema,
  SsoStartQuerySchema,
  TestDiscoveryRequestSchema,
  TestDiscoveryResponseSchema,
} from '@shared/schemas/sso';
import type { SsoError } from '@shared/sso-messages';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/auth';
import { contextOf, publicContextOf } from '../../plugins/service-context';
import { clientInfoOf, logout } from '../auth';
import { SSO_BROWSER_COOKIE, SSO_COOKIE_PATH } from './config';
import * as settings from './settings-service';
import * as signIn from './sign-in-service';

const tags = ['sso'];
const superAdmin = { access: 'superAdmin' } as const;
/** A redirect's answer: no body; the Location header says where. */
const redirectResponse = { 302: z.null().describe('Redirect (Location header)') };

const backToLogin = (reply: FastifyReply, error: SsoError) => reply.redirect(`/login?sso=${error}`, 302);

function setBrowserCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SSO_BROWSER_COOKIE, token, {
    path: SSO_COOKIE_PATH,
    httpOnly: true,
    // Lax: sent on the provider's top-level redirect back, never on a cross-site subrequest.
    sameSite: 'lax',
    secure: request.protocol === 'https' || request.server.env.APP_URL.startsWith('https:'),
    maxAge: 10 * 60,
  });
}

/** sso/*: signing in through the district's OpenID Connect providers, and their settings. */
const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitPerIp = { max: app.env.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  app.get(
    '/sso/getSignInProviders',
    { config: { access: 'anonymous' }, schema: { tags, response: { 200: SignInProvidersSchema } } },
    async (request) => signIn.listSignInProviders(publicContextOf(request)),
  );

  app.get(
    '/sso/start/:id',
    {
      config: { access: 'anonymous', rateLimit: limitPerIp },
      schema: { tags, params: IdParamsSchema, querystring: SsoStartQuerySchema, response: redirectResponse },
    },
    async (request, reply) => {
      const started = await signIn.startSignIn(
        publicContextOf(request),
        request.params.id,
        request.query.returnTo,
      );
      if (!started.ok) return backToLogin(reply, started.error);
      setBrowserCookie(request, reply, started.browserToken);
      return reply.redirect(started.url, 302);
    },
  );

  app.get(
    '/sso/callback',
    {
      config: { access: 'anonymous', rateLimit: limitPerIp },
      schema: { tags, querystring: SsoCallbackQuerySchema, response: redirectResponse },
    },
    async (request, reply) => {
      const ctx = publicContextOf(request);
      const queryStart = request.url.indexOf('?');
      const result = await signIn.completeSignIn(
        ctx,
        {
          state: request.query.state,
          error: request.query.error,
          rawQuery: queryStart === -1 ? '' : request.url.slice(queryStart),
        },
        request.cookies[SSO_BROWSER_COOKIE],
        clientInfoOf(request),
      );
      reply.clearCookie(SSO_BROWSER_COOKIE, { path: SSO_COOKIE_PATH });
      if (!result.ok) return backToLogin(reply, result.error);
      // A new token at every sign-in, as for a password: a session id planted before is never promoted.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await logout(ctx, previous);
      setSessionCookie(request, reply, result.sessionToken);
      return reply.redirect(result.returnTo, 302);
    },
  );

  app.post(
    '/sso/logout',
    { config: { access: 'anonymous' }, schema: { tags, response: { 200: SsoLogoutResponseSchema } } },
    async (request, reply) => {
      const offer = await signIn.logoutWithOffer(publicContextOf(request), request.cookies[SESSION_COOKIE]);
      clearSessionCookie(reply);
      return {
        Message: 'Signed out',
        ProviderName: offer.providerName,
        ProviderLogoutUrl: offer.providerLogoutUrl,
      };
    },
  );

  app.get(
    '/sso/getMyLinks',
    { config: { access: 'member' }, schema: { tags, response: { 200: LinkedAccountsSchema } } },
    async (request) => settings.listMyLinks(contextOf(request)),
  );

  app.get(
    '/sso/getSettings',
    { config: superAdmin, schema: { tags, response: { 200: IdentityProviderSettingsSchema } } },
    async (request) => settings.getSettings(contextOf(request)),
  );

  app.post(
    '/sso/saveProvider',
    {
      config: superAdmin,
      schema: { tags, body: SaveIdentityProviderRequestSchema, response: { 200: IdentityProviderSchema } },
    },
    async (request) => settings.saveProvider(contextOf(request), request.body),
  );

  app.delete(
    '/sso/deleteProvider/:id',
    {
      config: superAdmin,
      schema: { tags, params: IdParamsSchema, response: { 200: z.object({ Id: z.uuid() }) } },
    },
    async (request) => {
      await settings.deleteProvider(contextOf(request), request.params.id);
      return { Id: request.params.id };
    },
  );

  app.post(
    '/sso/testDiscovery',
    {
      config: { ...superAdmin, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags, body: TestDiscoveryRequestSchema, response: { 200: TestDiscoveryResponseSchema } },
    },
    async (request) => settings.checkDiscovery(contextOf(request), request.body.IssuerUrl),
  );
};

export default ssoRoutes;
