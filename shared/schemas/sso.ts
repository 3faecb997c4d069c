import { z } from 'zod';
import { IdOrNewSchema, OptionalRefSchema } from './common';
import { VersionSchema } from './version';

/**
 * Single sign-on with the district's OpenID Connect providers (issue 24): the login page's buttons, the
 * super admin's provider settings, and the signed-in person's linked accounts.
 */

export const IDENTITY_PROVIDER_KINDS = ['google', 'microsoft', 'oidc'] as const;
export const IdentityProviderKindSchema = z.enum(IDENTITY_PROVIDER_KINDS);
export type IdentityProviderKind = z.infer<typeof IdentityProviderKindSchema>;

/** What each kind is called, and the issuer a new provider of the kind starts with. */
export const IDENTITY_PROVIDER_PRESETS: Record<IdentityProviderKind, { name: string; issuerUrl: string }> = {
  google: { name: 'Google', issuerUrl: 'https://accounts.google.com' },
  microsoft: { name: 'Microsoft', issuerUrl: 'https://login.microsoftonline.com/YOUR-TENANT-ID/v2.0' },
  oidc: { name: 'your school account', issuerUrl: '' },
};

/** sso/getSignInProviders (anonymous): the login page's buttons. Start one at sso/start/{Id}. */
export const SignInProviderSchema = z.object({
  Id: z.uuid(),
  Kind: IdentityProviderKindSchema,
  DisplayName: z.string(),
});
export type SignInProvider = z.infer<typeof SignInProviderSchema>;
export const SignInProvidersSchema = z.array(SignInProviderSchema);

/** sso/start/{id}?returnTo=: where the person goes once signed in, a path of this site. */
export const SsoStartQuerySchema = z.object({
  returnTo: z.string().max(2000).optional(),
});

/** sso/callback: the provider's answer (authorization code flow; an error answer has no code). */
export const SsoCallbackQuerySchema = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  iss: z.string().max(2000).optional(),
  session_state: z.string().max(2000).optional(),
  scope: z.string().max(2000).optional(),
  authuser: z.string().max(50).optional(),
  hd: z.string().max(255).optional(),
  prompt: z.string().max(200).optional(),
});

const LABEL = '[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?';
const DOMAIN = new RegExp(`^${LABEL}(\\.${LABEL})+$`);

/** One allowed e-mail domain, e.g. riverside.k12.ca.us (lower-cased, no @). */
export const EmailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^@/, ''))
  .pipe(z.string().max(253).regex(DOMAIN, 'Enter a domain such as riverside.k12.ca.us'));

const parsedUrl = (value: string): URL | null => (URL.canParse(value) ? new URL(value) : null);
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** The issuer's URL: https, or http on this machine (a provider for tests and development). */
export const IssuerUrlSchema = z
  .url('Enter the issuer URL')
  .trim()
  .max(500)
  .refine((value) => {
    const url = parsedUrl(value);
    return (
      url === null ||
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname))
    );
  }, 'The issuer URL must start with https://')
  .refine((value) => {
    const url = parsedUrl(value);
    return url === null || (url.search === '' && url.hash === '');
  }, 'The issuer URL takes no query or fragment');

/** One of sso/getSettings' providers (super admin): never its secret. */
export const IdentityProviderSchema = z.object({
  Id: z.uuid(),
  Kind: IdentityProviderKindSchema,
  DisplayName: z.string(),
  IssuerUrl: z.string(),
  ClientId: z.string(),
  /** A secret is stored (its value is never sent back). */
  HasClientSecret: z.boolean(),
  AllowedDomains: z.array(z.string()),
  /** Password sign-in is refused for addresses in AllowedDomains (super admins keep theirs). */
  RequireSso: z.boolean(),
  /** Where unknown addresses of an allowed domain get a plain staff account; null: nobody is created. */
  JitLocationId: z.uuid().nullable(),
  Enabled: z.boolean(),
  Version: VersionSchema,
});
export type IdentityProvider = z.infer<typeof IdentityProviderSchema>;

export const IdentityProviderSettingsSchema = z.object({
  Providers: z.array(IdentityProviderSchema),
  /** What to register at the provider as the redirect (callback) URL. */
  RedirectUrl: z.string(),
  /** Where the provider may send people after signing out of it. */
  PostLogoutRedirectUrl: z.string(),
  /** False while SSO_SECRET_KEY is unset: nothing can be saved. */
  CanStoreSecrets: z.boolean(),
  Schools: z.array(z.object({ Id: z.uuid(), Name: z.string() })),
});
export type IdentityProviderSettings = z.infer<typeof IdentityProviderSettingsSchema>;

/** sso/saveProvider: Id '0' (or the other "new" sentinels) adds one. An empty ClientSecret keeps the stored one. */
export const SaveIdentityProviderRequestSchema = z.object({
  Id: IdOrNewSchema,
  Kind: IdentityProviderKindSchema,
  DisplayName: z.string().trim().min(1, 'A button name is required').max(60, 'At most 60 characters'),
  IssuerUrl: IssuerUrlSchema,
  ClientId: z.string().trim().min(1, 'A client ID is required').max(300),
  ClientSecret: z.string().max(1000).default(''),
  AllowedDomains: z
    .array(EmailDomainSchema)
    .min(1, 'Allow at least one e-mail domain')
    .max(20, 'At most 20 domains'),
  RequireSso: z.boolean().default(false),
  JitLocationId: OptionalRefSchema,
  Enabled: z.boolean().default(true),
  Version: VersionSchema.optional(),
});
export type SaveIdentityProviderRequest = z.input<typeof SaveIdentityProviderRequestSchema>;
export type SaveIdentityProviderCommand = z.output<typeof SaveIdentityProviderRequestSchema>;

/** sso/testDiscovery: fetches the issuer's discovery document as a sign-in would. */
export const TestDiscoveryRequestSchema = z.object({ IssuerUrl: IssuerUrlSchema });
export type TestDiscoveryRequest = z.infer<typeof TestDiscoveryRequestSchema>;
export const TestDiscoveryResponseSchema = z.object({
  Ok: z.boolean(),
  Message: z.string(),
  Issuer: z.string().nullable(),
  AuthorizationEndpoint: z.string().nullable(),
  SupportsLogout: z.boolean(),
});
export type TestDiscoveryResponse = z.infer<typeof TestDiscoveryResponseSchema>;

/** sso/getMyLinks: the provider accounts linked to the signed-in person (My Account). */
export const LinkedAccountSchema = z.object({
  ProviderName: z.string(),
  EmailAddress: z.string(),
  LinkedAt: z.iso.datetime({ offset: true }),
  LastUsedAt: z.iso.datetime({ offset: true }),
});
export const LinkedAccountsSchema = z.array(LinkedAccountSchema);
export type LinkedAccount = z.infer<typeof LinkedAccountSchema>;

/**
 * sso/logout: ends this session like usermembership/logout, and offers the provider's own sign-out when the
 * session began there and the provider supports RP-initiated logout.
 */
export const SsoLogoutResponseSchema = z.object({
  Message: z.string(),
  ProviderName: z.string().nullable(),
  ProviderLogoutUrl: z.string().nullable(),
});
export type SsoLogoutResponse = z.infer<typeof SsoLogoutResponseSchema>;
