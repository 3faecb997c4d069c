import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { type StudentOfTeam, StudentNoteMessages } from '@shared/schemas/student-notes';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useTableState } from '../../../hooks/use-table-state';
import { href, paths } from '../../../config/paths';
import { useStudentsByTeam } from '../api/get-students-by-team';
import { LoadError } from '../../../components/load-error';

/** /studentGroups/{groupId}: the team's students, each leading to their notes. */
export function TeamStudentsList({ groupId }: { groupId: string }) {
  const table = useTableState({ columnId: 'name', direction: 'asc' });
  const students = useStudentsByTeam(groupId, {
    Page: table.page,
    PageSize: table.pageSize,
    SortDirection: table.sort.direction,
  });

  if (students.isError) return <LoadError error={students.error} />;

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

  return (
    <Stack spacing={2}>
      {students.data && <Typography variant="h2">{students.data.TeamName}</Typography>}
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
    </Stack>
  );
}
