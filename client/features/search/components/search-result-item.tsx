import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SearchHit } from '@shared/schemas/search';
import { formatDate } from '../../../lib/dates';
import { sameOriginPath } from '../../../lib/same-origin-path';
import { HighlightedSnippet } from './highlighted-snippet';

/** One result: its title as the link to what it is, the passage that matched, its team and date. */
export function SearchResultItem({ hit }: { hit: SearchHit }) {
  // The server sends app paths; anything else is shown, never followed.
  const link = sameOriginPath(hit.Link);
  return (
    <Stack component="li" spacing={0.5} sx={{ py: 1.5, minWidth: 0 }}>
      <Typography component="h3" sx={{ fontSize: '1.0625rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
        {link ? (
          <Link component={RouterLink} to={link}>
            {hit.Title}
          </Link>
        ) : (
          hit.Title
        )}
      </Typography>
      <HighlightedSnippet parts={hit.Snippet} />
      {(hit.TeamName || hit.Date) && (
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}
        >
          {hit.TeamName && <span>{hit.TeamName}</span>}
          {hit.Date && <time dateTime={hit.Date}>{formatDate(hit.Date)}</time>}
        </Typography>
      )}
    </Stack>
  );
}
