import type {
  IdentityProvider,
  IdentityProviderSettings,
  SaveIdentityProviderCommand,
  TestDiscoveryResponse,
} from '@shared/schemas/sso';
import { SsoMessages } from '@shared/sso-messages';
import { badRequest, notFound, staleOrNotFound } from '../../errors';
import { encryptSecret } from '../../lib/secret-box';
import { type ServiceContext, withTransaction } from '../../plugins/service-context';
import { keyOf, postLogoutUrlOf, redirectUrlOf } from './config';
import { testDiscovery } from './oidc';
import { presentProvider } from './presenter';
import * as repo from './repository';

/**
 * The district's sign-in providers, managed by its super admins (there is no district admin role yet).
 * Every read and write is kept to the caller's district.
 */

export async function getSettings(ctx: ServiceContext): Promise<IdentityProviderSettings> {
  const { districtId } = ctx.auth;
  const [providers, schools] = await Promise.all([
    repo.listDistrictProviders(ctx.db, districtId),
    repo.listDistrictSchools(ctx.db, districtId),
  ]);
  return {
    Providers: providers.map(presentProvider),
    RedirectUrl: redirectUrlOf(ctx.env),
    PostLogoutRedirectUrl: postLogoutUrlOf(ctx.env),
    CanStoreSecrets: keyOf(ctx.env) !== null,
    Schools: schools.map((school) => ({ Id: school.id, Name: school.name })),
  };
}

export async function saveProvider(
  ctx: ServiceContext,
  command: SaveIdentityProviderCommand,
): Promise<IdentityProvider> {
  const key = keyOf(ctx.env);
  if (!key) throw badRequest(SsoMessages.noKey);
  const { districtId } = ctx.auth;
  const secret = command.ClientSecret.trim();
  if (command.Id === null && secret === '') throw badRequest('ClientSecret: A client secret is required');
  if (command.JitLocationId && !(await repo.isDistrictSchool(ctx.db, command.JitLocationId, districtId))) {
    throw badRequest('JitLocationId: choose a school of your district');
  }
  const values: repo.ProviderValues = {
    kind: command.Kind,
    displayName: command.DisplayName,
    issuerUrl: command.IssuerUrl.replace(/\/+$/, ''),
    clientId: command.ClientId,
    allowedDomains: [...new Set(command.AllowedDomains)],
    requireSso: command.RequireSso,
    jitLocationId: command.JitLocationId,
    enabled: command.Enabled,
  };
  const encrypted = secret === '' ? undefined : encryptSecret(key, secret);
  const id = await withTransaction(ctx, async (tx) => {
    if (command.Id === null) {
      return repo.insertProvider(tx.db, districtId, { ...values, clientSecretEncrypted: encrypted! });
    }
    const updated = await repo.updateProvider(
      tx.db,
      command.Id,
      districtId,
      { ...values, ...(encrypted && { clientSecretEncrypted: encrypted }) },
      command.Version,
    );
    if (!updated) throw staleOrNotFound(command.Version);
    return command.Id;
  });
  const saved = await repo.findProvider(ctx.db, id);
  return presentProvider(saved!);
}

export async function deleteProvider(ctx: ServiceContext, id: string): Promise<void> {
  const removed = await withTransaction(ctx, (tx) => repo.deleteProvider(tx.db, id, ctx.auth.districtId));
  if (!removed) throw notFound();
}

/** Reads the issuer's discovery document as a sign-in would and says what it found, or why it failed. */
export async function checkDiscovery(ctx: ServiceContext, issuerUrl: string): Promise<TestDiscoveryResponse> {
  try {
    const found = await testDiscovery(issuerUrl, ctx.env.SSO_TIMEOUT_MS);
    return {
      Ok: true,
      Message: `Found ${found.issuer}.`,
      Issuer: found.issuer,
      AuthorizationEndpoint: found.authorizationEndpoint,
      SupportsLogout: found.supportsLogout,
    };
  } catch (error) {
    ctx.log.info({ issuerUrl, err: error }, 'single sign-on discovery test failed');
    return {
      Ok: false,
      Message:
        'No OpenID Connect discovery document was found at that issuer URL, or it could not be reached. ' +
        'Check the URL: the document lives at the issuer URL followed by /.well-known/openid-configuration.',
      Issuer: null,
      AuthorizationEndpoint: null,
      SupportsLogout: false,
    };
  }
}

/** The signed-in person's linked accounts (My Account). */
export async function listMyLinks(ctx: ServiceContext) {
  const links = await repo.listLinksOf(ctx.db, ctx.auth.userId);
  return links.map((link) => ({
    ProviderName: link.providerName,
    EmailAddress: link.emailAddress,
    LinkedAt: link.linkedAt.toISOString(),
    LastUsedAt: link.lastUsedAt.toISOString(),
  }));
}
