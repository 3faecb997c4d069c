import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  COMMENT_MAX,
  type StudentCommentForm,
  StudentCommentFormSchema,
  StudentNoteMessages,
} from '@shared/schemas/student-notes';
import { DraftOffer } from '../../../components/draft-offer';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingScreen } from '../../../components/loading-screen';
import { href, paths } from '../../../config/paths';
import { useComment } from '../api/get-comment';
import { useSaveComment } from '../api/save-comment';
import { LoadError } from '../../../components/load-error';
import { SaveErrorAlert } from '../../../components/save-error-alert';
import { useFormReload, useLoadedVersion } from '../../../hooks/use-edited-copy';
import { useLocalDraft } from '../../../hooks/use-local-draft';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useToast } from '../../../components/toast';

interface CommentFormProps {
  groupId: string;
  noteId: string;
  /** '0' for a new comment. */
  commentId: string;
}

const isNew = (id: string) => id === '0' || /^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(id);

/** /createStudentComment/{groupId}/{noteId}/{commentId}: one comment box and Save Comment. */
export function CommentForm({ groupId, noteId, commentId }: CommentFormProps) {
  const creating = isNew(commentId);
  const comment = useComment(commentId, !creating);
  const { formKey, reload } = useFormReload(comment.refetch);
  if (!creating && comment.isError) return <LoadError error={comment.error} />;
  if (!creating && !comment.data) return <LoadingScreen label="Loading the comment" />;
  return (
    <CommentFields
      key={`${commentId}-${formKey}`}
      groupId={groupId}
      noteId={noteId}
      commentId={creating ? '0' : commentId}
      initialComment={comment.data?.Comment ?? ''}
      allowedToEdit={creating || (comment.data?.AllowedToEdit ?? false)}
      version={comment.data?.Version}
      onReload={() => void reload()}
    />
  );
}

function CommentFields({
  groupId,
  noteId,
  commentId,
  initialComment,
  allowedToEdit,
  version,
  onReload,
}: CommentFormProps & {
  initialComment: string;
  allowedToEdit: boolean;
  version: number | undefined;
  onReload: () => void;
}) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToast();
  const saveComment = useSaveComment();
  const [loadedVersion] = useLoadedVersion(version);
  const commentsHref = href(paths.studentComments, { groupId, noteId });
  const { register, control, handleSubmit, formState, trigger, setValue } = useForm<StudentCommentForm>({
    resolver: zodResolver(StudentCommentFormSchema),
    mode: 'onBlur',
    defaultValues: { Comment: initialComment },
  });
  const draft = useLocalDraft({
    scope: `student-comment:${noteId}:${commentId}`,
    stored: { Comment: initialComment },
    current: { Comment: useWatch({ control, name: 'Comment' }) },
    dirty: formState.isDirty,
    enabled: allowedToEdit,
    onRestore: (values) => setValue('Comment', values.Comment, { shouldDirty: true }),
  });
  const { allowLeave } = useUnsavedChanges(formState.isDirty, draft.clear);

  const handleSave = handleSubmit(async (values) => {
    try {
      await saveComment.mutateAsync({
        Id: commentId,
        UserNoteId: noteId,
        Comment: values.Comment,
        Version: loadedVersion,
      });
      // The spec has one message for saving a comment, new or edited.
      enqueueSnackbar(StudentNoteMessages.commentCreated, { variant: 'success' });
      allowLeave();
      await navigate(commentsHref);
    } catch {
      // The mutation's error state shows the server's message.
    }
  });

  if (saveComment.isPending || saveComment.isSuccess) return <LoadingScreen label="Saving the comment" />;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSave(event)}>
          {!allowedToEdit && (
            <Alert severity="info">Only the comment&apos;s author or an admin can change this comment.</Alert>
          )}
          <SaveErrorAlert error={saveComment.error} onReload={onReload} />
          <DraftOffer draft={draft} />
          <FormTextField
            label="Comment"
            required
            multiline
            minRows={10}
            maxRows={20}
            disabled={!allowedToEdit}
            slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
            registration={register('Comment', {
              // Clear a shown error as soon as it is fixed, so the layout does not jump on blur.
              onChange: () => {
                if (formState.errors.Comment) void trigger('Comment');
              },
            })}
            fieldError={formState.errors.Comment}
          />
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={!allowedToEdit}>
              Save Comment
            </Button>
            <Button onClick={() => void navigate(commentsHref)}>Cancel</Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
