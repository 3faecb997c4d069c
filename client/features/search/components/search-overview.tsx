import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { SEARCH_KIND_LABELS, type SearchGroup } from '@shared/schemas/search';
import { ARRIVAL_FOCUS } from '../../../hooks/use-arrival-focus';
import type { SearchParams } from '../api/keys';
import { searchHref } from './search-href';
import { SearchResultList } from './search-result-list';

/** A group's heading: its kind and how many results it has over all pages. */
export const groupHeading = (group: Pick<SearchGroup, 'Kind' | 'TotalCount'>) =>
  `${SEARCH_KIND_LABELS[group.Kind]} (${group.TotalCount})`;

function OverviewGroup({ group, params }: { group: SearchGroup; params: SearchParams }) {
  const headingId = useId();
  const label = SEARCH_KIND_LABELS[group.Kind];
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={0.5}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem' }}>
        {groupHeading(group)}
      </Typography>
      <SearchResultList hits={group.Items} label={label} />
      {group.TotalCount > group.Items.length && (
        <Link
          component={RouterLink}
          to={searchHref({ ...params, kind: group.Kind, page: 0 })}
          // The link goes with the overview: focus moves to the heading of the kind's results.
          state={ARRIVAL_FOCUS}
          sx={{ alignSelf: 'flex-start', fontWeight: 600 }}
        >
          Show all {group.TotalCount} {label.toLowerCase()}
        </Link>
      )}
    </Stack>
  );
}

/** Without a kind: each kind that has results, in the contract's order, with its first few and a way to all. */
export function SearchOverview({ groups, params }: { groups: SearchGroup[]; params: SearchParams }) {
  return (
    <Stack spacing={4}>
      {groups.map((group) => (
        <OverviewGroup key={group.Kind} group={group} params={params} />
      ))}
    </Stack>
  );
}
