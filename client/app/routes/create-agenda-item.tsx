import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useAgendaItemTypes } from '../../features/agenda-item-types/api/get-agenda-item-types';
import { AgendaItemForm } from '../../features/agendas/components/agenda-item-form';

/** /createAgendaItem/:agendaId/:meetingId/:agendaItemId (0 adds an item); the types come from their feature. */
export default function CreateAgendaItemRoute() {
  const {
    agendaId = '',
    meetingId = '',
    agendaItemId = '0',
  } = useParams<'agendaId' | 'meetingId' | 'agendaItemId'>();
  const types = useAgendaItemTypes();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{paths.createAgendaItem.title}</Typography>
      <AgendaItemForm
        key={agendaItemId}
        agendaId={agendaId}
        meetingId={meetingId}
        agendaItemId={agendaItemId}
        types={types.data}
      />
    </Stack>
  );
}
