import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { NEW_ID_STRING } from '@shared/constants';
import { paths } from '../../config/paths';
import { useAgendaItemTypes } from '../../features/agenda-item-types/api/get-agenda-item-types';
import { AgendaItemForm } from '../../features/agendas/components/agenda-item-form';
import { errorMessage } from '../../lib/api-error';

/** /createAgendaItem/:agendaId/:meetingId/:agendaItemId (0 adds an item); the types come from their feature. */
export default function CreateAgendaItemRoute() {
  const {
    agendaId = '',
    meetingId = '',
    agendaItemId = NEW_ID_STRING,
  } = useParams<'agendaId' | 'meetingId' | 'agendaItemId'>();
  const types = useAgendaItemTypes();
  // The document title stays the route's (paths.createAgendaItem); the heading says what this form does.
  const title = agendaItemId === NEW_ID_STRING ? paths.createAgendaItem.title : 'Edit Agenda Item';
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{title}</Typography>
      {types.isError ? (
        <Alert severity="error">The agenda item types could not be loaded. {errorMessage(types.error)}</Alert>
      ) : (
        <AgendaItemForm
          key={agendaItemId}
          agendaId={agendaId}
          meetingId={meetingId}
          agendaItemId={agendaItemId}
          types={types.data}
        />
      )}
    </Stack>
  );
}
