import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ActionButton, type PageAction } from './page-action';

interface EmptyStateProps {
  /** The spec's sentence for this empty list. */
  message: string;
  /** The next step, for those the server lets take it. */
  action?: PageAction;
  /** In its own box (a list on its own), or bare (a list inside a card). */
  framed?: boolean;
}

/** What a list shows when it has nothing: the spec's sentence and, where the user may take it, the next step. */
export function EmptyState({ message, action, framed = true }: EmptyStateProps) {
  const content = (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{message}</Typography>
      {action && <ActionButton action={action} variant="outlined" />}
    </Stack>
  );
  return framed ? (
    <Paper variant="outlined" sx={{ p: 3 }}>
      {content}
    </Paper>
  ) : (
    content
  );
}
