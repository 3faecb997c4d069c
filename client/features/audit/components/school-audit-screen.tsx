import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIT_KINDS, type AuditEntry, AuditKindLabels, AuditMessages } from '@shared/schemas/audit';
import { DateRangeFields } from '../../../components/date-range-fields';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { useSchoolAudit } from '../api/get-school-audit';
import { AuditEntryList } from './audit-entry-list';
import { AuditPager } from './audit-pager';
import { useAuditUrlState } from './audit-url-state';

const ALL_KINDS = 'all';

/** The people an entry list names, for the "only their changes" buttons. */
const actorsOf = (entries: AuditEntry[]) => [
  ...new Map(
    entries.flatMap((entry) => (entry.ActorUserId ? [[entry.ActorUserId, entry.ActorName ?? '']] : [])),
  ).entries(),
];

/**
 * /auditLog (admins): every change recorded in the school, newest first, filtered by who made it, the kind
 * of record and the days (the school's own clock).
 */
export function SchoolAuditScreen() {
  const { query, change } = useAuditUrlState();
  const audit = useSchoolAudit(query);
  const personName = audit.data?.Items.find((entry) => entry.ActorUserId === query.personId)?.ActorName;
  const reversed = query.from && query.to && query.from > query.to ? AuditMessages.datesReversed : undefined;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { md: 'flex-start' } }}
          >
            <TextField
              select
              label="Kind of record"
              value={query.kind ?? ALL_KINDS}
              onChange={(event) =>
                change({ kind: event.target.value === ALL_KINDS ? undefined : (event.target.value as never) })
              }
              sx={{ minWidth: 200 }}
            >
              <MenuItem value={ALL_KINDS}>All records</MenuItem>
              {AUDIT_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {AuditKindLabels[kind]}
                </MenuItem>
              ))}
            </TextField>
            <DateRangeFields
              from={query.from}
              to={query.to}
              onFromChange={(from) => change({ from })}
              onToChange={(to) => change({ to })}
              fromError={reversed}
            />
          </Stack>
          {query.personId && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2">Changes by</Typography>
              <Chip
                label={personName ?? 'one person'}
                onDelete={() => change({ personId: undefined })}
                deleteIcon={undefined}
              />
            </Stack>
          )}
        </Stack>
      </Paper>
      {audit.isPending ? (
        <CircularProgress aria-label="Loading the audit log" />
      ) : audit.isError ? (
        <LoadError error={audit.error} />
      ) : audit.data.Items.length === 0 ? (
        <EmptyState message="No changes match these filters." />
      ) : (
        <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
          {!query.personId && (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center', py: 1 }}
            >
              <Typography variant="body2">Only the changes of:</Typography>
              {actorsOf(audit.data.Items).map(([id, name]) => (
                <Button key={id} size="small" variant="outlined" onClick={() => change({ personId: id })}>
                  {name}
                </Button>
              ))}
            </Stack>
          )}
          <AuditEntryList entries={audit.data.Items} />
          <AuditPager
            page={query.page}
            hasMore={audit.data.HasMore}
            onPageChange={(page) => change({ page })}
          />
        </Paper>
      )}
    </Stack>
  );
}
