import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DownloadButton } from '../../../components/download-button';
import { AboutFigures } from './about-figures';
import { InsightsBody, periodText } from './insights-states';
import type { InsightsUrlState } from './insights-url-state';
import { isRefusal, PeriodBar } from './period-bar';

interface InsightsViewProps<Answer extends { From: string; To: string }> {
  state: InsightsUrlState;
  query: UseQueryResult<Answer>;
  /** How many rows an answer has, and what they are ("team", "teams"), for the live region. */
  rowsOf: (answer: Answer) => number;
  rowName: { one: string; many: string };
  /** The answer's CSV, offered once it has rows; `table` names it for screen readers ("teams"). */
  csvHref: string;
  table: string;
  columns: readonly { id: string; label: string; meaning: string }[];
  children: (answer: Answer) => ReactNode;
}

/**
 * A school's or a district's insights: the period with the table's Download CSV, the figures once they
 * have come (with what the live region reads out), and what each column means.
 */
export function InsightsView<Answer extends { From: string; To: string }>({
  state,
  query,
  rowsOf,
  rowName,
  csvHref,
  table,
  columns,
  children,
}: InsightsViewProps<Answer>) {
  const data = query.isError ? undefined : query.data;
  const rowCount = (answer: Answer) => {
    const rows = rowsOf(answer);
    return `${rows} ${rows === 1 ? rowName.one : rowName.many}`;
  };
  return (
    <Stack spacing={3}>
      <PeriodBar
        period={state.period}
        shown={data}
        onChange={state.setPeriod}
        onReset={state.resetPeriod}
        error={query.error}
        download={
          data &&
          rowsOf(data) > 0 && (
            <DownloadButton
              href={csvHref}
              label="Download CSV"
              accessibleName={`Download CSV of the ${table} table`}
            />
          )
        }
      />
      <InsightsBody
        query={query}
        loadingLabel="Loading the figures"
        announce={(answer) => `${rowCount(answer)}, ${periodText(answer)}`}
      >
        {children}
      </InsightsBody>
      {!isRefusal(query.error) && <AboutFigures columns={columns} />}
    </Stack>
  );
}
