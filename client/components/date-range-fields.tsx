import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

const API_DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * Typing a year into a date field passes through 0002, 0020 and 0202 on the way to 2024: a year before this
 * one is applied only when the field is left, so typing does not ask the server once per digit.
 */
const FIRST_YEAR_WHILE_TYPING = 1900;

const isWholeDate = (value: string) => API_DATE.test(value);
const isLikelyFinished = (value: string) =>
  isWholeDate(value) && Number(value.slice(0, 4)) >= FIRST_YEAR_WHILE_TYPING;

interface DateFieldProps {
  label: string;
  /** The date in use (YYYY-MM-DD). */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  min?: string;
  max?: string;
  error?: string;
}

/** A labelled date field that applies a date once it is whole, and clears it when emptied. */
function DateField({ label, value, onChange, min, max, error }: DateFieldProps) {
  const [draft, setDraft] = useState(value ?? '');
  // The date changed elsewhere (Back, Clear filters, a default arriving): show it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value ?? '');
  }
  const apply = (date: string) => {
    const next = date === '' ? undefined : date;
    if (next !== value) onChange(next);
  };
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={draft}
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => {
        setDraft(event.target.value);
        if (event.target.value === '' || isLikelyFinished(event.target.value)) apply(event.target.value);
      }}
      onBlur={() => {
        if (draft === '' || isWholeDate(draft)) apply(draft);
      }}
      sx={{ width: { xs: '100%', sm: 180 } }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
    />
  );
}

interface DateRangeFieldsProps {
  from: string | undefined;
  to: string | undefined;
  onFromChange: (from: string | undefined) => void;
  onToChange: (to: string | undefined) => void;
  /** What is wrong with each date (dates the wrong way round, a period too long), shown under its field. */
  fromError?: string;
  toError?: string;
}

/** From and To, both inclusive: search's filter by each kind's own date, the period of the insights. */
export function DateRangeFields({
  from,
  to,
  onFromChange,
  onToChange,
  fromError,
  toError,
}: DateRangeFieldsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <DateField label="From" value={from} onChange={onFromChange} max={to} error={fromError} />
      <DateField label="To" value={to} onChange={onToChange} min={from} error={toError} />
    </Stack>
  );
}
