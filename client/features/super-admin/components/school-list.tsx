import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SchoolRow } from '@shared/schemas/super-admin';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { SearchField } from '../../../components/search-field';
import { useListQuery } from '../../../hooks/use-list-query';
import { useSchools } from '../api/get-schools';
import { schoolSearch, type ChosenSchoolState } from './chosen-school';

const columns: DataTableColumn<SchoolRow>[] = [
  {
    id: 'school',
    label: 'School',
    render: (school) => (
      <Link
        component={RouterLink}
        to={{ search: schoolSearch(school.LocationId) }}
        state={{ schoolName: school.LocationName } satisfies ChosenSchoolState}
        sx={{ fontWeight: 600 }}
      >
        {school.LocationName}
      </Link>
    ),
  },
  { id: 'district', label: 'District', render: (school) => school.DistrictName },
];

/** Every school of every district, paged and searched on the server; choosing one shows its people. */
export function SchoolList() {
  const list = useListQuery();
  const schools = useSchools(list.query);

  return (
    <Stack spacing={2}>
      <Typography variant="h2">Schools</Typography>
      <SearchField
        label="Search schools or districts"
        value={list.searchText}
        onChange={list.setSearchText}
      />
      <DataTable
        caption="Schools"
        columns={columns}
        rows={schools.data?.Items}
        getRowKey={(school) => school.LocationId}
        isLoading={schools.isFetching}
        error={schools.error}
        emptyMessage={
          list.query.Search ? 'No school or district matches your search.' : 'There are no schools yet.'
        }
        paging={list.paging(schools.data?.TotalCount ?? 0)}
      />
    </Stack>
  );
}
