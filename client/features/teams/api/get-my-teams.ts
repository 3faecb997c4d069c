import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserType } from '@shared/constants';
import type { MyTeam } from '@shared/schemas/teams';
import { api } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** The caller's teams with their members, students left out (spec: called with type id 2). */
export const getMyTeams = (signal?: AbortSignal) =>
  api.get<MyTeam[]>(`/team/getMyTeamsWithUserTypeIdToExclude/${UserType.Student}`, { signal });

export const getMyTeamsQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.mine(), queryFn: ({ signal }) => getMyTeams(signal) });

export const useMyTeams = () => useQuery(getMyTeamsQueryOptions());
