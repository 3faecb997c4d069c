import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token for a cookie or an e-mailed link, with the hash that is stored instead of it. */
export function createToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** Tokens are random and long, so a fast hash is enough: nothing to brute-force. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
