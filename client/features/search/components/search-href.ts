import { paths } from '../../../config/paths';
import { toQueryString } from '../../../lib/query-string';
import type { SearchParams } from '../api/keys';

/**
 * The query string of a search as the URL holds it: the API's own names, only what is set, and a page only
 * with a kind (the overview has none). Free of Zod: the header builds its links with it.
 */
export const searchQueryString = ({ q, kind, teamId, from, to, page }: Partial<SearchParams>): string =>
  toQueryString({ q, kind, teamId, from, to, page: kind && page ? page : undefined });

/** The URL of /search showing the given search (the header's box, a group's Show all link). */
export const searchHref = (params: Partial<SearchParams>): string =>
  `${paths.search.path}${searchQueryString(params)}`;
