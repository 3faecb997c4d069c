import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useParams, useSearchParams } from 'react-router';
import { NEW_ID_STRING } from '@shared/constants';
import { PageHeader } from '../../components/page-header';
import { isNewId } from '../../config/paths';
import { useAgendaItemTypes } from '../../features/agenda-item-types/api/get-agenda-item-types';
import { AgendaTemplateEditor } from '../../features/agendas/components/agenda-template-editor';
import { templatesHref } from '../../features/agendas/components/template-links';
import { useTeamWithUsers } from '../../features/teams/api/get-team-with-users';
import { backTo } from '../../hooks/use-return-to';
import { errorMessage } from '../../lib/api-error';
import { useRouteTitle } from '../route-handle';

/** /agendaTemplate/{templateId}[?teamId=]: '0' makes a template (the team's, with ?teamId=); the types come from their feature. */
export default function AgendaTemplateRoute() {
  const { templateId = NEW_ID_STRING } = useParams<'templateId'>();
  const [search] = useSearchParams();
  const teamId = search.get('teamId') ?? undefined;
  const types = useAgendaItemTypes();
  // A new team template names its team; a saved one carries the team's name itself.
  const team = useTeamWithUsers(teamId && isNewId(templateId) ? teamId : null);
  return (
    <Stack spacing={3}>
      <PageHeader title={useRouteTitle() ?? ''} back={backTo(templatesHref(teamId))} />
      {types.isError ? (
        <Alert severity="error">The agenda item types could not be loaded. {errorMessage(types.error)}</Alert>
      ) : (
        <AgendaTemplateEditor
          key={templateId}
          templateId={templateId}
          teamId={teamId}
          teamName={team.data?.Name}
          types={types.data}
        />
      )}
    </Stack>
  );
}
