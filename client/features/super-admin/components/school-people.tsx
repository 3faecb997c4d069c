import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { UserType } from '@shared/constants';
import type { ImpersonationCandidate } from '@shared/schemas/super-admin';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { SearchField } from '../../../components/search-field';
import { visuallyHidden } from '../../../components/visually-hidden';
import { href, paths } from '../../../config/paths';
import { useListQuery } from '../../../hooks/use-list-query';
import { useSchoolUsers } from '../api/get-school-users';

const roleLabel = (person: ImpersonationCandidate) => {
  if (person.IsAdmin) return 'Admin';
  return person.UserTypeId === UserType.Partner ? 'Partner' : 'Staff';
};

const fullName = (person: ImpersonationCandidate) => `${person.FirstName} ${person.LastName}`;

function PersonAction({ person, locationId }: { person: ImpersonationCandidate; locationId: string }) {
  if (!person.AllowedToImpersonate) {
    return person.IsSuperAdmin ? <Typography variant="body2">Super admin</Typography> : null;
  }
  return (
    <Button
      component={RouterLink}
      to={href(paths.impersonate, { userId: person.UserId, locationId })}
      size="small"
      variant="outlined"
      startIcon={<VisibilityOutlinedIcon aria-hidden />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      View as
      <Box component="span" sx={visuallyHidden}>
        {' '}
        {fullName(person)}
      </Box>
    </Button>
  );
}

interface SchoolPeopleProps {
  locationId: string;
  /** Null when the link was opened without the list (the URL carries only the id). */
  schoolName: string | null;
}

/** The people of one school who can sign in, paged and searched on the server, each with "View as". */
export function SchoolPeople({ locationId, schoolName }: SchoolPeopleProps) {
  const list = useListQuery();
  const people = useSchoolUsers(locationId, list.query);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The list the user chose from has gone; start them at what replaced it.
    headingRef.current?.focus();
  }, [locationId]);

  const columns: DataTableColumn<ImpersonationCandidate>[] = [
    {
      id: 'name',
      label: 'Name',
      render: (person) => (
        <>
          <Typography sx={{ fontWeight: 600 }}>{fullName(person)}</Typography>
          {/* On a phone the e-mail and role columns are hidden; the name carries them instead. */}
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', display: { xs: 'block', sm: 'none' }, overflowWrap: 'anywhere' }}
          >
            {roleLabel(person)}
            <br />
            {person.EmailAddress}
          </Typography>
        </>
      ),
    },
    { id: 'email', label: 'Email Address', hideOnPhone: true, render: (person) => person.EmailAddress },
    { id: 'role', label: 'Role', hideOnPhone: true, render: roleLabel },
    {
      id: 'action',
      label: 'View as',
      align: 'right',
      render: (person) => <PersonAction person={person} locationId={locationId} />,
    },
  ];

  const title = schoolName ? `People of ${schoolName}` : 'People of the chosen school';
  return (
    <Stack spacing={2}>
      <Typography variant="h2" ref={headingRef} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        View as someone to see PLC Hub exactly as they do, for up to an hour. Everything you do meanwhile is
        recorded under both your names.
      </Typography>
      <SearchField label="Search people" value={list.searchText} onChange={list.setSearchText} />
      <DataTable
        caption={title}
        columns={columns}
        rows={people.data?.Items}
        getRowKey={(person) => person.UserId}
        isLoading={people.isFetching}
        error={people.error}
        emptyMessage={
          list.query.Search
            ? 'Nobody at this school matches your search.'
            : 'Nobody at this school can sign in yet.'
        }
        paging={list.paging(people.data?.TotalCount ?? 0)}
      />
    </Stack>
  );
}
