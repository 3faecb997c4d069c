import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Suspense } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  NOTE_TITLE_MAX,
  type StudentNoteCreateEditVM,
  type StudentNoteForm as StudentNoteFormValues,
  StudentNoteFormSchema,
  StudentNoteMessages,
} from '@shared/schemas/student-notes';
import { NEW_ID_STRING } from '@shared/constants';
import { DraftOffer } from '../../../components/draft-offer';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingScreen } from '../../../components/loading-screen';
import { href, paths } from '../../../config/paths';
import { useStudentNoteForm } from '../api/get-student-note-form';
import { useSaveStudentNote } from '../api/save-student-note';
import { LoadError } from '../../../components/load-error';
import { SaveErrorAlert } from '../../../components/save-error-alert';
import { useFormReload, useLoadedVersion } from '../../../hooks/use-edited-copy';
import { useLocalDraft } from '../../../hooks/use-local-draft';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { StudentHeader } from './student-header';
import { useToast } from '../../../components/toast';
import { RichTextEditor } from '../../../components/lazy-rich-text-editor';

// TipTap and ProseMirror load only on the screens that edit rich text.

interface StudentNoteFormProps {
  groupId: string;
  studentId: string;
  /** '0' for a new note. */
  noteId: string;
}

/** /createStudentNote/{groupId}/{studentId}/{noteId}: the note's title and rich text. */
export function StudentNoteForm({ groupId, studentId, noteId }: StudentNoteFormProps) {
  const form = useStudentNoteForm(noteId, studentId);
  const { formKey, reload } = useFormReload(form.refetch);
  if (form.isError) return <LoadError error={form.error} />;
  if (!form.data) return <LoadingScreen label="Loading the note" />;
  return (
    <NoteFormFields
      key={`${form.data.Id ?? 'new'}-${formKey}`}
      groupId={groupId}
      studentId={studentId}
      data={form.data}
      onReload={() => void reload()}
    />
  );
}

function NoteFormFields({
  groupId,
  studentId,
  data,
  onReload,
}: {
  groupId: string;
  studentId: string;
  data: StudentNoteCreateEditVM;
  onReload: () => void;
}) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToast();
  const saveNote = useSaveStudentNote();
  const [version] = useLoadedVersion(data.Version);
  const notesHref = href(paths.studentNotes, { groupId, userId: studentId });
  const { register, control, handleSubmit, formState, trigger, setValue } = useForm<StudentNoteFormValues>({
    resolver: zodResolver(StudentNoteFormSchema),
    mode: 'onBlur',
    defaultValues: { Title: data.Title, Note: data.Note },
  });
  const [title, note] = useWatch({ control, name: ['Title', 'Note'] });
  const draft = useLocalDraft({
    scope: `student-note:${studentId}:${data.Id ?? NEW_ID_STRING}`,
    stored: { Title: data.Title, Note: data.Note },
    current: { Title: title, Note: note },
    dirty: formState.isDirty,
    enabled: data.AllowedToEdit,
    onRestore: (values) => {
      setValue('Title', values.Title, { shouldDirty: true });
      setValue('Note', values.Note, { shouldDirty: true });
    },
  });
  const { allowLeave } = useUnsavedChanges(formState.isDirty, draft.clear);

  const handleSave = handleSubmit(async (values) => {
    try {
      await saveNote.mutateAsync({
        id: data.Id ?? '0',
        Title: values.Title,
        Note: values.Note,
        UserId: data.UserId,
        TeamId: data.TeamId ?? groupId,
        Version: version,
      });
      enqueueSnackbar(StudentNoteMessages.noteSaved, { variant: 'success' });
      allowLeave();
      await navigate(notesHref);
    } catch {
      // The mutation's error state shows the server's message.
    }
  });

  return (
    <Stack spacing={3}>
      <StudentHeader student={data} />
      {saveNote.isPending || saveNote.isSuccess ? (
        <LoadingScreen label="Saving the note" />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSave(event)}>
            {!data.AllowedToEdit && (
              <Alert severity="info">Only the note&apos;s author or an admin can change this note.</Alert>
            )}
            <SaveErrorAlert error={saveNote.error} onReload={onReload} />
            <DraftOffer draft={draft} />
            <FormTextField
              label="Title"
              required
              disabled={!data.AllowedToEdit}
              slotProps={{ htmlInput: { maxLength: NOTE_TITLE_MAX } }}
              registration={register('Title')}
              fieldError={formState.errors.Title}
            />
            <Controller
              control={control}
              name="Note"
              render={({ field, fieldState }) => (
                <Suspense fallback={<LoadingScreen label="Loading the editor" />}>
                  <RichTextEditor
                    label="Note"
                    required
                    disabled={!data.AllowedToEdit}
                    value={field.value}
                    onChange={(html) => {
                      field.onChange(html);
                      // Clear a shown error as soon as it is fixed, so the layout does not jump on blur.
                      if (fieldState.error) void trigger('Note');
                    }}
                    onBlur={field.onBlur}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  />
                </Suspense>
              )}
            />
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" disabled={!data.AllowedToEdit}>
                Save Note
              </Button>
              <Button onClick={() => void navigate(notesHref)}>Cancel</Button>
            </Stack>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
