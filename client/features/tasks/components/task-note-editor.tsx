import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { NEW_ID_STRING } from '@shared/constants';
import { type TaskNoteForm, TaskNoteFormSchema, TaskNoteMessages } from '@shared/schemas/tasks';
import { DraftOffer } from '../../../components/draft-offer';
import { LoadingScreen } from '../../../components/loading-screen';
import { SaveErrorAlert } from '../../../components/save-error-alert';
import { useLocalDraft } from '../../../hooks/use-local-draft';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useSaveTaskNote } from '../api/save-task-note';
import { useToast } from '../../../components/toast';
import { RichTextEditor } from '../../../components/lazy-rich-text-editor';

// TipTap and ProseMirror load only on the screens that edit rich text.

/** The note being edited ('0' for a new one), its comment and the Version it was loaded at. */
export interface NoteDraft {
  id: string;
  comment: string;
  version?: number;
}

export const NEW_NOTE: NoteDraft = { id: NEW_ID_STRING, comment: '' };

interface TaskNoteEditorProps {
  taskId: string;
  draft: NoteDraft;
  /** Called once a note is saved or the edit is abandoned: the box goes back to a new note. */
  onDone: () => void;
  /** Loads the note being edited as it is now, after a save of a stale copy. */
  onReload: () => void;
}

/** The one rich-text box of /taskNotes: adds a note, or replaces the comment of the note being edited. */
export function TaskNoteEditor({ taskId, draft, onDone, onReload }: TaskNoteEditorProps) {
  const { enqueueSnackbar } = useToast();
  const saveNote = useSaveTaskNote(taskId);
  const editing = draft.id !== NEW_ID_STRING;
  const { control, handleSubmit, reset, trigger, setValue, formState } = useForm<TaskNoteForm>({
    resolver: zodResolver(TaskNoteFormSchema),
    mode: 'onBlur',
    defaultValues: { Comment: draft.comment },
  });
  const localDraft = useLocalDraft({
    scope: `task-note:${taskId}:${draft.id}`,
    stored: { Comment: draft.comment },
    current: { Comment: useWatch({ control, name: 'Comment' }) },
    dirty: formState.isDirty,
    onRestore: (values) => setValue('Comment', values.Comment, { shouldDirty: true }),
  });
  const { confirmLeave } = useUnsavedChanges(formState.isDirty, localDraft.clear);

  const sectionRef = useRef<HTMLElement>(null);

  // Edit loads the chosen note's comment into the box (spec section 4: task notes) and moves there, view
  // and keyboard focus both: below a long list of notes it would otherwise change out of sight.
  useEffect(() => {
    reset({ Comment: draft.comment });
    if (draft.id === NEW_ID_STRING) return;
    sectionRef.current?.scrollIntoView({ block: 'nearest' });
    sectionRef.current?.querySelector<HTMLElement>('[contenteditable="true"]')?.focus();
  }, [draft, reset]);

  // A failed save was about the note that was in the box: another note, or none, starts clean.
  const { reset: clearSaveError } = saveNote;
  useEffect(() => clearSaveError(), [draft.id, clearSaveError]);

  const handleSave = handleSubmit(async (values) => {
    try {
      await saveNote.mutateAsync({
        Id: draft.id,
        TaskId: taskId,
        Comment: values.Comment,
        Version: draft.version,
      });
      enqueueSnackbar(TaskNoteMessages.notesSaved, { variant: 'success' });
      // The box moves on to a new note: the saved note's draft goes now, not on a later render.
      localDraft.clear();
      reset({ Comment: '' });
      onDone();
    } catch {
      // The mutation's error state shows the server's message.
    }
  });

  return (
    <Paper
      variant="outlined"
      component="section"
      ref={sectionRef}
      aria-labelledby="task-note-editor"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleSave(event)}>
        <Typography id="task-note-editor" variant="h2">
          {editing ? 'Edit Note' : 'Add a Note'}
        </Typography>
        <SaveErrorAlert error={saveNote.error} onReload={onReload} />
        <DraftOffer draft={localDraft} />
        <Controller
          control={control}
          name="Comment"
          render={({ field, fieldState }) => (
            <Suspense fallback={<LoadingScreen label="Loading the editor" />}>
              <RichTextEditor
                label="Note"
                required
                value={field.value}
                onChange={(html) => {
                  field.onChange(html);
                  // Clear a shown error as soon as it is fixed, so the layout does not jump on blur.
                  if (fieldState.error) void trigger('Comment');
                }}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            </Suspense>
          )}
        />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" loading={saveNote.isPending}>
            Save
          </Button>
          {editing && (
            <Button
              onClick={() =>
                confirmLeave(() => {
                  reset({ Comment: '' });
                  onDone();
                })
              }
            >
              Cancel Edit
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
