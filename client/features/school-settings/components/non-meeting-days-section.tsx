import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type NonMeetingDay, SchoolSettingsMessages } from '@shared/schemas/school-settings';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ActionButton, type PageAction } from '../../../components/page-action';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useDeleteNonMeetingDay } from '../api/delete-non-meeting-day';
import { NonMeetingDayDialog } from './non-meeting-day-dialog';

const EMPTY_MESSAGE = 'No holidays or breaks yet: repeating meetings are made on every day their rule gives.';

const datesOf = (day: NonMeetingDay) =>
  day.FirstDay === day.LastDay
    ? formatDate(day.FirstDay)
    : `${formatDate(day.FirstDay)} – ${formatDate(day.LastDay)}`;

/** Holidays and breaks: repeating meetings skip them. */
export function NonMeetingDaysSection({ days }: { days: NonMeetingDay[] }) {
  const { enqueueSnackbar } = useToast();
  const remove = useDeleteNonMeetingDay();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<NonMeetingDay | null>(null);
  const addDays: PageAction = {
    label: 'Add Non-Meeting Days',
    icon: <AddIcon />,
    onClick: () => setAdding(true),
  };

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.Id);
      enqueueSnackbar(SchoolSettingsMessages.dayDeleted, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
    setDeleting(null);
  };

  const columns: DataTableColumn<NonMeetingDay>[] = [
    { id: 'name', label: 'Name', render: (day) => day.Name },
    { id: 'dates', label: 'Dates', noWrap: true, render: datesOf },
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (day) => (
        <IconButton aria-label={`Delete ${day.Name}`} onClick={() => setDeleting(day)} size="small">
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];

  return (
    <Paper
      component="section"
      aria-labelledby="non-meeting-days-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography id="non-meeting-days-heading" variant="h6" component="h2">
            Non-meeting days
          </Typography>
          <ActionButton action={addDays} variant="outlined" />
        </Stack>
        <Typography sx={{ color: 'text.secondary' }}>
          Holidays and breaks. A repeating meeting that falls on one of these days is skipped when the series
          is made or changed.
        </Typography>
        <DataTable
          caption="Non-meeting days"
          columns={columns}
          rows={days}
          getRowKey={(day) => day.Id}
          isLoading={remove.isPending}
          emptyMessage={EMPTY_MESSAGE}
          emptyAction={addDays}
        />
      </Stack>
      {adding && <NonMeetingDayDialog onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        itemName={deleting ? `${deleting.Name} (${datesOf(deleting)})` : ''}
        message="Meetings already made stay as they are; series made or changed later may fall on these days again."
        busy={remove.isPending}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
