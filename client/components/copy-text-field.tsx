import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import { useToast } from './toast';

interface CopyTextFieldProps {
  label: string;
  /** The address to paste elsewhere. */
  value: string;
  /** The toast once it is on the clipboard. */
  copiedMessage: string;
}

/** An address to paste elsewhere: read-only, selected when focused, with a Copy button. */
export function CopyTextField({ label, value, copiedMessage }: CopyTextFieldProps) {
  const { enqueueSnackbar } = useToast();
  const inputRef = useRef<HTMLInputElement>(null);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      enqueueSnackbar(copiedMessage, { variant: 'success' });
    } catch {
      // No clipboard access (an insecure origin, a refused permission): select it for a manual copy.
      inputRef.current?.select();
      enqueueSnackbar('Copy the selected link with Ctrl+C (⌘C on a Mac).', { variant: 'info' });
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        label={label}
        value={value}
        inputRef={inputRef}
        fullWidth
        size="small"
        onFocus={() => inputRef.current?.select()}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Button
        variant="outlined"
        startIcon={<ContentCopyIcon aria-hidden />}
        onClick={() => void handleCopy()}
        sx={{ flexShrink: 0 }}
      >
        Copy
      </Button>
    </Stack>
  );
}
