import type { SearchKind } from '@shared/schemas/search';

/**
 * One search as the screen asks it: the words, the filters and, with a kind, the page (from 0). The URL holds
 * the same values under the same names (search-url-state.ts).
 */
export interface SearchParams {
  q: string;
  kind?: SearchKind;
  teamId?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  page: number;
}

/** Query keys of the search feature: every search is stale together (results follow every other change). */
export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchParams) => ['search', 'results', params] as const,
};
