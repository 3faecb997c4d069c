import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import { CalendarFeedMessages } from '@shared/schemas/calendar';
import { useToast } from '../../../components/toast';

/** The new feed link, read-only, with a Copy button; it is shown this once. */
export function FeedLinkField({ url }: { url: string }) {
  const { enqueueSnackbar } = useToast();
  const inputRef = useRef<HTMLInputElement>(null);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      enqueueSnackbar(CalendarFeedMessages.copied, { variant: 'success' });
    } catch {
      // No clipboard access (an insecure origin, a refused permission): select it for a manual copy.
      inputRef.current?.select();
      enqueueSnackbar('Copy the selected link with Ctrl+C (⌘C on a Mac).', { variant: 'info' });
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="Your calendar link"
          value={url}
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
      <Alert severity="info">Copy this link now: it will not be shown again.</Alert>
    </Stack>
  );
}
