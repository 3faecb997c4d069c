import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/**
 * An OpenID issuer on 127.0.0.1 whose ID tokens the test chooses: a valid one, or one expired, for another
 * audience, from another issuer, unsigned (alg none), with another nonce, or signed by a key it published
 * only later (key rotation). Real HTTP and real JWTs, so openid-client checks them as it would Google's.
 * oidc-provider (local-oidc-provider.ts) cannot be made to sign a wrong token; this can.
 */

export type TokenFlaw =
  'none' | 'expired' | 'wrongAudience' | 'wrongIssuer' | 'unsigned' | 'wrongNonce' | 'unverifiedEmail';

export interface CraftedTokenIssuer {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** The next tokens' flaw and whom they are about. */
  flaw: TokenFlaw;
  subject: string;
  email: string;
  /** Signs from now on with a new key, published beside the old one (the client must fetch it). */
  rotateKey(): Promise<void>;
  close(): Promise<void>;
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function newKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function startCraftedTokenIssuer(): Promise<CraftedTokenIssuer> {
  const keys = [await newKey()];
  /** The nonce each issued code was asked with. */
  const codes = new Map<string, string>();
  const server = createServer((request, response) => {
    void answer(request, response).catch(() => {
      response.statusCode = 500;
      response.end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const issuer: CraftedTokenIssuer = {
    issuerUrl,
    clientId: 'crafted-client',
    clientSecret: 'crafted-secret',
    flaw: 'none',
    subject: 'crafted-subject',
    email: 'someone@example.org',
    async rotateKey() {
      keys.unshift(await newKey());
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };

  async function idToken(nonce: string): Promise<string> {
    const { flaw } = issuer;
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: issuer.subject,
      email: issuer.email,
      email_verified: flaw !== 'unverifiedEmail',
      nonce: flaw === 'wrongNonce' ? 'another-nonce' : nonce,
      given_name: 'Crafted',
      family_name: 'Token',
    };
    if (flaw === 'unsigned') {
      return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, iss: issuerUrl, aud: issuer.clientId, iat: now, exp: now + 300 })}.`;
    }
    const [key] = keys;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: key!.kid, typ: 'JWT' })
      .setIssuer(flaw === 'wrongIssuer' ? 'https://accounts.example.com' : issuerUrl)
      .setAudience(flaw === 'wrongAudience' ? 'another-client' : issuer.clientId)
      .setIssuedAt(flaw === 'expired' ? now - 7200 : now)
      .setExpirationTime(flaw === 'expired' ? now - 3600 : now + 300)
      .sign(key!.privateKey);
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', issuerUrl);
    const json = (body: object) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json({
        issuer: issuerUrl,
        authorization_endpoint: `${issuerUrl}/authorize`,
        token_endpoint: `${issuerUrl}/token`,
        jwks_uri: `${issuerUrl}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') return json({ keys: keys.map((key) => key.publicJwk) });
    if (url.pathname === '/authorize') {
      // Signs the person straight in: the answer, not the sign-in page, is what these tests are about.
      const code = randomBytes(16).toString('hex');
      codes.set(code, url.searchParams.get('nonce') ?? '');
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.statusCode = 302;
      response.setHeader('location', back.href);
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      let body = '';
      for await (const chunk of request) body += chunk;
      const form = new URLSearchParams(body);
      const nonce = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (nonce === undefined || form.get('client_secret') !== issuer.clientSecret) {
        response.statusCode = 400;
        return json({ error: 'invalid_grant' });
      }
      return json({
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        expires_in: 300,
        id_token: await idToken(nonce),
      });
    }
    response.statusCode = 404;
    response.end();
  }

  return issuer;
}
