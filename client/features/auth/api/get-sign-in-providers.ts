import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignInProvider } from '@shared/schemas/sso';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

export const getSignInProviders = (signal?: AbortSignal): Promise<SignInProvider[]> =>
  api.get<SignInProvider[]>('/sso/getSignInProviders', { signal, endsSessionOn401: false });

export const getSignInProvidersQueryOptions = () =>
  queryOptions({ queryKey: ['sign-in-providers'], queryFn: ({ signal }) => getSignInProviders(signal) });

/** The district's enabled single sign-on providers: a button each on the login page. */
export const useSignInProviders = () => useQuery(getSignInProvidersQueryOptions());

/**
 * sso/start/{id}: a navigation, not a call. The server sends the browser on to the provider's sign-in page,
 * which sends it back through the app's callback to `returnTo` (a path of this app).
 */
export const signInStartHref = (providerId: string, returnTo: string) =>
  `/api/v1/sso/start/${encodeURIComponent(providerId)}${toQueryString({ returnTo })}`;
