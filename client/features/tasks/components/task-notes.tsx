import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type TaskNote, TaskNoteMessages } from '@shared/schemas/tasks';
import { ActionSlot } from '../../../components/action-slot';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn, NoWrap } from '../../../components/data-table';
import { LoadingScreen } from '../../../components/loading-screen';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useDeleteTaskNote } from '../api/delete-task-note';
import { useTaskNotes } from '../api/get-task-notes';
import { NoteHtml } from '../../../components/note-html';
import { useFormReload } from '../../../hooks/use-edited-copy';
import { unsavedWork } from '../../../hooks/use-unsaved-changes';
import { NEW_NOTE, type NoteDraft, TaskNoteEditor } from './task-note-editor';
import { useToast } from '../../../components/toast';

const draftOf = (note: TaskNote): NoteDraft => ({
  id: note.Id,
  comment: note.Comment,
  version: note.Version,
});

/** /taskNotes/{taskId}: the task, its notes newest first, and the box that adds or edits one. */
export function TaskNotes({ taskId }: { taskId: string }) {
  const { enqueueSnackbar } = useToast();
  const notes = useTaskNotes(taskId);
  const deleteNote = useDeleteTaskNote(taskId);
  const [draft, setDraft] = useState<NoteDraft>(NEW_NOTE);
  const [noteToDelete, setNoteToDelete] = useState<TaskNote | null>(null);
  // After a save of a stale copy: the note being edited as it is now (a new note if it has gone).
  const { formKey, reload } = useFormReload(async (options) => {
    const fresh = (await notes.refetch(options)).data?.TaskNotes.find((note) => note.Id === draft.id);
    setDraft(fresh ? draftOf(fresh) : NEW_NOTE);
  });

  if (notes.isError) return <Alert severity="error">{errorMessage(notes.error)}</Alert>;
  if (!notes.data) return <LoadingScreen label="Loading the task's notes" />;

  const handleDelete = () => {
    if (!noteToDelete) return;
    deleteNote.mutate(noteToDelete.Id, {
      onSuccess: () => {
        enqueueSnackbar(TaskNoteMessages.noteDeleted, { variant: 'success' });
        // A deleted note can no longer be the one in the box.
        if (draft.id === noteToDelete.Id) setDraft(NEW_NOTE);
        setNoteToDelete(null);
      },
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });
  };

  const columns: DataTableColumn<TaskNote>[] = [
    {
      id: 'note',
      label: 'Note',
      render: (note) => (
        <Stack spacing={0.5} sx={{ minWidth: { sm: 240 } }}>
          {/* On a phone the author and date columns are hidden; the note carries them instead. */}
          <Typography variant="body2" sx={{ color: 'text.secondary', display: { xs: 'block', sm: 'none' } }}>
            {note.CreatedByFInitialLastName}, <NoWrap>{formatDate(note.CommentDate)}</NoWrap>
          </Typography>
          <NoteHtml html={note.Comment} />
        </Stack>
      ),
    },
    { id: 'author', label: 'Posted By', hideOnPhone: true, render: (note) => note.CreatedByFInitialLastName },
    {
      id: 'date',
      label: 'Date',
      hideOnPhone: true,
      noWrap: true,
      render: (note) => formatDate(note.CommentDate),
    },
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (note, rows) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <ActionSlot shown={note.AllowedToEdit} inList={rows.some((other) => other.AllowedToEdit)}>
            <Tooltip title="Edit note">
              <IconButton
                aria-label={`Edit note by ${note.CreatedByFInitialLastName} from ${formatDate(note.CommentDate)}`}
                // The box's unsaved text would be replaced: asks first.
                onClick={() => unsavedWork.confirmLeave(() => setDraft(draftOf(note)))}
              >
                <EditOutlinedIcon />
              </IconButton>
            </Tooltip>
          </ActionSlot>
          <ActionSlot shown={note.AllowedToDelete} inList={rows.some((other) => other.AllowedToDelete)}>
            <Tooltip title="Delete note">
              <IconButton
                aria-label={`Delete note by ${note.CreatedByFInitialLastName} from ${formatDate(note.CommentDate)}`}
                onClick={() => setNoteToDelete(note)}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          </ActionSlot>
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack spacing={0.5}>
          <Typography variant="h2" sx={{ overflowWrap: 'anywhere' }}>
            {notes.data.TaskTitle}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            Assigned {formatDate(notes.data.TaskAssignedDate)} · Team: {notes.data.TeamName}
          </Typography>
        </Stack>
      </Paper>
      <DataTable
        caption="Task notes"
        columns={columns}
        rows={notes.data.TaskNotes}
        getRowKey={(note) => note.Id}
        isLoading={notes.isFetching}
        emptyMessage={TaskNoteMessages.noNotes}
      />
      <TaskNoteEditor
        key={formKey}
        taskId={taskId}
        draft={draft}
        onDone={() => setDraft(NEW_NOTE)}
        onReload={() => void reload()}
      />
      <ConfirmDialog
        open={noteToDelete !== null}
        itemName={noteToDelete ? `Note by ${noteToDelete.CreatedByFInitialLastName}` : ''}
        message="The note will be deleted."
        busy={deleteNote.isPending}
        onConfirm={handleDelete}
        onClose={() => setNoteToDelete(null)}
      />
    </Stack>
  );
}
