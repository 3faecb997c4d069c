import { IdentityProviderKindSchema, type IdentityProvider, type SignInProvider } from '@shared/schemas/sso';
import type { ProviderRow } from './repository';

/** A provider as the settings screen shows it: never its secret, only that one is stored. */
export const presentProvider = (row: ProviderRow): IdentityProvider => ({
  Id: row.id,
  Kind: IdentityProviderKindSchema.parse(row.kind),
  DisplayName: row.displayName,
  IssuerUrl: row.issuerUrl,
  ClientId: row.clientId,
  HasClientSecret: row.clientSecretEncrypted !== '',
  AllowedDomains: row.allowedDomains,
  RequireSso: row.requireSso,
  JitLocationId: row.jitLocationId,
  Enabled: row.enabled,
  Version: row.version,
});

export const presentSignInProvider = (row: {
  id: string;
  kind: string;
  displayName: string;
}): SignInProvider => ({
  Id: row.id,
  Kind: IdentityProviderKindSchema.parse(row.kind),
  DisplayName: row.displayName,
});
