import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  type MeetingOccurrence,
  type MeetingSeries,
  MeetingSeriesMessages,
} from '@shared/schemas/meeting-series';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn, NoWrap } from '../../../components/data-table';
import { LoadingScreen } from '../../../components/loading-screen';
import { useToast } from '../../../components/toast';
import { href, paths } from '../../../config/paths';
import { useFormReload } from '../../../hooks/use-edited-copy';
import { unsavedWork } from '../../../hooks/use-unsaved-changes';
import { errorMessage } from '../../../lib/api-error';
import { formatDate, formatTime } from '../../../lib/dates';
import { useDeleteMeetingSeries } from '../api/delete-meeting-series';
import { useMeetingSeries } from '../api/get-meeting-series';
import { SeriesFields } from './series-fields';
import type { RenderTemplateSelect } from './template-slot';

const DELETE_EFFECTS =
  'Every coming meeting of the series is deleted with its agenda; their tasks stay, without a meeting. Past meetings and their notes stay as single meetings.';

const occurrenceColumns: DataTableColumn<MeetingOccurrence>[] = [
  {
    id: 'date',
    label: 'Date',
    render: (occurrence) => (
      <Link component={RouterLink} to={href(paths.meetingAgenda, { meetingId: occurrence.MeetingId })}>
        <NoWrap>{formatDate(occurrence.StartDateTime)}</NoWrap>
      </Link>
    ),
  },
  {
    id: 'time',
    label: 'Time',
    render: (occurrence) => <NoWrap>{formatTime(occurrence.StartDateTime)}</NoWrap>,
  },
  {
    id: 'status',
    label: 'Status',
    render: (occurrence) =>
      occurrence.Cancelled ? <Chip label="Cancelled" size="small" variant="outlined" /> : 'Scheduled',
  },
];

/** The series' meetings, and Delete for those who may change it. */
function OccurrencesSection({ series }: { series: MeetingSeries }) {
  const headingId = useId();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToast();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMeetingSeries(async () => {
    enqueueSnackbar(MeetingSeriesMessages.deleted, { variant: 'success' });
    unsavedWork.leave(() => void navigate(paths.meetings.path));
  });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}
    >
      <Stack spacing={2}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          Meetings of the series
        </Typography>
        <DataTable
          caption={`Meetings of ${series.Subject}`}
          columns={occurrenceColumns}
          rows={series.Occurrences}
          getRowKey={(occurrence) => occurrence.MeetingId}
          isLoading={false}
          emptyMessage="The series has no meetings left."
        />
        {series.AllowedToEdit && (
          <>
            <Typography>{DELETE_EFFECTS}</Typography>
            <Button
              variant="outlined"
              color="error"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => setConfirming(true)}
            >
              Delete Coming Meetings
            </Button>
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        itemName={`${series.Subject} (${series.TeamName})`}
        message={DELETE_EFFECTS}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(series.Id, {
            onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
          })
        }
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}

/** /meetingSeries/{seriesId}[?from=meetingId]: a repeating meeting, its form and its meetings. */
export function SeriesScreen({
  seriesId,
  fromMeetingId,
  renderTemplateSelect,
}: {
  seriesId: string;
  fromMeetingId: string | null;
  renderTemplateSelect: RenderTemplateSelect;
}) {
  const series = useMeetingSeries(seriesId);
  const { formKey, reload } = useFormReload(series.refetch);
  // "Coming" as of when the screen opened: the server checks it again on save.
  const [openedAt] = useState(() => Date.now());
  if (series.isError) return <Alert severity="error">{errorMessage(series.error)}</Alert>;
  if (!series.data) return <LoadingScreen label="Loading the series" />;
  // "This and the following" starts at a coming meeting of this series only.
  const from = series.data.Occurrences.some(
    (occurrence) => occurrence.MeetingId === fromMeetingId && Date.parse(occurrence.StartDateTime) > openedAt,
  )
    ? fromMeetingId
    : null;
  return (
    <Stack spacing={3}>
      <Typography sx={{ color: 'text.secondary' }}>
        {series.data.TeamName} · times on the school&apos;s clock ({series.data.TimeZone})
      </Typography>
      {series.data.AllowedToEdit ? (
        <SeriesFields
          key={formKey}
          series={series.data}
          fromMeetingId={from}
          onReload={() => void reload()}
          renderTemplateSelect={renderTemplateSelect}
        />
      ) : (
        <Alert severity="info">Only a lead of the team or an admin can change this series.</Alert>
      )}
      <OccurrencesSection series={series.data} />
    </Stack>
  );
}
