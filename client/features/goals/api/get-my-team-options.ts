import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Option } from '@shared/schemas/common';
import { api } from '../../../lib/api-client';
import { goalKeys } from './keys';

/** team/getForLoggedInUser: the caller's own teams, for a non-admin's Team Assignment choice. */
export const getMyTeamOptions = (signal?: AbortSignal) =>
  api.get<Option[]>('/team/getForLoggedInUser', { signal });

export const getMyTeamOptionsQueryOptions = () =>
  queryOptions({ queryKey: goalKeys.teamOptions('mine'), queryFn: ({ signal }) => getMyTeamOptions(signal) });

export const useMyTeamOptions = (enabled: boolean) =>
  useQuery({ ...getMyTeamOptionsQueryOptions(), enabled });
