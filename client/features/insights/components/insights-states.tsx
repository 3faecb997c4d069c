import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../components/loading-screen';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatDate } from '../../../lib/dates';

/** A period in words: "10/27/2026 to 11/25/2026". */
export const periodText = ({ From, To }: { From: string; To: string }) =>
  `${formatDate(From)} to ${formatDate(To)}`;

interface InsightsBodyProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'isPlaceholderData'>;
  /** What is loading, for the spinner's label. */
  loadingLabel: string;
  /** What the live region says once an answer is on screen ("3 teams, 10/27/2026 to 11/25/2026"). */
  announce: (data: T) => string;
  children: (data: T) => ReactNode;
}

/**
 * The figures once they have come: a spinner before the first answer, the last answer (with a bar) while
 * another period loads, nothing after a failure (the period bar says what went wrong). A live region reads
 * out what is shown when it changes.
 */
export function InsightsBody<T>({ query, loadingLabel, announce, children }: InsightsBodyProps<T>) {
  const { data, isError, isPlaceholderData } = query;
  return (
    <>
      <Box role="status" sx={visuallyHidden}>
        {data && !isError && !isPlaceholderData ? announce(data) : ''}
      </Box>
      {isError ? null : !data ? (
        <LoadingScreen label={loadingLabel} />
      ) : (
        <Box aria-busy={isPlaceholderData} sx={{ position: 'relative' }}>
          {isPlaceholderData && (
            <LinearProgress
              aria-label={loadingLabel}
              sx={{ position: 'absolute', top: -8, left: 0, right: 0 }}
            />
          )}
          {children(data)}
        </Box>
      )}
    </>
  );
}
