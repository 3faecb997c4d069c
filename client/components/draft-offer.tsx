import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import type { MouseEvent } from 'react';
import { UnsavedWorkMessages } from '@shared/messages';
import type { LocalDraft } from '../hooks/use-local-draft';
import { formatDateTime, formatTime } from '../lib/dates';

/** Today's draft by its time alone, an older one with its date; never broken across lines. */
const when = (savedAt: string) =>
  (dayjs(savedAt).isSame(dayjs(), 'day') ? formatTime(savedAt) : formatDateTime(savedAt)).replaceAll(
    ' ',
    '\u00a0',
  );

/** After the offer is answered (and gone), focus moves on to the form's first field. */
const focusFirstField = (button: HTMLElement) =>
  button
    .closest('form')
    ?.querySelector<HTMLElement>('[contenteditable="true"], textarea, input:not([type="hidden"])')
    ?.focus();

/**
 * "Restore unsaved draft from …?" with Restore and Discard, while a draft from an earlier visit waits.
 * Place it inside the form.
 */
export function DraftOffer({ draft }: { draft: LocalDraft }) {
  if (!draft.offer) return null;
  const answer = (choice: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    focusFirstField(event.currentTarget);
    choice();
  };
  return (
    <Alert severity="info" role="status">
      <Stack spacing={1}>
        <span>{UnsavedWorkMessages.restoreDraft(when(draft.offer.savedAt))}</span>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" size="small" onClick={answer(draft.restore)}>
            {UnsavedWorkMessages.restore}
          </Button>
          <Button variant="outlined" size="small" onClick={answer(draft.discard)}>
            {UnsavedWorkMessages.discard}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
