import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { LoadingScreen } from '../../../components/loading-screen';
import { href, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useFormReload } from '../../../hooks/use-edited-copy';
import { useMeetingNotes } from '../api/get-meeting-notes';
import { FinishedSwitch } from './finished-switch';
import { ItemTasks } from './item-tasks';
import { NotesHeader } from './notes-header';
import { OutcomeForm } from './outcome-form';

interface MeetingNotesScreenProps {
  agendaItemId: string;
  meetingId: string;
}

/** /meetingNotes/{agendaItemId}/{meetingId}: one agenda item's outcome and tasks. */
export function MeetingNotesScreen({ agendaItemId, meetingId }: MeetingNotesScreenProps) {
  const notes = useMeetingNotes(agendaItemId);
  const { formKey, reload } = useFormReload(notes.refetch);
  const agendaHref = href(paths.meetingAgenda, { meetingId: notes.data?.MeetingId ?? meetingId });

  return (
    <Stack spacing={3}>
      {notes.isError ? (
        <Alert severity="error">{errorMessage(notes.error)}</Alert>
      ) : !notes.data ? (
        <LoadingScreen label="Loading the meeting notes" />
      ) : (
        <>
          <NotesHeader notes={notes.data} />
          <FinishedSwitch
            itemId={notes.data.AgendaItemId}
            finished={notes.data.IsFinished}
            allowed={notes.data.AllowedToTakeNotes}
          />
          <OutcomeForm
            key={`${notes.data.AgendaItemId}-${formKey}`}
            agendaItemId={notes.data.AgendaItemId}
            outcome={notes.data.AgendaItemOutcome}
            version={notes.data.Version}
            onReload={() => void reload()}
            allowedToTakeNotes={notes.data.AllowedToTakeNotes}
            closeHref={agendaHref}
          />
          <ItemTasks notes={notes.data} />
        </>
      )}
    </Stack>
  );
}
