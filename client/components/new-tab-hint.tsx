import Box from '@mui/material/Box';
import { visuallyHidden } from './visually-hidden';

/** Tells screen-reader users that a link opens a new tab; put it last inside the link's text. */
export function NewTabHint() {
  return (
    <Box component="span" sx={visuallyHidden}>
      {' '}
      (opens in a new tab)
    </Box>
  );
}
