import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CalendarFeedMessages, type CalendarFeedStatus } from '@shared/schemas/calendar';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingScreen } from '../../../components/loading-screen';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';
import { FeedLinkField } from './feed-link-field';
import { useToast } from '../../../components/toast';

/** My Account, Calendar feed: a secret link calendar apps subscribe to, listing the meetings of my teams. */
export function CalendarFeedPanel() {
  const feed = useCalendarFeed();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        Subscribe to this link from Google Calendar, Outlook or Apple Calendar to see the meetings of your
        teams in your own calendar. Anyone with the link can see those meetings, so keep it to yourself.
      </Typography>
      {feed.isPending ? (
        <LoadingScreen label="Loading the calendar feed" />
      ) : feed.isError ? (
        <Alert severity="error">{errorMessage(feed.error)}</Alert>
      ) : (
        <FeedActions status={feed.data} />
      )}
    </Stack>
  );
}

function FeedActions({ status }: { status: CalendarFeedStatus }) {
  const { enqueueSnackbar } = useToast();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  // The link exists only in this answer: the server keeps its hash.
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  // Both replacing and turning off end the current link, and every calendar subscribed to it.
  const [confirming, setConfirming] = useState(false);
  // Kept while the dialog closes, so its text does not change as it fades out.
  const [ending, setEnding] = useState<'replace' | 'turnOff'>('turnOff');
  const confirm = (action: 'replace' | 'turnOff') => {
    setEnding(action);
    setConfirming(true);
  };

  const handleCreate = async () => {
    try {
      setFeedUrl((await create.mutateAsync()).FeedUrl);
      setConfirming(false);
      enqueueSnackbar(CalendarFeedMessages.created, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  const handleRevoke = async () => {
    try {
      await revoke.mutateAsync();
      setFeedUrl(null);
      setConfirming(false);
      enqueueSnackbar(CalendarFeedMessages.turnedOff, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  return (
    <>
      {status.IsEnabled && status.CreatedAt && !feedUrl && (
        <Typography sx={{ color: 'text.secondary' }}>
          Your calendar link was created on {formatDate(status.CreatedAt)}. Create a new link if you have lost
          it; the old one stops working.
        </Typography>
      )}
      {feedUrl && <FeedLinkField url={feedUrl} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="contained"
          onClick={() => (status.IsEnabled ? confirm('replace') : void handleCreate())}
          loading={create.isPending && !confirming}
        >
          {status.IsEnabled ? 'Create a new link' : 'Create link'}
        </Button>
        {status.IsEnabled && (
          <Button variant="outlined" color="error" onClick={() => confirm('turnOff')}>
            Turn off
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        itemName="Your current calendar link"
        message={
          ending === 'replace'
            ? 'Calendars subscribed to the current link will stop receiving your meetings until you subscribe them to the new link.'
            : 'Calendars subscribed to this link will stop receiving your meetings.'
        }
        confirmLabel={ending === 'replace' ? 'Create a new link' : 'Turn off'}
        busy={create.isPending || revoke.isPending}
        onConfirm={() => void (ending === 'replace' ? handleCreate() : handleRevoke())}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
