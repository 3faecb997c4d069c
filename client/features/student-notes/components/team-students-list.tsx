import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type StudentOfTeam, StudentNoteMessages } from '@shared/schemas/student-notes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useFocusTarget } from '../../../hooks/use-focus-target';
import { useTableState } from '../../../hooks/use-table-state';
import { href, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useRemoveStudentFromTeam } from '../api/remove-student-from-team';
import { useStudentsByTeam } from '../api/get-students-by-team';
import { LoadError } from '../../../components/load-error';
import { useToast } from '../../../components/toast';

/**
 * /studentGroups/{groupId}: the team's students, each leading to their notes. The team's leads and admins
 * (the server's AllowedToRemoveStudents) may remove a student from the team.
 */
export function TeamStudentsList({ groupId }: { groupId: string }) {
  const { enqueueSnackbar } = useToast();
  const table = useTableState({ columnId: 'name', direction: 'asc' });
  const students = useStudentsByTeam(groupId, {
    Page: table.page,
    PageSize: table.pageSize,
    SortDirection: table.sort.direction,
  });
  const removeStudent = useRemoveStudentFromTeam();
  const [studentToRemove, setStudentToRemove] = useState<StudentOfTeam | null>(null);
  // The removed row's button is gone: focus goes to the team's heading.
  const { ref: headingRef, focus: focusHeading } = useFocusTarget<HTMLHeadingElement>();

  if (students.isError) return <LoadError error={students.error} />;

  const teamName = students.data?.TeamName ?? '';
  const handleRemove = () => {
    if (!studentToRemove) return;
    removeStudent.mutate(studentToRemove.UserTeamId, {
      onSuccess: () => {
        enqueueSnackbar(StudentNoteMessages.studentRemovedFromTeam, { variant: 'success' });
        setStudentToRemove(null);
        focusHeading();
      },
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });
  };

  const columns: DataTableColumn<StudentOfTeam>[] = [
    {
      id: 'name',
      label: 'Student',
      sortable: true,
      render: (student) => (
        <Link component={RouterLink} to={href(paths.studentNotes, { groupId, userId: student.Id })}>
          {student.LastName}, {student.FirstName}
        </Link>
      ),
    },
    {
      id: 'studentId',
      label: 'Student Id',
      render: (student) => student.ThirdPartyId ?? '',
      hideOnPhone: true,
    },
    { id: 'graduationYear', label: 'Graduation Year', render: (student) => student.GraduationYear ?? '' },
  ];
  if (students.data?.AllowedToRemoveStudents) {
    columns.push({
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (student) => (
        <Tooltip title="Remove from team">
          <IconButton
            aria-label={`Remove ${student.FullName} from ${teamName}`}
            onClick={() => setStudentToRemove(student)}
          >
            <PersonRemoveOutlinedIcon />
          </IconButton>
        </Tooltip>
      ),
    });
  }

  return (
    <Stack spacing={2}>
      {students.data && (
        <Typography variant="h2" ref={headingRef} tabIndex={-1}>
          {teamName}
        </Typography>
      )}
      <DataTable
        caption="Students"
        columns={columns}
        rows={students.data?.Items}
        getRowKey={(student) => student.Id}
        isLoading={students.isFetching}
        emptyMessage={StudentNoteMessages.noStudents}
        sort={table.sort}
        onSortChange={table.onSortChange}
        paging={table.paging(students.data?.TotalCount ?? 0)}
      />
      <ConfirmDialog
        open={studentToRemove !== null}
        itemName={studentToRemove?.FullName ?? ''}
        message={`This student will be removed from ${teamName}. Their notes are kept.`}
        confirmLabel="Remove"
        busy={removeStudent.isPending}
        onConfirm={handleRemove}
        onClose={() => setStudentToRemove(null)}
      />
    </Stack>
  );
}
