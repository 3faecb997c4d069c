import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
}

/** The search box above a server-searched list (pair it with useListQuery, which debounces the text). */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  return (
    <TextField
      label={label}
      type="search"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
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
  );
}
