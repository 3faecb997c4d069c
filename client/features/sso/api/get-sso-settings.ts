import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdentityProviderSettings } from '@shared/schemas/sso';
import { api } from '../../../lib/api-client';

export const ssoSettingsQueryKey = ['sso-settings'] as const;

export const getSsoSettings = (signal?: AbortSignal): Promise<IdentityProviderSettings> =>
  api.get<IdentityProviderSettings>('/sso/getSettings', { signal });

export const getSsoSettingsQueryOptions = () =>
  queryOptions({ queryKey: ssoSettingsQueryKey, queryFn: ({ signal }) => getSsoSettings(signal) });

/**
 * sso/getSettings (super admins): the district's providers without their secrets, the addresses to register
 * at a provider, whether secrets can be stored, and the schools new accounts may be made at.
 */
export const useSsoSettings = () => useQuery(getSsoSettingsQueryOptions());
