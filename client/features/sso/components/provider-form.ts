import { z } from 'zod';
import { NONE_SELECTED } from '@shared/constants';
import {
  IDENTITY_PROVIDER_PRESETS,
  type IdentityProvider,
  type IdentityProviderKind,
  SaveIdentityProviderRequestSchema,
} from '@shared/schemas/sso';

/** How each kind is offered in the dialog and named in the list. */
export const KIND_LABELS: Record<IdentityProviderKind, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  oidc: 'Other OpenID Connect',
};

/** The school select's "None": nobody unknown gets an account. */
export const NO_SCHOOL = String(NONE_SELECTED);

const AllowedDomainsSchema = SaveIdentityProviderRequestSchema.shape.AllowedDomains;

/**
 * The dialog's fields: the request's, but with the domains typed into one field, separated by commas or
 * spaces. A domain's error shows under that field, not under an entry the form does not have.
 */
export const ProviderFormSchema = SaveIdentityProviderRequestSchema.omit({ Id: true, Version: true }).extend({
  AllowedDomains: z.string().transform((text, ctx) => {
    const parsed = AllowedDomainsSchema.safeParse(text.split(/[\s,]+/).filter(Boolean));
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message });
    return z.NEVER;
  }),
});
export type ProviderFormInput = z.input<typeof ProviderFormSchema>;
export type ProviderFormValues = z.output<typeof ProviderFormSchema>;

/** The provider's values, or a new Google provider's. The stored secret never comes back: blank keeps it. */
export function providerFormDefaults(provider: IdentityProvider | undefined): ProviderFormInput {
  const preset = IDENTITY_PROVIDER_PRESETS.google;
  return {
    Kind: provider?.Kind ?? 'google',
    DisplayName: provider?.DisplayName ?? preset.name,
    IssuerUrl: provider?.IssuerUrl ?? preset.issuerUrl,
    ClientId: provider?.ClientId ?? '',
    ClientSecret: '',
    AllowedDomains: provider?.AllowedDomains.join(', ') ?? '',
    RequireSso: provider?.RequireSso ?? false,
    JitLocationId: provider?.JitLocationId ?? NO_SCHOOL,
    Enabled: provider?.Enabled ?? true,
  };
}

/** Whether a field holds nothing the user typed: empty, or what some kind fills in. */
export const holdsPreset = (field: 'name' | 'issuerUrl', value: string): boolean =>
  value === '' || Object.values(IDENTITY_PROVIDER_PRESETS).some((preset) => preset[field] === value);
