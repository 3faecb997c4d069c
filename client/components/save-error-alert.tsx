import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { StaleCopyMessages } from '@shared/messages';
import { errorMessage, isStaleCopy } from '../lib/api-error';

interface SaveErrorAlertProps {
  /** The failed save's error; nothing shows without one. */
  error: unknown;
  /** The text to show for any other refusal (a form may have moved field errors under their fields). */
  message?: string | null;
  /** Loads the record as it is now into the form (useFormReload). */
  onReload?: () => void;
}

/**
 * Above an edit form: why its save failed. When someone else changed the record meanwhile (409), it says
 * so and offers Reload; the alert is announced when it appears and the button is next in the tab order.
 */
export function SaveErrorAlert({ error, message, onReload }: SaveErrorAlertProps) {
  if (!error) return null;
  if (isStaleCopy(error)) {
    return (
      <Alert
        severity="warning"
        role="alert"
        action={
          onReload && (
            <Button color="inherit" size="small" variant="outlined" onClick={onReload}>
              {StaleCopyMessages.reload}
            </Button>
          )
        }
      >
        {StaleCopyMessages.staleCopy}
      </Alert>
    );
  }
  const text = message === undefined ? errorMessage(error) : message;
  return text ? <Alert severity="error">{text}</Alert> : null;
}
