import Box from '@mui/material/Box';
import type { SearchHit } from '@shared/schemas/search';
import { SearchResultItem } from './search-result-item';

/** A group's or a page's results, one under the other, divided by rules. */
export function SearchResultList({ hits, label }: { hits: SearchHit[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        '& > li + li': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      {hits.map((hit) => (
        <SearchResultItem key={`${hit.Kind}-${hit.Id}`} hit={hit} />
      ))}
    </Box>
  );
}
