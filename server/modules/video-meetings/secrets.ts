import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The OAuth state for one signed-in session: an HMAC of the user and session, so a code obtained by
 * someone else cannot be injected into this account (login CSRF) and no server-side state is needed.
 */
export function oauthStateFor(key: Buffer, userId: string, sessionId: string): string {
  return createHmac('sha256', key).update(`video-oauth:${userId}:${sessionId}`).digest('base64url');
}

export function isOauthStateOf(key: Buffer, userId: string, sessionId: string, state: string): boolean {
  const expected = Buffer.from(oauthStateFor(key, userId, sessionId));
  const given = Buffer.from(state);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
