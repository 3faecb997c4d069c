import {
  NO_VIDEO_INTEGRATION,
  VideoMeetingMessages,
  type VideoIntegrationStatus,
} from '@shared/schemas/video-meetings';
import { badRequest, HttpError } from '../../errors';
import type { AppContext, ServiceContext } from '../../plugins/service-context';
import { assertNotImpersonating } from '../../plugins/session-guards';
import { videoProviderOf, type VideoProviderConfig } from './config';
import { storeTokens } from './connection';
import { exchangeCode, ProviderError, revokeToken } from './provider-client';
import { deleteConnection, findConnection, type StoredConnection } from './repository';
import { canDecrypt, decryptSecret } from '../../lib/secret-box';
import { isOauthStateOf, oauthStateFor } from './secrets';

function requireProvider(ctx: AppContext): VideoProviderConfig {
  const config = videoProviderOf(ctx.env);
  if (!config) throw new HttpError(404, VideoMeetingMessages.notConfigured);
  return config;
}

export async function integrationStatus(ctx: ServiceContext): Promise<VideoIntegrationStatus> {
  const config = videoProviderOf(ctx.env);
  if (!config) return NO_VIDEO_INTEGRATION;
  const stored = await findConnection(ctx.db, ctx.auth.userId);
  // Tokens another key wrote (VIDEO_TOKEN_KEY changed) are as unusable as refused ones.
  const broken = !!stored && (!!stored.brokenAt || !canDecrypt(config.key, stored.accessToken));
  return { IsConfigured: true, IsConnected: !!stored && !broken, NeedsReconnect: broken };
}

/** Revokes a stored grant at the provider; best effort: a failure is logged, the caller goes on. */
async function revokeStored(ctx: AppContext, config: VideoProviderConfig, stored: StoredConnection) {
  try {
    await revokeToken(config, decryptSecret(config.key, stored.refreshToken ?? stored.accessToken));
  } catch (error) {
    ctx.log.warn({ err: error }, 'video provider token revocation failed; going on without it');
  }
}

/** The provider's consent page for this session; 404 when the integration is off. */
export function authorizeLink(ctx: ServiceContext) {
  const { auth } = ctx;
  assertNotImpersonating(auth);
  const config = requireProvider(ctx);
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', config.redirectUrl);
  url.searchParams.set('state', oauthStateFor(config.key, auth.userId, auth.sessionId));
  return { ClientId: config.clientId, AuthorizeUrl: url.toString() };
}

/** Finishes the OAuth flow: checks the state, trades the code for tokens and stores them encrypted. */
export async function connect(ctx: ServiceContext, code: string, state: string) {
  const { auth } = ctx;
  assertNotImpersonating(auth);
  const config = requireProvider(ctx);
  if (!isOauthStateOf(config.key, auth.userId, auth.sessionId, state))
    throw badRequest(VideoMeetingMessages.badState);
  const replaced = await findConnection(ctx.db, auth.userId);
  try {
    await storeTokens(ctx.db, config, auth.userId, await exchangeCode(config, code));
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ctx.log.warn({ status: error.status, kind: error.kind }, 'video provider refused the authorization code');
    if (error.kind === 'unauthorized') throw badRequest(VideoMeetingMessages.exchangeFailed);
    throw new HttpError(502, VideoMeetingMessages.providerUnreachable);
  }
  // The replaced grant would otherwise stay valid at the provider. A broken one was refused already.
  if (replaced && !replaced.brokenAt) await revokeStored(ctx, config, replaced);
  return integrationStatus(ctx);
}

/** Revokes at the provider (best effort: the user wants out either way) and forgets the tokens. */
export async function disconnect(ctx: ServiceContext) {
  assertNotImpersonating(ctx.auth);
  const config = requireProvider(ctx);
  const stored = await findConnection(ctx.db, ctx.auth.userId);
  if (stored) {
    await revokeStored(ctx, config, stored);
    await deleteConnection(ctx.db, ctx.auth.userId);
  }
  return integrationStatus(ctx);
}
