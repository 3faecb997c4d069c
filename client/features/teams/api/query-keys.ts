import type { ListQuery } from '@shared/schemas/lists';
import { QueryRoot } from '../../../lib/query-roots';

/** Every teams query lives under ['teams'], so a change invalidates them all at once. */
export const teamKeys = {
  all: [QueryRoot.teams] as const,
  mine: () => ['teams', 'mine'] as const,
  filterOptions: () => ['teams', 'filter-options'] as const,
  detail: (teamId: string) => ['teams', 'detail', teamId] as const,
  managed: (query: ListQuery) => ['teams', 'managed', query] as const,
  candidates: () => ['teams', 'candidates'] as const,
};
