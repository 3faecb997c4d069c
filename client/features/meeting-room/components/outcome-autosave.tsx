import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useRef, useState } from 'react';
import { LoadingScreen } from '../../../components/loading-screen';
import { NoteHtml } from '../../../components/note-html';
import { RichTextEditor } from '../../../components/lazy-rich-text-editor';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { errorMessage, isStaleCopy } from '../../../lib/api-error';
import { useSaveRoomOutcome } from '../api/save-room-outcome';

/** How long typing pauses before the outcome saves. */
const SAVE_AFTER_MS = 800;

type SaveState = 'saved' | 'unsaved' | 'saving' | 'conflict' | 'failed';
const STATE_TEXT: Record<SaveState, string> = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes…',
  saving: 'Saving…',
  conflict: 'Someone else changed this outcome',
  failed: 'Not saved',
};

interface OutcomeAutosaveProps {
  itemId: string;
  itemTitle: string;
  /** The outcome and its version as the room last read them. */
  outcome: string;
  version: number;
  editable: boolean;
}

/**
 * An item's outcome in the room: saved as you type (debounced, with the outcome's Version). Another
 * person's change shows at once while you have no unsaved edits; if you both typed, nothing is lost:
 * both versions show and you keep either.
 */
export function OutcomeAutosave({ itemId, itemTitle, outcome, version, editable }: OutcomeAutosaveProps) {
  const save = useSaveRoomOutcome();
  const [text, setText] = useState(outcome);
  const [state, setState] = useState<SaveState>('saved');
  const base = useRef({ text: outcome, version });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A newer outcome from the room replaces the editor's while it holds nothing of the user's own.
  useEffect(() => {
    if (version === base.current.version) return;
    if (text === base.current.text && state !== 'saving') {
      base.current = { text: outcome, version };
      setText(outcome);
    }
  }, [outcome, version, text, state]);

  // One save at a time: text typed while a save is on its way goes next, on the version that save
  // returns, so the user's own saves never conflict with each other.
  const inFlight = useRef(false);
  const queued = useRef<string | null>(null);
  const send = (value: string, onVersion: number) => {
    if (inFlight.current) {
      queued.current = value;
      return;
    }
    inFlight.current = true;
    setState('saving');
    save.mutate(
      { Id: itemId, Outcome: value, Version: onVersion },
      {
        onSuccess: (saved) => {
          inFlight.current = false;
          base.current = { text: value, version: saved.Version };
          const next = queued.current;
          queued.current = null;
          if (next !== null && next !== value) send(next, saved.Version);
          else setState((now) => (now === 'saving' ? 'saved' : now));
        },
        onError: (error) => {
          inFlight.current = false;
          queued.current = null;
          setState(isStaleCopy(error) ? 'conflict' : 'failed');
        },
      },
    );
  };
  // Leaving (or closing the tab) asks first while typed text has not reached the server.
  useUnsavedChanges(editable && state !== 'saved');

  const onChange = (value: string) => {
    setText(value);
    if (state === 'conflict') return;
    setState('unsaved');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(value, base.current.version), SAVE_AFTER_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!editable) {
    return outcome ? (
      <NoteHtml html={outcome} />
    ) : (
      <Typography sx={{ color: 'text.secondary' }}>No outcome has been recorded yet.</Typography>
    );
  }
  return (
    <Stack spacing={1}>
      {state === 'conflict' && (
        <Alert severity="warning" role="alert">
          <Stack spacing={1}>
            <span>
              Someone else saved this outcome while you were typing. Yours is still in the editor; keep one
              version:
            </span>
            <Typography variant="subtitle2" component="h4">
              Theirs
            </Typography>
            <NoteHtml html={outcome} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="contained" onClick={() => send(text, version)}>
                Keep mine
              </Button>
              <Button
                variant="outlined"
                onClick={() => {
                  base.current = { text: outcome, version };
                  setText(outcome);
                  setState('saved');
                }}
              >
                Use theirs
              </Button>
            </Stack>
          </Stack>
        </Alert>
      )}
      <Suspense fallback={<LoadingScreen label="Loading the editor" />}>
        <RichTextEditor label={`Outcome of ${itemTitle}`} value={text} onChange={onChange} />
      </Suspense>
      <Typography
        variant="body2"
        role="status"
        className="no-print"
        sx={{ color: state === 'failed' ? 'error.main' : 'text.secondary' }}
      >
        {state === 'failed' ? `${STATE_TEXT.failed}: ${errorMessage(save.error)}` : STATE_TEXT[state]}
      </Typography>
    </Stack>
  );
}
