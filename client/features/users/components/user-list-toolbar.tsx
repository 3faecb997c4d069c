import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { SearchField } from '../../../components/search-field';

interface UserListToolbarProps {
  searchLabel: string;
  searchText: string;
  onSearchChange: (text: string) => void;
  createLabel: string;
  createHref: string;
}

/** The search box and the create button above a staff or student list. */
export function UserListToolbar({
  searchLabel,
  searchText,
  onSearchChange,
  createLabel,
  createHref,
}: UserListToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <SearchField label={searchLabel} value={searchText} onChange={onSearchChange} />
      <Button
        component={RouterLink}
        to={createHref}
        variant="contained"
        startIcon={<AddIcon aria-hidden />}
        sx={{ ml: { sm: 'auto' }, alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        {createLabel}
      </Button>
    </Stack>
  );
}
