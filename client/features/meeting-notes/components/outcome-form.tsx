import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  MeetingNotesMessages,
  type OutcomeForm as OutcomeValues,
  OutcomeFormSchema,
} from '@shared/schemas/meeting-notes';
import { DraftOffer } from '../../../components/draft-offer';
import { LoadingScreen } from '../../../components/loading-screen';
import { NoteHtml } from '../../../components/note-html';
import { SaveErrorAlert } from '../../../components/save-error-alert';
import { useLoadedVersion } from '../../../hooks/use-edited-copy';
import { useLocalDraft } from '../../../hooks/use-local-draft';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useSaveOutcome } from '../api/save-outcome';
import { useToast } from '../../../components/toast';
import { RichTextEditor } from '../../../components/lazy-rich-text-editor';

// TipTap and ProseMirror load only on the screens that edit rich text.

interface OutcomeFormProps {
  agendaItemId: string;
  outcome: string;
  /** The agenda item's Version (the outcome is one of its fields). */
  version: number;
  allowedToTakeNotes: boolean;
  /** Where Save and Close goes: the meeting's agenda. */
  closeHref: string;
  onReload: () => void;
}

/** The Outcome section, headed the same whether it is edited or read. */
function OutcomeSection({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        Outcome
      </Typography>
      {children}
    </Paper>
  );
}

/** The item's Outcome: editable by those the server allows to take notes, read-only for the rest. */
export function OutcomeForm({
  agendaItemId,
  outcome,
  version,
  allowedToTakeNotes,
  closeHref,
  onReload,
}: OutcomeFormProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToast();
  const saveOutcome = useSaveOutcome();
  const [loadedVersion, setLoadedVersion] = useLoadedVersion(version);
  const { control, handleSubmit, reset, setValue, formState } = useForm<OutcomeValues>({
    resolver: zodResolver(OutcomeFormSchema),
    mode: 'onBlur',
    defaultValues: { Outcome: outcome },
  });
  const draft = useLocalDraft({
    scope: `meeting-notes:${agendaItemId}`,
    stored: { Outcome: outcome },
    current: { Outcome: useWatch({ control, name: 'Outcome' }) },
    dirty: formState.isDirty,
    enabled: allowedToTakeNotes,
    onRestore: (values) => setValue('Outcome', values.Outcome, { shouldDirty: true }),
  });
  const { allowLeave } = useUnsavedChanges(formState.isDirty, draft.clear);

  /** Save stays on the page; Save and Close returns to the agenda (spec section 2). */
  const save = (close: boolean) =>
    handleSubmit(async (values) => {
      try {
        const saved = await saveOutcome.mutateAsync({
          Id: agendaItemId,
          Outcome: values.Outcome,
          Version: loadedVersion,
        });
        enqueueSnackbar(MeetingNotesMessages.notesSaved, { variant: 'success' });
        if (close) {
          allowLeave();
          await navigate(closeHref);
        } else {
          // The form stays open: its next Save builds on this one.
          setLoadedVersion(saved.Version);
          reset(values);
        }
      } catch {
        // The mutation's error state shows the server's message.
      }
    });

  if (!allowedToTakeNotes) {
    return (
      <OutcomeSection>
        {outcome ? (
          <NoteHtml html={outcome} />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>No outcome has been recorded yet.</Typography>
        )}
      </OutcomeSection>
    );
  }

  if (saveOutcome.isPending) return <LoadingScreen label="Saving the meeting notes" />;

  return (
    <OutcomeSection>
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void save(false)(event)}>
        <SaveErrorAlert error={saveOutcome.error} onReload={onReload} />
        <DraftOffer draft={draft} />
        <Controller
          control={control}
          name="Outcome"
          render={({ field, fieldState }) => (
            <Suspense fallback={<LoadingScreen label="Loading the editor" />}>
              <RichTextEditor
                // The section is headed "Outcome"; the label says what goes in the editor.
                label="Outcome notes"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            </Suspense>
          )}
        />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained">
            Save
          </Button>
          <Button variant="outlined" onClick={(event) => void save(true)(event)}>
            Save and Close
          </Button>
        </Stack>
      </Stack>
    </OutcomeSection>
  );
}
