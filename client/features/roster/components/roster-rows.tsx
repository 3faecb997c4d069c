import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RosterRow } from '@shared/schemas/roster';

interface RosterRowsProps {
  caption: string;
  rows: RosterRow[];
  /** The whole list's size, when `rows` holds only its first rows. */
  total: number;
  /** For the people not in the file: which are chosen for deactivation. */
  chosen?: ReadonlySet<string>;
  onToggle?: (userId: string) => void;
}

/** One list of a preview: line, who, detail and, for a change, each field's before and after. */
export function RosterRows({ caption, rows, total, chosen, onToggle }: RosterRowsProps) {
  const showsChanges = rows.some((row) => row.Changes.length > 0);
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone.
    <TableContainer tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" sx={{ '& caption': { captionSide: 'top' } }}>
        <caption>
          {caption}
          {total > rows.length && ` (the first ${rows.length} of ${total})`}
        </caption>
        <TableHead>
          <TableRow>
            {onToggle && <TableCell padding="checkbox">Deactivate</TableCell>}
            <TableCell>Line</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Details</TableCell>
            {showsChanges && <TableCell>Changes</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={`${row.Line ?? ''}-${row.UserId ?? index}`}>
              {onToggle && row.UserId && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={chosen?.has(row.UserId) ?? false}
                    onChange={() => onToggle(row.UserId!)}
                    slotProps={{ input: { 'aria-label': `Deactivate ${row.Name}` } }}
                  />
                </TableCell>
              )}
              <TableCell>{row.Line ?? '—'}</TableCell>
              <TableCell>{row.Name}</TableCell>
              {/* Wide enough to keep an address whole: on a phone the table scrolls instead. */}
              <TableCell sx={{ minWidth: '14rem', overflowWrap: 'break-word' }}>{row.Detail}</TableCell>
              {showsChanges && (
                <TableCell sx={{ minWidth: '12rem' }}>
                  {row.Changes.map((change) => (
                    <Typography key={change.Label} variant="body2">
                      {change.Label}: {change.Before || 'empty'} → {change.After || 'empty'}
                    </Typography>
                  ))}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
