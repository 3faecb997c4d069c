import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  type SchoolAccessReportQuery,
  type SchoolAccessRow,
  type SchoolAccessSortColumn,
  SchoolAccessSortColumns,
} from '@shared/schemas/super-admin';
import { PageHeader } from '../../../components/page-header';
import { backTo } from '../../../hooks/use-return-to';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../../components/data-table';
import { SearchField } from '../../../components/search-field';
import { paths } from '../../../config/paths';
import { useListQuery } from '../../../hooks/use-list-query';
import { formatDateTime } from '../../../lib/dates';
import { useSchoolAccessReport } from '../api/get-school-access-report';

const isSortColumn = (columnId: string): columnId is SchoolAccessSortColumn =>
  (SchoolAccessSortColumns as readonly string[]).includes(columnId);

/** Column ids are the server's SortBy names, so a header click is the request's sort. */
const columns: DataTableColumn<SchoolAccessRow>[] = [
  {
    id: 'LocationName',
    label: 'School',
    sortable: true,
    render: (row) => (
      <>
        <Typography sx={{ fontWeight: 600 }}>{row.LocationName}</Typography>
        {/* On a phone only the school and last use have columns; the school carries the rest. */}
        <Typography variant="body2" sx={{ color: 'text.secondary', display: { xs: 'block', sm: 'none' } }}>
          {row.DistrictName}
          <br />
          Users: {row.DistinctUsersLast7Days} in 7 days, {row.DistinctUsersLast30Days} in 30 days
        </Typography>
      </>
    ),
  },
  {
    id: 'DistrictName',
    label: 'District',
    sortable: true,
    hideOnPhone: true,
    render: (row) => row.DistrictName,
  },
  {
    id: 'LastUsed',
    label: 'Last used',
    sortable: true,
    render: (row) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {row.LastUsed ? formatDateTime(row.LastUsed) : 'Never'}
      </Box>
    ),
  },
  {
    id: 'DistinctUsersLast7Days',
    label: 'Users in the last 7 days',
    sortable: true,
    align: 'right',
    hideOnPhone: true,
    render: (row) => row.DistinctUsersLast7Days,
  },
  {
    id: 'DistinctUsersLast30Days',
    label: 'Users in the last 30 days',
    sortable: true,
    align: 'right',
    hideOnPhone: true,
    render: (row) => row.DistinctUsersLast30Days,
  },
];

/** /schoolAccessReport: every school with its last sign-in and distinct users, sorted on the server. */
export function SchoolAccessReport() {
  // Most recently used first, as the server orders it by default.
  const list = useListQuery('desc');
  const [sortBy, setSortBy] = useState<SchoolAccessSortColumn>('LastUsed');
  const query: SchoolAccessReportQuery = { ...list.query, SortBy: sortBy };
  const report = useSchoolAccessReport(query);

  const handleSortChange = (sort: DataTableSort) => {
    if (!isSortColumn(sort.columnId)) return;
    setSortBy(sort.columnId);
    list.setSortDirection(sort.direction);
  };

  return (
    <Stack spacing={2}>
      <PageHeader title={paths.schoolAccessReport.title} back={backTo(paths.superAdmin.path)} />
      <Typography sx={{ color: 'text.secondary' }}>
        Counted from successful sign-ins: the last one at each school, and how many different people signed in
        during the last 7 and 30 days.
      </Typography>
      <SearchField
        label="Search schools or districts"
        value={list.searchText}
        onChange={list.setSearchText}
      />
      <DataTable
        caption={paths.schoolAccessReport.title}
        columns={columns}
        rows={report.data?.Items}
        getRowKey={(row) => row.LocationId}
        isLoading={report.isFetching}
        error={report.error}
        emptyMessage={
          list.query.Search ? 'No school or district matches your search.' : 'There are no schools yet.'
        }
        sort={{ columnId: sortBy, direction: list.query.SortDirection }}
        onSortChange={handleSortChange}
        paging={list.paging(report.data?.TotalCount ?? 0)}
      />
    </Stack>
  );
}
