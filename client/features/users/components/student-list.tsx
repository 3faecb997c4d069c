import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { UserToasts, type StudentRow } from '@shared/schemas/users';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { href, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useStudents } from '../api/get-students';
import { useListQuery } from '../lib/use-list-query';
import { DeleteUserDialog, type UserToDelete } from './delete-user-dialog';
import { UserListToolbar } from './user-list-toolbar';
import { UserRowActions } from './user-row-actions';
import { UserStateIcon } from './user-state-icon';

/** /manageStudents: the school's students, paged, searched and sorted by the server. */
export function StudentList() {
  const list = useListQuery();
  const students = useStudents(list.query);
  const [toDelete, setToDelete] = useState<UserToDelete | null>(null);

  const columns: DataTableColumn<StudentRow>[] = [
    { id: 'state', label: 'Status', render: (row) => <UserStateIcon active={row.Active} /> },
    { id: 'name', label: 'Name', sortable: true, render: (row) => row.LastCommaFirst },
    { id: 'email', label: 'Email Address', hideOnPhone: true, render: (row) => row.EmailAddress },
    { id: 'studentId', label: 'Student Id', hideOnPhone: true, render: (row) => row.ThirdPartyId },
    {
      id: 'graduationYear',
      label: 'Graduation Year',
      hideOnPhone: true,
      render: (row) => row.GraduationYear ?? '',
    },
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (row) => (
        <UserRowActions
          name={row.FullName}
          editHref={href(paths.createStudent, { studentId: row.Id })}
          onDelete={() => setToDelete(row)}
        />
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <UserListToolbar
        searchLabel="Search students"
        searchText={list.searchText}
        onSearchChange={list.setSearchText}
        createLabel="Create New Student"
        createHref={href(paths.createStudent, { studentId: '0' })}
      />
      {students.isError && <Alert severity="error">{errorMessage(students.error)}</Alert>}
      <DataTable
        caption="Students"
        columns={columns}
        rows={students.data?.Items}
        getRowKey={(row) => row.Id}
        isLoading={students.isFetching}
        emptyMessage={UserToasts.noStudents}
        sort={{ columnId: 'name', direction: list.query.SortDirection }}
        onSortChange={(sort) => list.setSortDirection(sort.direction)}
        paging={{
          page: list.query.Page,
          pageSize: list.query.PageSize,
          totalCount: students.data?.TotalCount ?? 0,
          onPageChange: list.setPage,
          onPageSizeChange: list.setPageSize,
        }}
      />
      <DeleteUserDialog
        user={toDelete}
        message="The student leaves every list and team. Notes written about them stay in the history."
        successMessage={UserToasts.studentDeleted}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
