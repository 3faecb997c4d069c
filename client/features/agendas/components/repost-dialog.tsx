import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { AgendaScreenText } from './agenda-text';

interface RepostDialogProps {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Posting an agenda that is already posted e-mails everyone again: ask first. */
export function RepostDialog({ open, onConfirm, onClose }: RepostDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={descriptionId}>
      <DialogTitle id={titleId}>{AgendaScreenText.repostTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>{AgendaScreenText.repostMessage}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep it</Button>
        <Button onClick={onConfirm} variant="contained">
          Post Again
        </Button>
      </DialogActions>
    </Dialog>
  );
}
