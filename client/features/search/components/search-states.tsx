import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What /search shows before any words are typed. */
export const SEARCH_PROMPT = 'Type a word to search meetings, agenda items, tasks, goals, teams and notes';

/** The words as the screen quotes them. */
export const quoted = (q: string) => `“${q}”`;

/** /search before any words: what it can find. */
export function SearchPrompt() {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography>{SEARCH_PROMPT}</Typography>
    </Paper>
  );
}

interface NoResultsProps {
  q: string;
  /** Whether kind, team or dates are set: the hint then suggests clearing them (Clear filters, above). */
  hasFilters: boolean;
}

/** A search that found nothing: the words, and what to try. */
export function NoResults({ q, hasFilters }: NoResultsProps) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={1.5}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>No results for {quoted(q)}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {hasFilters
            ? 'Check the spelling, try fewer words, or clear the filters.'
            : 'Check the spelling or try fewer words.'}
        </Typography>
      </Stack>
    </Paper>
  );
}
