import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { RosterPreview } from '@shared/schemas/roster';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RosterRows } from './roster-rows';

interface RosterPreviewPanelProps {
  preview: RosterPreview;
  applying: boolean;
  onApply: (deactivateUserIds: string[]) => void;
}

/** What the upload would change, its errors by line, and Apply (with the deactivations the admin chose). */
export function RosterPreviewPanel({ preview, applying, onApply }: RosterPreviewPanelProps) {
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const toggle = (userId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(userId)) next.add(userId);
      return next;
    });
  const apply = () => (chosen.size > 0 ? setConfirming(true) : onApply([]));
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          Preview
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Summary">
          <Chip label={`${preview.NewCount} new`} />
          <Chip label={`${preview.ChangedCount} changed`} />
          <Chip label={`${preview.UnchangedCount} unchanged`} />
          <Chip label={`${preview.MissingCount} not in the file`} />
          <Chip
            label={`${preview.ErrorCount} ${preview.ErrorCount === 1 ? 'error' : 'errors'}`}
            color={preview.ErrorCount > 0 ? 'error' : 'default'}
          />
        </Stack>
        {preview.ErrorCount > 0 && (
          <>
            <Alert severity="error" role="alert">
              The file has {preview.ErrorCount === 1 ? 'an error' : `${preview.ErrorCount} errors`}. Fix{' '}
              {preview.ErrorCount === 1 ? 'it' : 'them'} in the file and upload it again; nothing is applied
              until the file is clean.
            </Alert>
            <TableContainer tabIndex={0} role="region" aria-label="Errors by line">
              <Table size="small" sx={{ '& caption': { captionSide: 'top' } }}>
                <caption>Errors by line</caption>
                <TableHead>
                  <TableRow>
                    <TableCell>Line</TableCell>
                    <TableCell>Column</TableCell>
                    <TableCell>Problem</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.Errors.map((error, index) => (
                    <TableRow key={index}>
                      <TableCell>{error.Line ?? '—'}</TableCell>
                      <TableCell>{[error.File, error.Field].filter(Boolean).join(' ') || '—'}</TableCell>
                      <TableCell>{error.Message}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
        {preview.New.length > 0 && <RosterRows caption="New" rows={preview.New} total={preview.NewCount} />}
        {preview.Changed.length > 0 && (
          <RosterRows caption="Changed" rows={preview.Changed} total={preview.ChangedCount} />
        )}
        {preview.Missing.length > 0 && (
          <RosterRows
            caption="In the school but not in the file: tick those to deactivate (nobody is deleted)"
            rows={preview.Missing}
            total={preview.MissingCount}
            chosen={chosen}
            onToggle={toggle}
          />
        )}
        {preview.Notes.map((note) => (
          <Typography key={note} variant="body2" color="text.secondary">
            {note}
          </Typography>
        ))}
        {preview.AllowedToApply && (
          <Stack direction="row">
            <Button variant="contained" onClick={apply} loading={applying} disabled={applying}>
              Apply
            </Button>
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Deactivate these people?"
        itemName={`${chosen.size} ${chosen.size === 1 ? 'person' : 'people'}`}
        message="They keep their records but can no longer be chosen for teams, meetings or tasks. You can make them active again from Manage Staff or Manage Students."
        confirmLabel="Apply and deactivate"
        busy={applying}
        onConfirm={() => {
          setConfirming(false);
          onApply([...chosen]);
        }}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
