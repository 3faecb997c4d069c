import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListQuery, Page } from '@shared/schemas/lists';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useListQuery } from '../../../hooks/use-list-query';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserListToolbar } from './user-list-toolbar';
import { UserRowActions } from './user-row-actions';
import { UserStateIcon } from './user-state-icon';

/** The fields every row of a people list has. */
interface UserListRow {
  Id: string;
  FullName: string;
  LastCommaFirst: string;
  EmailAddress: string;
  ThirdPartyId: string | null;
  Active: boolean;
  IsAdmin?: boolean;
  AllowedToEdit?: boolean;
  AllowedToDelete?: boolean;
}

export interface UserListProps<Row extends UserListRow> {
  caption: string;
  usePage: (query: ListQuery) => UseQueryResult<Page<Row>>;
  idLabel: string;
  /** The columns only this kind of person has, shown after the id. */
  extraColumns: DataTableColumn<Row>[];
  searchLabel: string;
  createLabel: string;
  editHref: (id: string) => string;
  emptyMessage: string;
  deleteMessage: string;
  deletedToast: string;
}

/** /manageStaff and /manageStudents: a school's people, paged, searched and sorted by the server. */
export function UserList<Row extends UserListRow>(props: UserListProps<Row>) {
  const list = useListQuery();
  const people = props.usePage(list.query);
  const [toDelete, setToDelete] = useState<Row | null>(null);

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'state',
      label: 'Status',
      render: (row) => <UserStateIcon active={row.Active} isAdmin={row.IsAdmin} />,
    },
    { id: 'name', label: 'Name', sortable: true, render: (row) => row.LastCommaFirst },
    { id: 'email', label: 'Email Address', hideOnPhone: true, render: (row) => row.EmailAddress },
    { id: 'thirdPartyId', label: props.idLabel, hideOnPhone: true, render: (row) => row.ThirdPartyId },
    ...props.extraColumns,
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (row) => (
        <UserRowActions
          name={row.FullName}
          editHref={props.editHref(row.Id)}
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
        searchLabel={props.searchLabel}
        searchText={list.searchText}
        onSearchChange={list.setSearchText}
        createLabel={props.createLabel}
        createHref={props.editHref('0')}
      />
      <DataTable
        caption={props.caption}
        columns={columns}
        rows={people.data?.Items}
        getRowKey={(row) => row.Id}
        isLoading={people.isFetching}
        error={people.error}
        emptyMessage={props.emptyMessage}
        sort={{ columnId: 'name', direction: list.query.SortDirection }}
        onSortChange={(sort) => list.setSortDirection(sort.direction)}
        paging={list.paging(people.data?.TotalCount ?? 0)}
      />
      <DeleteUserDialog
        user={toDelete}
        message={props.deleteMessage}
        successMessage={props.deletedToast}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
