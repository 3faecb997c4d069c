import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import type { AuditKind } from '@shared/schemas/audit';
import { LoadError } from '../../../components/load-error';
import { useHistory } from '../api/get-history';
import { AuditEntryList } from './audit-entry-list';
import { AuditPager } from './audit-pager';

interface HistoryPanelProps {
  kind: AuditKind;
  id: string;
}

/**
 * A record's History, closed at first: opening it loads who changed what and when, newest first. Shown
 * where the server's AllowedToSeeHistory says so (admins and the team's leads).
 */
export function HistoryPanel({ kind, id }: HistoryPanelProps) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(0);
  const history = useHistory(kind, id, page, open);
  const headingId = useId();
  return (
    <Accordion
      expanded={open}
      onChange={(_event, expanded) => setOpen(expanded)}
      variant="outlined"
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${headingId}-content`} id={headingId}>
        <Typography component="h2" variant="h6">
          History
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${headingId}-content`}>
        {history.isPending ? (
          <CircularProgress size={24} aria-label="Loading the history" />
        ) : history.isError ? (
          <LoadError error={history.error} />
        ) : history.data.Items.length === 0 ? (
          <Typography>No changes have been recorded yet.</Typography>
        ) : (
          <>
            <AuditEntryList entries={history.data.Items} />
            <AuditPager page={page} hasMore={history.data.HasMore} onPageChange={setPage} />
          </>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
