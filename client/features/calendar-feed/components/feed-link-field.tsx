import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { CalendarFeedMessages } from '@shared/schemas/calendar';
import { CopyTextField } from '../../../components/copy-text-field';

/** The new feed link, read-only, with a Copy button; it is shown this once. */
export function FeedLinkField({ url }: { url: string }) {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <CopyTextField label="Your calendar link" value={url} copiedMessage={CalendarFeedMessages.copied} />
      <Alert severity="info">Copy this link now: it will not be shown again.</Alert>
    </Stack>
  );
}
