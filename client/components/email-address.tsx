import Box from '@mui/material/Box';
import { Fragment } from 'react';

/**
 * An e-mail address that wraps only after its "@" and its dots, never inside a name, however narrow the
 * screen (a part longer than the line still breaks rather than overflow).
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=[@.])/);
  return (
    <Box component="span" sx={{ overflowWrap: 'break-word', wordBreak: 'normal' }}>
      {parts.map((part, index) => (
        // The parts of one address never move, so their position is their key.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Box>
  );
}
