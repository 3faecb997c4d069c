import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider on 127.0.0.1 for the single sign-on tests (issue 24): oidc-provider with its own
 * signing key, one confidential client, PKCE required, RP-initiated logout, and its development sign-in
 * page, where the "login" typed is the account's id. It stands in for Google or Microsoft.
 */

export interface LocalAccount {
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

export interface LocalOidcProvider {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** The accounts, by the id typed on the sign-in page; change them while the provider runs. */
  accounts: Map<string, LocalAccount>;
  close(): Promise<void>;
}

export const LOCAL_CLIENT_ID = 'plchub-test';
export const LOCAL_CLIENT_SECRET = 'a-local-test-secret-that-is-long-enough-for-hs256';

export async function startLocalOidcProvider(options: {
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  accounts: Record<string, LocalAccount>;
  port?: number;
}): Promise<LocalOidcProvider> {
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_, response) => {
    response.statusCode = 503;
    response.end();
  };
  const server = createServer((request, response) => handle(request, response));
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const issuerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map(Object.entries(options.accounts));

  // Its own signing key, made for this run (oidc-provider's built-in development keys are the same everywhere).
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuerUrl, {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'local-test-key', alg: 'RS256', use: 'sig' }] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        client_secret: LOCAL_CLIENT_SECRET,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // The address and name travel in the ID token, as Google's and Microsoft's do.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: ['openid', 'email', 'profile'],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    cookies: { keys: ['local-oidc-provider-cookie-key'] },
    // A first-party app: the person signs in and is not asked to consent again.
    async loadExistingGrant(ctx) {
      const { accountId } = ctx.oidc.session ?? {};
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          const given = account.givenName ?? 'Pat';
          const family = account.familyName ?? 'Example';
          return {
            sub: id,
            email: account.email,
            email_verified: account.emailVerified ?? true,
            given_name: given,
            family_name: family,
            name: `${given} ${family}`,
          };
        },
      };
    },
  });
  const answer = provider.callback();
  handle = (request, response) => {
    void answer(request, response);
  };

  return {
    issuerUrl,
    clientId: LOCAL_CLIENT_ID,
    clientSecret: LOCAL_CLIENT_SECRET,
    accounts,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
