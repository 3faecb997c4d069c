import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  /** The item about to go, shown under the title. */
  itemName: string;
  message: string;
  /** 'delete' titles the dialog 'You are about to delete:', 'cancel' 'You are about to cancel:'. */
  action?: 'delete' | 'cancel' | 'leave';
  /** A title of its own, for a confirmation that neither deletes nor cancels. */
  title?: string;
  confirmLabel?: string;
  /** Red for what destroys (the default); another colour for a step that can be undone. */
  confirmColor?: 'error' | 'success' | 'primary';
  /** The button that closes the dialog and changes nothing. */
  keepLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The dialog itself, in its own chunk: see ConfirmDialog. */
export default function ConfirmDialogView({
  open,
  itemName,
  message,
  action = 'delete',
  title = `You are about to ${action}:`,
  confirmLabel = action === 'delete' ? 'Delete' : 'Cancel Meeting',
  confirmColor = 'error',
  keepLabel = 'Keep it',
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 700, mb: 1 }}>{itemName}</Typography>
        <DialogContentText id={descriptionId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {keepLabel}
        </Button>
        <Button onClick={onConfirm} color={confirmColor} variant="contained" loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
