import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { VideoMeetingMessages, type VideoIntegrationStatus } from '@shared/schemas/video-meetings';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingScreen } from '../../../components/loading-screen';
import { errorMessage } from '../../../lib/api-error';
import { useDisconnectVideoAccount } from '../api/disconnect-video-account';
import { useVideoIntegrationStatus } from '../api/get-video-integration-status';
import { useStartVideoConnection } from '../api/start-video-connection';
import { useToast } from '../../../components/toast';

/** My Account, Integrations: connect, reconnect or disconnect the video-meeting account. */
export function VideoIntegrationPanel() {
  const status = useVideoIntegrationStatus();
  if (status.isPending) return <LoadingScreen label="Loading the video meeting connection" />;
  if (status.isError) return <Alert severity="error">{errorMessage(status.error)}</Alert>;
  return <ConnectionState status={status.data} />;
}

function ConnectionState({ status }: { status: VideoIntegrationStatus }) {
  const { enqueueSnackbar } = useToast();
  const start = useStartVideoConnection();
  const disconnect = useDisconnectVideoAccount();
  const [confirming, setConfirming] = useState(false);

  if (!status.IsConfigured) return <Typography>{VideoMeetingMessages.notConfigured}</Typography>;

  const handleConnect = () =>
    start.mutate(undefined, {
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });

  const handleDisconnect = async () => {
    try {
      await disconnect.mutateAsync();
      enqueueSnackbar(VideoMeetingMessages.disconnected, { variant: 'success' });
      setConfirming(false);
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
  };

  // Connecting leaves the page, so the button stays busy until the browser goes.
  const connecting = start.isPending || start.isSuccess;
  if (status.IsConnected) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{VideoMeetingMessages.connected}</Typography>
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          Disconnect
        </Button>
        <ConfirmDialog
          open={confirming}
          itemName="Your video meeting account"
          message="Meetings already set up keep their join links. New video meetings need the account connected again."
          confirmLabel="Disconnect"
          busy={disconnect.isPending}
          onConfirm={() => void handleDisconnect()}
          onClose={() => setConfirming(false)}
        />
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {status.NeedsReconnect ? (
        <Alert severity="warning">{VideoMeetingMessages.needsReconnectHere}</Alert>
      ) : (
        <Typography>
          Connect your video meeting account to add a video meeting to the meetings you schedule.
        </Typography>
      )}
      <Button variant="contained" onClick={handleConnect} loading={connecting}>
        {status.NeedsReconnect ? 'Reconnect' : 'Connect'}
      </Button>
    </Stack>
  );
}
