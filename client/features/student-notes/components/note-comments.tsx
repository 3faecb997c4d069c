import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type StudentNoteComment, StudentNoteMessages } from '@shared/schemas/student-notes';
import { ActionSlot } from '../../../components/action-slot';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { LoadingScreen } from '../../../components/loading-screen';
import { href, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteComment } from '../api/delete-comment';
import { useNoteWithComments } from '../api/get-note-with-comments';
import { formatDate } from '../../../lib/dates';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { backTo } from '../../../hooks/use-return-to';
import { NoteHtml } from '../../../components/note-html';
import { StudentHeader } from './student-header';
import { useToast } from '../../../components/toast';

interface NoteCommentsProps {
  groupId: string;
  noteId: string;
  /** The screen's title. */
  title: string;
}

/** /studentComments/{groupId}/{noteId}: a note and its comments. */
export function NoteComments({ groupId, noteId, title }: NoteCommentsProps) {
  const { enqueueSnackbar } = useToast();
  const note = useNoteWithComments(noteId);
  const deleteComment = useDeleteComment();
  const [commentToDelete, setCommentToDelete] = useState<StudentNoteComment | null>(null);

  // The way back is to the note's student, known once the note has loaded.
  const header = (
    <PageHeader
      title={title}
      back={note.data && backTo(href(paths.studentNotes, { groupId, userId: note.data.UserId }))}
      action={
        note.data && {
          label: 'Add Comment',
          to: href(paths.createStudentComment, { groupId, noteId, commentId: '0' }),
          icon: <AddIcon />,
        }
      }
    />
  );
  if (note.isError || !note.data) {
    return (
      <Stack spacing={3}>
        {header}
        {note.isError ? (
          <LoadError error={note.error} />
        ) : (
          <LoadingScreen label="Loading the note and its comments" />
        )}
      </Stack>
    );
  }

  const handleDelete = () => {
    if (!commentToDelete) return;
    deleteComment.mutate(commentToDelete.Id, {
      onSuccess: () => {
        enqueueSnackbar(StudentNoteMessages.commentDeleted, { variant: 'success' });
        setCommentToDelete(null);
      },
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });
  };

  const columns: DataTableColumn<StudentNoteComment>[] = [
    {
      id: 'comment',
      label: 'Comment',
      // Plain text: React escapes it, and line breaks the writer typed are kept.
      render: (comment) => (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.Comment}
        </Typography>
      ),
    },
    { id: 'postedBy', label: 'Posted By', render: (comment) => comment.PostedByFInitialLastName },
    {
      id: 'date',
      label: 'Date',
      render: (comment) => formatDate(comment.DateCommented),
      hideOnPhone: true,
      noWrap: true,
    },
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (comment, rows) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <ActionSlot shown={comment.AllowedToEdit} inList={rows.some((other) => other.AllowedToEdit)}>
            <Tooltip title="Edit comment">
              <IconButton
                component={RouterLink}
                to={href(paths.createStudentComment, { groupId, noteId, commentId: comment.Id })}
                aria-label={`Edit comment by ${comment.PostedByFInitialLastName}`}
              >
                <EditOutlinedIcon />
              </IconButton>
            </Tooltip>
          </ActionSlot>
          <ActionSlot shown={comment.AllowedToDelete} inList={rows.some((other) => other.AllowedToDelete)}>
            <Tooltip title="Delete comment">
              <IconButton
                aria-label={`Delete comment by ${comment.PostedByFInitialLastName}`}
                onClick={() => setCommentToDelete(comment)}
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
      {header}
      <StudentHeader student={note.data} />
      <Paper
        variant="outlined"
        component="article"
        aria-labelledby="student-note-title"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Stack spacing={1}>
          <Typography id="student-note-title" variant="h2">
            {note.data.Title}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            Posted by {note.data.PostedByFInitialLastName} on {formatDate(note.data.DatePosted)}
          </Typography>
          <NoteHtml html={note.data.Note} />
        </Stack>
      </Paper>
      <Typography variant="h2">Comments</Typography>
      <DataTable
        caption="Comments"
        columns={columns}
        rows={note.data.UserNoteComments}
        getRowKey={(comment) => comment.Id}
        isLoading={note.isFetching}
        emptyMessage={StudentNoteMessages.noComments}
      />
      <ConfirmDialog
        open={commentToDelete !== null}
        itemName={commentToDelete ? `Comment by ${commentToDelete.PostedByFInitialLastName}` : ''}
        message={commentToDelete?.Comment ?? ''}
        busy={deleteComment.isPending}
        onConfirm={handleDelete}
        onClose={() => setCommentToDelete(null)}
      />
    </Stack>
  );
}
