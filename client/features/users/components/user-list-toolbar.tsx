import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';

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
      <TextField
        label={searchLabel}
        type="search"
        size="small"
        value={searchText}
        onChange={(event) => onSearchChange(event.target.value)}
        sx={{ maxWidth: { sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
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
