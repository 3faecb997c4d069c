import type { Env } from '../../env';

/** The video-meeting provider's OAuth app and endpoints; null while the integration is off. */
export interface VideoProviderConfig {
  clientId: string;
  clientSecret: string;
  redirectUrl: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  apiBaseUrl: string;
  /** Encrypts the stored tokens and signs the OAuth state. */
  key: Buffer;
}

/** The integration is on only when the OAuth app is fully configured (env.ts requires the key with it). */
export function videoProviderOf(env: Env): VideoProviderConfig | null {
  const { ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET, ZOOM_REDIRECT_URL, VIDEO_TOKEN_KEY } = env;
  if (!ZOOM_CLIENT_ID || !ZOOM_CLIENT_SECRET || !ZOOM_REDIRECT_URL || !VIDEO_TOKEN_KEY) return null;
  return {
    clientId: ZOOM_CLIENT_ID,
    clientSecret: ZOOM_CLIENT_SECRET,
    redirectUrl: ZOOM_REDIRECT_URL,
    authorizeUrl: env.ZOOM_AUTHORIZE_URL,
    tokenUrl: env.ZOOM_TOKEN_URL,
    revokeUrl: env.ZOOM_REVOKE_URL,
    apiBaseUrl: env.ZOOM_API_BASE_URL.replace(/\/+$/, ''),
    key: Buffer.from(VIDEO_TOKEN_KEY, 'base64'),
  };
}
