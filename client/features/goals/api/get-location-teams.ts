import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Option } from '@shared/schemas/common';
import { api } from '../../../lib/api-client';
import { goalKeys } from './keys';

/** team/getByLocationId: every team of the school, for an admin's Team Assignment choice. */
export const getLocationTeams = (signal?: AbortSignal) =>
  api.get<Option[]>('/team/getByLocationId', { signal });

export const getLocationTeamsQueryOptions = () =>
  queryOptions({
    queryKey: goalKeys.teamOptions('location'),
    queryFn: ({ signal }) => getLocationTeams(signal),
  });

export const useLocationTeams = (enabled: boolean) =>
  useQuery({ ...getLocationTeamsQueryOptions(), enabled });
