import type { Db } from '../../db/database';
import type { VideoProviderConfig } from './config';
import { refreshTokens, ProviderError, type TokenSet } from './provider-client';
import { findConnection, markConnectionBroken, saveConnection } from './repository';
import { decryptSecret, encryptSecret } from './secrets';

/** A token that expires this soon is refreshed first, so it cannot lapse during the provider call. */
const REFRESH_MARGIN_MS = 60_000;

/** Why a user's connection cannot be used: none stored, or a refused refresh left it broken. */
export class ConnectionProblem extends Error {
  constructor(readonly reason: 'notConnected' | 'broken') {
    super(`Video connection unusable: ${reason}`);
    this.name = 'ConnectionProblem';
  }
}

export function storeTokens(db: Db, config: VideoProviderConfig, userId: string, tokens: TokenSet) {
  return saveConnection(db, userId, {
    accessToken: encryptSecret(config.key, tokens.accessToken),
    refreshToken: tokens.refreshToken === null ? null : encryptSecret(config.key, tokens.refreshToken),
    expiresAt: tokens.expiresAt,
  });
}

/**
 * A usable access token of the user, refreshed (and the new pair stored) when it is about to expire. A
 * refused refresh marks the connection broken. Two saves refreshing at once may race; the loser's refresh
 * token is already rotated, so it is refused and the user reconnects: rare, and safe.
 */
export async function accessTokenOf(db: Db, config: VideoProviderConfig, userId: string): Promise<string> {
  const stored = await findConnection(db, userId);
  if (!stored) throw new ConnectionProblem('notConnected');
  if (stored.brokenAt) throw new ConnectionProblem('broken');
  const expiresSoon =
    stored.expiresAt !== null && stored.expiresAt.getTime() - Date.now() < REFRESH_MARGIN_MS;
  if (!expiresSoon) return decryptSecret(config.key, stored.accessToken);
  if (stored.refreshToken === null) return brokenConnection(db, userId);
  try {
    const fresh = await refreshTokens(config, decryptSecret(config.key, stored.refreshToken));
    await storeTokens(db, config, userId, fresh);
    return fresh.accessToken;
  } catch (error) {
    if (error instanceof ProviderError && error.kind === 'unauthorized') return brokenConnection(db, userId);
    throw error;
  }
}

async function brokenConnection(db: Db, userId: string): Promise<never> {
  await markConnectionBroken(db, userId);
  throw new ConnectionProblem('broken');
}
