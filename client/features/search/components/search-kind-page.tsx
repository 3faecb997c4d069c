import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { SEARCH_KIND_LABELS, SEARCH_PAGE_SIZE, type SearchGroup } from '@shared/schemas/search';
import { ListPagination } from '../../../components/data-table';
import { useArrivalFocus } from '../../../hooks/use-arrival-focus';
import { groupHeading } from './search-overview';
import { SearchResultList } from './search-result-list';

interface SearchKindPageProps {
  group: SearchGroup;
  page: number;
  onPageChange: (page: number) => void;
}

/** With a kind: one page of its results (20), with the pages to move between. */
export function SearchKindPage({ group, page, onPageChange }: SearchKindPageProps) {
  const headingId = useId();
  // Reached through a Show all link, which leaves with the overview: the heading takes the focus.
  const headingRef = useArrivalFocus<HTMLHeadingElement>();
  const handlePageChange = (next: number) => {
    onPageChange(next);
    // The page's buttons stay, but the results they read from start again at the top.
    headingRef.current?.focus();
  };
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={0.5}>
      <Typography
        variant="h2"
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        sx={{ fontSize: '1.25rem', '&:focus': { outline: 'none' } }}
      >
        {groupHeading(group)}
      </Typography>
      <SearchResultList hits={group.Items} label={SEARCH_KIND_LABELS[group.Kind]} />
      <ListPagination
        paging={{
          page,
          pageSize: SEARCH_PAGE_SIZE,
          totalCount: group.TotalCount,
          onPageChange: handlePageChange,
        }}
      />
    </Stack>
  );
}
