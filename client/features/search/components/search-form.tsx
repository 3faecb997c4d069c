import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useState } from 'react';
import { SEARCH_MAX_LENGTH, SearchMessages } from '@shared/schemas/search';

interface SearchFormProps {
  /** The words the results are for (the URL's q). */
  q: string;
  onSubmit: (q: string) => void;
  /** Kind, team and dates. */
  children: ReactNode;
}

/**
 * The screen's search landmark: the words with their Search button, then the filters. The words search when
 * submitted (Enter or Search); the filters apply as they change.
 */
export function SearchForm({ q, onSubmit, children }: SearchFormProps) {
  const [text, setText] = useState(q);
  const [error, setError] = useState<string>();
  // Back, Forward or the header's box changed the words: show them.
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    setText(q);
    setError(undefined);
  }
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = text.trim();
    // Refused rather than cut, like the server does: the user decides what to leave out.
    if (words.length > SEARCH_MAX_LENGTH) {
      setError(SearchMessages.tooLong);
      return;
    }
    setError(undefined);
    onSubmit(words);
  };
  const shownError = error ?? (q.length > SEARCH_MAX_LENGTH ? SearchMessages.tooLong : undefined);

  return (
    <Box component="form" role="search" aria-label="Search and filters" noValidate onSubmit={handleSubmit}>
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', maxWidth: 640 }}>
          <TextField
            type="search"
            label="Search for"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(shownError)}
            helperText={shownError}
            autoComplete="off"
            slotProps={{ htmlInput: { enterKeyHint: 'search' } }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<SearchIcon aria-hidden />}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            Search
          </Button>
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
