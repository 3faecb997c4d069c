import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { DownloadButton } from './download-button';

interface TeamExportBarProps {
  /** The app's Team filter. */
  teamFilter: ReactNode;
  /** The chosen team's CSV, once the server's answer allows the caller to export it (AllowedToExport). */
  exportHref: string | undefined;
  /** What the CSV holds, for its accessible name: "goals", "tasks". */
  records: string;
}

/** Above a team's list: the Team filter, and Export CSV of everything the list holds for that team. */
export function TeamExportBar({ teamFilter, exportHref, records }: TeamExportBarProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, justifyContent: 'space-between' }}
    >
      {teamFilter}
      {exportHref && (
        <DownloadButton
          href={exportHref}
          label="Export CSV"
          accessibleName={`Export CSV of all this team's ${records}`}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
      )}
    </Stack>
  );
}
