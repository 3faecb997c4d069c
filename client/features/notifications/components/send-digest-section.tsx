import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useSendDigestNow } from '../api/send-digest-now';

const SEND_NOW = "Send today's digest now";

/** School Settings, Daily digest: today's digest to the whole school at once (a late start, a snow day). */
export function SendDigestSection() {
  const { enqueueSnackbar } = useToast();
  const send = useSendDigestNow();
  const [confirming, setConfirming] = useState(false);

  const handleSend = async () => {
    try {
      const { Message } = await send.mutateAsync();
      enqueueSnackbar(Message, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
    setConfirming(false);
  };

  return (
    <Paper
      component="section"
      aria-labelledby="daily-digest-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography id="daily-digest-heading" variant="h6" component="h2">
          Daily digest
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          On school days at 6:30 am, everyone with tasks overdue, due soon or newly assigned gets a digest of
          them, by e-mail or in the app as they have chosen. You can send today&apos;s now instead; nobody
          gets today&apos;s digest twice.
        </Typography>
        <Button variant="outlined" startIcon={<SendOutlinedIcon />} onClick={() => setConfirming(true)}>
          {SEND_NOW}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={`${SEND_NOW}?`}
        itemName="Today's daily digest, to everyone at the school"
        message="Everyone with tasks overdue, due soon or newly assigned gets today's digest now, as they have chosen to get it. Anyone who has already had it gets nothing more."
        confirmLabel="Send Now"
        confirmColor="primary"
        keepLabel="Not now"
        busy={send.isPending}
        onConfirm={() => void handleSend()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
