import type { Db } from '../../db/database';
import type { VideoProviderConfig } from './config';
import { refreshTokens, ProviderError, type TokenSet } from './provider-client';
import { findConnection, markConnectionBroken, saveConnection, type StoredConnection } from './repository';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';

/** A token that expires this soon is refreshed first, so it cannot lapse during the provider call. */
const REFRESH_MARGIN_MS = 60_000;

/** Why a user's connection cannot be used: none stored, or refused / unreadable tokens left it broken. */
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

const isRefused = (error: unknown) => error instanceof ProviderError && error.kind === 'unauthorized';

async function brokenConnection(db: Db, userId: string): Promise<never> {
  await markConnectionBroken(db, userId);
  throw new ConnectionProblem('broken');
}

/**
 * A stored token in clear. One that no longer decrypts (VIDEO_TOKEN_KEY changed, a corrupt row) can never
 * be used again: the connection is broken and the user reconnects.
 */
async function readToken(db: Db, config: VideoProviderConfig, userId: string, stored: string) {
  try {
    return decryptSecret(config.key, stored);
  } catch {
    return brokenConnection(db, userId);
  }
}

/** Trades the refresh token for a new pair and stores it; a refused refresh breaks the connection. */
async function refreshedAccessToken(
  db: Db,
  config: VideoProviderConfig,
  userId: string,
  stored: StoredConnection,
): Promise<string> {
  if (stored.refreshToken === null) return brokenConnection(db, userId);
  const refreshToken = await readToken(db, config, userId, stored.refreshToken);
  try {
    const fresh = await refreshTokens(config, refreshToken);
    await storeTokens(db, config, userId, fresh);
    return fresh.accessToken;
  } catch (error) {
    if (isRefused(error)) return brokenConnection(db, userId);
    throw error;
  }
}

/**
 * Runs a provider call with a usable access token of the user, refreshed first when it is about to expire.
 * A token the provider refuses before its expiry (revoked, rotated) gets one refresh and one retry; only a
 * refused refresh, or a fresh token refused too, marks the connection broken. Two saves refreshing at once
 * may race; the loser's refresh token is already rotated, so it is refused and the user reconnects: rare,
 * and safe.
 */
export async function withAccessToken<T>(
  db: Db,
  config: VideoProviderConfig,
  userId: string,
  call: (accessToken: string) => Promise<T>,
): Promise<T> {
  const stored = await findConnection(db, userId);
  if (!stored) throw new ConnectionProblem('notConnected');
  if (stored.brokenAt) throw new ConnectionProblem('broken');
  let refreshed = stored.expiresAt !== null && stored.expiresAt.getTime() - Date.now() < REFRESH_MARGIN_MS;
  let accessToken = refreshed
    ? await refreshedAccessToken(db, config, userId, stored)
    : await readToken(db, config, userId, stored.accessToken);
  for (;;) {
    try {
      return await call(accessToken);
    } catch (error) {
      if (!isRefused(error)) throw error;
      if (refreshed) return brokenConnection(db, userId);
      refreshed = true;
      accessToken = await refreshedAccessToken(db, config, userId, stored);
    }
  }
}
