import TextField from '@mui/material/TextField';

/** A value the form shows but does not let the user change, labelled like the fields around it. */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return <TextField label={label} value={value} slotProps={{ htmlInput: { readOnly: true } }} />;
}
