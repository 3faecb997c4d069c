import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  type StudentNoteListItem,
  StudentNoteMessages,
  StudentNoteSort,
  type StudentNoteSortColumn,
} from '@shared/schemas/student-notes';
import { ActionSlot } from '../../../components/action-slot';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn, NoWrap } from '../../../components/data-table';
import { useTableState } from '../../../hooks/use-table-state';
import { LoadingScreen } from '../../../components/loading-screen';
import { href, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteStudentNote } from '../api/delete-student-note';
import { useStudentNotes } from '../api/get-student-notes';
import { formatDate } from '../../../lib/dates';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { backTo } from '../../../hooks/use-return-to';
import { NoteHtml } from '../../../components/note-html';
import { StudentHeader } from './student-header';
import { useToast } from '../../../components/toast';

const SORT_COLUMNS: Record<string, StudentNoteSortColumn> = {
  datePosted: StudentNoteSort.DatePosted,
  postedBy: StudentNoteSort.PostedBy,
};

const PHONE_SORTS = [
  { value: 'datePosted:desc', label: 'Date posted, newest first' },
  { value: 'datePosted:asc', label: 'Date posted, oldest first' },
  { value: 'postedBy:asc', label: 'Posted by, A to Z' },
  { value: 'postedBy:desc', label: 'Posted by, Z to A' },
];

interface StudentNotesListProps {
  groupId: string;
  userId: string;
  /** The screen's title. */
  title: string;
}

/** /studentNotes/{groupId}/{userId}: the student and their notes, sortable by date posted and posted by. */
export function StudentNotesList({ groupId, userId, title }: StudentNotesListProps) {
  const { enqueueSnackbar } = useToast();
  const table = useTableState({ columnId: 'datePosted', direction: 'desc' });
  const { sort } = table;
  const [noteToDelete, setNoteToDelete] = useState<StudentNoteListItem | null>(null);
  const notes = useStudentNotes(userId, {
    Page: table.page,
    PageSize: table.pageSize,
    Sort: SORT_COLUMNS[sort.columnId] ?? StudentNoteSort.DatePosted,
    SortDirection: sort.direction,
    TeamId: groupId,
  });
  const deleteNote = useDeleteStudentNote();

  const header = (
    <PageHeader
      title={title}
      back={backTo(href(paths.studentGroups, { groupId }))}
      action={
        notes.data && {
          label: 'Add Note',
          to: href(paths.createStudentNote, { groupId, studentId: userId, noteId: '0' }),
          icon: <AddIcon />,
        }
      }
    />
  );
  if (notes.isError || !notes.data) {
    return (
      <Stack spacing={3}>
        {header}
        {notes.isError ? <LoadError error={notes.error} /> : <LoadingScreen label="Loading student notes" />}
      </Stack>
    );
  }

  const handleDelete = () => {
    if (!noteToDelete) return;
    deleteNote.mutate(noteToDelete.Id, {
      onSuccess: () => {
        enqueueSnackbar(StudentNoteMessages.noteDeleted, { variant: 'success' });
        setNoteToDelete(null);
      },
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });
  };

  const columns: DataTableColumn<StudentNoteListItem>[] = [
    {
      id: 'title',
      label: 'Note',
      longText: true,
      render: (note) => (
        <Stack spacing={0.5} sx={{ minWidth: { sm: 240 } }}>
          <Typography sx={{ fontWeight: 600 }}>{note.Title}</Typography>
          {/* On a phone the date and author columns are hidden; the note carries them instead. */}
          <Typography variant="body2" sx={{ color: 'text.secondary', display: { xs: 'block', sm: 'none' } }}>
            {note.PostedByFInitialLastName}, <NoWrap>{formatDate(note.DatePosted)}</NoWrap>
          </Typography>
          <NoteHtml html={note.Note} />
        </Stack>
      ),
    },
    {
      id: 'datePosted',
      label: 'Date Posted',
      sortable: true,
      hideOnPhone: true,
      noWrap: true,
      render: (note) => formatDate(note.DatePosted),
    },
    {
      id: 'postedBy',
      label: 'Posted By',
      sortable: true,
      hideOnPhone: true,
      render: (note) => note.PostedByFInitialLastName,
    },
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (note, rows) => (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={0.5}
          sx={{ justifyContent: 'flex-end', alignItems: { xs: 'flex-end', sm: 'center' } }}
        >
          <Link
            component={RouterLink}
            to={href(paths.studentComments, { groupId, noteId: note.Id })}
            aria-label={`View comments (${note.UserNoteCommentCount}) on ${note.Title}`}
            sx={{ whiteSpace: 'nowrap', mr: { sm: 1 } }}
          >
            Comments ({note.UserNoteCommentCount})
          </Link>
          <ActionSlot shown={note.AllowedToEdit} inList={rows.some((other) => other.AllowedToEdit)}>
            <Tooltip title="Edit note">
              <IconButton
                component={RouterLink}
                to={href(paths.createStudentNote, { groupId, studentId: userId, noteId: note.Id })}
                aria-label={`Edit ${note.Title}`}
              >
                <EditOutlinedIcon />
              </IconButton>
            </Tooltip>
          </ActionSlot>
          <ActionSlot shown={note.AllowedToDelete} inList={rows.some((other) => other.AllowedToDelete)}>
            <Tooltip title="Delete note">
              <IconButton aria-label={`Delete ${note.Title}`} onClick={() => setNoteToDelete(note)}>
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
      <StudentHeader student={notes.data} />
      <Typography variant="h2">Notes</Typography>
      <TextField
        select
        label="Sort notes by"
        value={`${sort.columnId}:${sort.direction}`}
        onChange={(event) => {
          const [columnId = 'datePosted', direction] = event.target.value.split(':');
          table.onSortChange({ columnId, direction: direction === 'asc' ? 'asc' : 'desc' });
        }}
        // The sortable headers are hidden on a phone, so the same choice is offered here.
        sx={{ display: { xs: 'flex', sm: 'none' } }}
      >
        {PHONE_SORTS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <DataTable
        caption="Student notes"
        columns={columns}
        rows={notes.data.UserNotes.Items}
        getRowKey={(note) => note.Id}
        isLoading={notes.isFetching}
        emptyMessage={StudentNoteMessages.noNotes}
        sort={sort}
        onSortChange={table.onSortChange}
        paging={table.paging(notes.data.UserNotes.TotalCount)}
      />
      <ConfirmDialog
        open={noteToDelete !== null}
        itemName={noteToDelete?.Title ?? ''}
        message="The note and its comments will be deleted."
        busy={deleteNote.isPending}
        onConfirm={handleDelete}
        onClose={() => setNoteToDelete(null)}
      />
    </Stack>
  );
}
