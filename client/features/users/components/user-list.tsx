import AddIcon from '@mui/icons-material/Add';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { UserSort, type UserSortColumn } from '@shared/constants';
import type { Page } from '@shared/schemas/lists';
import type { UserListQuery } from '@shared/schemas/users';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../../components/data-table';
import { EmailAddress } from '../../../components/email-address';
import type { PageAction } from '../../../components/page-action';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { paths } from '../../../config/paths';
import { useListQuery } from '../../../hooks/use-list-query';
import { DeleteUserDialog } from './delete-user-dialog';
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
  /** The screen's title. */
  title: string;
  caption: string;
  usePage: (query: UserListQuery) => UseQueryResult<Page<Row>>;
  idLabel: string;
  /** The columns only this kind of person has, shown after the id; their ids are their UserSort names. */
  extraColumns: DataTableColumn<Row>[];
  searchLabel: string;
  createLabel: string;
  editHref: (id: string) => string;
  emptyMessage: string;
  deleteMessage: string;
  deletedToast: string;
}

/** The table's sortable columns and the server's sorts (spec section 9: by name, last then first, first). */
const SORTS: Record<string, UserSortColumn> = {
  name: UserSort.Name,
  email: UserSort.Email,
  thirdPartyId: UserSort.ThirdPartyId,
  [UserSort.GraduationYear]: UserSort.GraduationYear,
};

/** /manageStaff and /manageStudents: a school's people, paged, searched and sorted by the server. */
export function UserList<Row extends UserListRow>(props: UserListProps<Row>) {
  const list = useListQuery();
  const [sortColumn, setSortColumn] = useState('name');
  const people = props.usePage({ ...list.query, Sort: SORTS[sortColumn] ?? UserSort.Name });
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const create: PageAction = {
    label: props.createLabel,
    to: props.editHref('0'),
    icon: <AddIcon aria-hidden />,
  };

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'state',
      label: 'Status',
      render: (row) => <UserStateIcon active={row.Active} isAdmin={row.IsAdmin} />,
    },
    {
      id: 'name',
      label: 'Name',
      sortable: true,
      render: (row) => (
        <>
          {row.LastCommaFirst}
          {/* On a phone the e-mail column is hidden; the name carries it, which tells namesakes apart. */}
          {row.EmailAddress && (
            <Typography
              variant="body2"
              sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}
            >
              <EmailAddress address={row.EmailAddress} />
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'email',
      label: 'Email Address',
      sortable: true,
      hideOnPhone: true,
      render: (row) => <EmailAddress address={row.EmailAddress} />,
    },
    {
      id: 'thirdPartyId',
      label: props.idLabel,
      sortable: true,
      hideOnPhone: true,
      render: (row) => row.ThirdPartyId,
    },
    ...props.extraColumns,
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (row, rows) => (
        <UserRowActions
          name={row.FullName}
          editHref={props.editHref(row.Id)}
          onDelete={() => setToDelete(row)}
          allowedToEdit={row.AllowedToEdit}
          allowedToDelete={row.AllowedToDelete}
          inList={{
            edit: rows.some((other) => other.AllowedToEdit !== false),
            delete: rows.some((other) => other.AllowedToDelete !== false),
          }}
        />
      ),
    },
  ];

  const handleSortChange = (sort: DataTableSort) => {
    setSortColumn(sort.columnId);
    list.setSortDirection(sort.direction);
  };

  return (
    <Stack spacing={3}>
      <PageHeader
        title={props.title}
        back={{ to: paths.admin.path, label: `Back to ${paths.admin.title}` }}
        action={create}
      />
      <SearchField label={props.searchLabel} value={list.searchText} onChange={list.setSearchText} />
      <DataTable
        caption={props.caption}
        columns={columns}
        rows={people.data?.Items}
        getRowKey={(row) => row.Id}
        isLoading={people.isFetching}
        error={people.error}
        emptyMessage={props.emptyMessage}
        emptyAction={create}
        sort={{ columnId: sortColumn, direction: list.query.SortDirection }}
        onSortChange={handleSortChange}
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
