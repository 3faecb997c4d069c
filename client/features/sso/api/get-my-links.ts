import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkedAccount } from '@shared/schemas/sso';
import { api } from '../../../lib/api-client';

export const getMyLinks = (signal?: AbortSignal): Promise<LinkedAccount[]> =>
  api.get<LinkedAccount[]>('/sso/getMyLinks', { signal });

export const getMyLinksQueryOptions = () =>
  queryOptions({ queryKey: ['sso-my-links'], queryFn: ({ signal }) => getMyLinks(signal) });

/** The provider accounts the signed-in person has signed in with (My Account). */
export const useMyLinks = () => useQuery(getMyLinksQueryOptions());
