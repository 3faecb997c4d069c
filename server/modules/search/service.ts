import type { z } from 'zod';
import {
  SEARCH_GROUP_SIZE,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  type SearchGroup,
  type SearchQuerySchema,
  type SearchResults,
} from '@shared/schemas/search';
import type { ServiceContext } from '../../plugins/service-context';
import { presentHit } from './presenter';
import { searchRecords } from './repository';
import { searchText } from './search-text';

/**
 * GET search: without a kind, the overview (each kind's best few and its total); with one, a page of it.
 * Only what the caller may open is found or counted.
 */
export async function search(
  { db, auth, clock }: ServiceContext,
  query: z.output<typeof SearchQuerySchema>,
): Promise<SearchResults> {
  const count = query.kind ? SEARCH_PAGE_SIZE : SEARCH_GROUP_SIZE;
  const rows = await searchRecords(
    db,
    { auth, now: clock.now() },
    {
      text: searchText(query.q),
      kinds: query.kind ? [query.kind] : SEARCH_KINDS,
      teamId: query.teamId,
      from: query.from,
      to: query.to,
      first: query.page * count,
      count,
    },
  );
  const groups: SearchGroup[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (group?.Kind !== row.kind) {
      group = { Kind: row.kind, TotalCount: row.total, Items: [] };
      groups.push(group);
    }
    group.Items.push(presentHit(row, auth.isAdmin));
  }
  return { Groups: groups };
}
