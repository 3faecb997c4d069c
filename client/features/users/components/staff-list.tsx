import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { UserToasts, type StafferRow } from '@shared/schemas/users';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { href, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useStaffers } from '../api/get-staffers';
import { useListQuery } from '../lib/use-list-query';
import { DeleteUserDialog, type UserToDelete } from './delete-user-dialog';
import { UserListToolbar } from './user-list-toolbar';
import { UserRowActions } from './user-row-actions';
import { UserStateIcon } from './user-state-icon';

/** /manageStaff: the school's staffers, paged, searched and sorted by the server. */
export function StaffList() {
  const list = useListQuery();
  const staffers = useStaffers(list.query);
  const [toDelete, setToDelete] = useState<UserToDelete | null>(null);

  const columns: DataTableColumn<StafferRow>[] = [
    {
      id: 'state',
      label: 'Status',
      render: (row) => <UserStateIcon active={row.Active} isAdmin={row.IsAdmin} />,
    },
    { id: 'name', label: 'Name', sortable: true, render: (row) => row.LastCommaFirst },
    { id: 'email', label: 'Email Address', hideOnPhone: true, render: (row) => row.EmailAddress },
    { id: 'staffId', label: 'Staff Id', hideOnPhone: true, render: (row) => row.ThirdPartyId },
    {
      id: 'webAccess',
      label: 'Web Access',
      hideOnPhone: true,
      render: (row) => (row.HasWebAccess ? 'Yes' : 'No'),
    },
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (row) => (
        <UserRowActions
          name={row.FullName}
          editHref={href(paths.createStaffer, { staffId: row.Id })}
          onDelete={() => setToDelete(row)}
          allowedToEdit={row.AllowedToEdit}
          allowedToDelete={row.AllowedToDelete}
        />
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <UserListToolbar
        searchLabel="Search staff"
        searchText={list.searchText}
        onSearchChange={list.setSearchText}
        createLabel="Create New Staffer"
        createHref={href(paths.createStaffer, { staffId: '0' })}
      />
      {staffers.isError && <Alert severity="error">{errorMessage(staffers.error)}</Alert>}
      <DataTable
        caption="Staff"
        columns={columns}
        rows={staffers.data?.Items}
        getRowKey={(row) => row.Id}
        isLoading={staffers.isFetching}
        emptyMessage={UserToasts.noStaffers}
        sort={{ columnId: 'name', direction: list.query.SortDirection }}
        onSortChange={(sort) => list.setSortDirection(sort.direction)}
        paging={{
          page: list.query.Page,
          pageSize: list.query.PageSize,
          totalCount: staffers.data?.TotalCount ?? 0,
          onPageChange: list.setPage,
          onPageSizeChange: list.setPageSize,
        }}
      />
      <DeleteUserDialog
        user={toDelete}
        message="The staffer leaves every list and team and can no longer sign in. Their tasks and notes stay in the history."
        successMessage={UserToasts.stafferDeleted}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
