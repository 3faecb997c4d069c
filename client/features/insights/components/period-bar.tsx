import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { DateRangeFields } from '../../../components/date-range-fields';
import { visuallyHidden } from '../../../components/visually-hidden';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { splitServerErrors } from '../../../lib/form-errors';
import type { InsightsPeriod } from '../api/keys';

const PERIOD_FIELDS = { from: 'from', to: 'to' } as const;

/**
 * A failed answer's words: a 400's "from: …" and "to: …" lines under their date (the server checks the
 * period), anything else above the figures.
 */
export function periodErrors(error: unknown): { from?: string; to?: string; other: string | null } {
  if (!error) return { other: null };
  if (!(error instanceof ApiError) || error.status !== 400) return { other: errorMessage(error) };
  const { fieldErrors, other } = splitServerErrors<{ from: string; to: string }>(
    error.message,
    PERIOD_FIELDS,
  );
  const byField = Object.fromEntries(fieldErrors.map(({ field, message }) => [field, message]));
  return { from: byField.from, to: byField.to, other: other || null };
}

/** The figures are not the caller's to see (403), or the team is not theirs to know of (404): dates change nothing. */
export const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 404);

interface PeriodBarProps {
  /** The dates the URL asks for. */
  period: InsightsPeriod;
  /** The dates the last answer covered: shown where the URL leaves a date to the server's default. */
  shown: { From: string; To: string } | undefined;
  onChange: (period: InsightsPeriod) => void;
  onReset: () => void;
  /** Why the figures for these dates could not be loaded. */
  error: unknown;
  /** The screen's download, at the row's end. */
  download?: ReactNode;
}

/** From and To of the figures, kept in the URL; "Last 30 days" goes back to the default. */
export function PeriodBar({ period, shown, onChange, onReset, error, download }: PeriodBarProps) {
  const from = period.from ?? shown?.From;
  const to = period.to ?? shown?.To;
  const problems = periodErrors(error);
  if (isRefusal(error)) return <Alert severity="error">{problems.other}</Alert>;
  const fieldProblems = [problems.from, problems.to].filter(Boolean).join(' ');
  return (
    <Stack spacing={2}>
      {/* What is wrong with the dates is read out as well as shown under the field. */}
      <Box role="status" sx={visuallyHidden}>
        {fieldProblems}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, flexWrap: 'wrap' }}
      >
        <DateRangeFields
          from={from}
          to={to}
          onFromChange={(next) => onChange({ from: next, to })}
          onToChange={(next) => onChange({ from, to: next })}
          fromError={problems.from}
          toError={problems.to}
        />
        {(period.from ?? period.to) && (
          <Button onClick={onReset} sx={{ alignSelf: 'flex-start', mt: { sm: 0.25 } }}>
            Last 30 days
          </Button>
        )}
        {download && (
          <Stack sx={{ ml: { sm: 'auto' }, alignSelf: 'flex-start', mt: { sm: 0.25 } }}>{download}</Stack>
        )}
      </Stack>
      {problems.other && <Alert severity="error">{problems.other}</Alert>}
    </Stack>
  );
}
