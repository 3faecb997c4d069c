import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { NEW_ID_STRING } from '@shared/constants';
import { PageHeader } from '../../components/page-header';
import { href, paths } from '../../config/paths';
import { useAgendaItemTypes } from '../../features/agenda-item-types/api/get-agenda-item-types';
import { AgendaItemForm } from '../../features/agendas/components/agenda-item-form';
import { backTo } from '../../hooks/use-return-to';
import { errorMessage } from '../../lib/api-error';
import { useRouteTitle } from '../route-handle';

/** /createAgendaItem/:agendaId/:meetingId/:agendaItemId (0 adds an item); the types come from their feature. */
export default function CreateAgendaItemRoute() {
  const {
    agendaId = '',
    meetingId = '',
    agendaItemId = NEW_ID_STRING,
  } = useParams<'agendaId' | 'meetingId' | 'agendaItemId'>();
  const types = useAgendaItemTypes();
  return (
    <Stack spacing={3}>
      <PageHeader title={useRouteTitle() ?? ''} back={backTo(href(paths.meetingAgenda, { meetingId }))} />
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
