import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { type AuditChange, type AuditEntry, AuditMessages } from '@shared/schemas/audit';
import { formatDate, formatDateTime } from '../../../lib/dates';

const VERBS: Record<AuditEntry['Action'], string> = {
  insert: 'added',
  update: 'changed',
  delete: 'removed',
  purge: 'ran',
};

function valueText(change: AuditChange, value: string | null): string {
  if (value === null || value === '') return 'empty';
  if (change.Format === 'date') return formatDate(value);
  if (change.Format === 'instant') return formatDateTime(value);
  return value;
}

/** A change's values: the new one of a record added, the old one of a record removed, else both. */
function valuesOf(change: AuditChange, action: AuditEntry['Action']): string {
  if (change.Hidden) return AuditMessages.hidden;
  if (action === 'insert') return valueText(change, change.After);
  if (action === 'delete') return valueText(change, change.Before);
  return `${valueText(change, change.Before)} → ${valueText(change, change.After)}`;
}

function ChangeLine({ change, action }: { change: AuditChange; action: AuditEntry['Action'] }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {change.Label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {valuesOf(change, action)}
      </Typography>
    </>
  );
}

/** Who did what to which record, when, and each field's before and after; newest first as the server sends. */
export function AuditEntryList({ entries }: { entries: AuditEntry[] }) {
  return (
    <List disablePadding>
      {entries.map((entry) => (
        <ListItem key={entry.Id} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
          <Typography variant="body2">
            <strong>{entry.ActorName ?? 'PLC Hub'}</strong>
            {entry.ImpersonatorName && ` (by ${entry.ImpersonatorName}, signed in as them)`}{' '}
            {VERBS[entry.Action]} {entry.RecordLabel}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            <time dateTime={entry.OccurredAt}>{formatDateTime(entry.OccurredAt)}</time>
          </Typography>
          {entry.Changes.length > 0 && (
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
                columnGap: 2,
                rowGap: 0.5,
                mt: 1,
                mb: 0,
              }}
            >
              {entry.Changes.map((change) => (
                <ChangeLine key={change.Field} change={change} action={entry.Action} />
              ))}
            </Box>
          )}
        </ListItem>
      ))}
    </List>
  );
}
