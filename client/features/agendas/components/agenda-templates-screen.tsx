import AddIcon from '@mui/icons-material/Add';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type AgendaTemplate, AgendaTemplateMessages } from '@shared/schemas/agenda-templates';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import type { PageAction } from '../../../components/page-action';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import type { BackTarget } from '../../../hooks/use-return-to';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteAgendaTemplate } from '../api/delete-agenda-template';
import { useAgendaTemplateList } from '../api/get-agenda-templates';
import { TemplateGroupSection } from './template-group-section';
import { groupTemplates } from './template-groups';
import { templateHref } from './template-links';

interface AgendaTemplatesScreenProps {
  title: string;
  back: BackTarget;
  /** ?teamId=: that team's templates beside the school's; new templates are the team's. */
  team: { id: string; name: string | undefined } | undefined;
  /**
   * Whether the caller may make a template here (a school one without a team): the route reads it from
   * the rights the server sent, the session's or the team's.
   */
  canCreate: boolean;
}

const DELETE_EFFECTS = 'Agendas already made from it keep their items; repeating meetings stop using it.';

/** /agendaTemplates[?teamId=]: the school's templates and the teams', grouped, with New, Edit and Delete. */
export function AgendaTemplatesScreen({ title, back, team, canCreate }: AgendaTemplatesScreenProps) {
  const { enqueueSnackbar } = useToast();
  const templates = useAgendaTemplateList(team?.id);
  const remove = useDeleteAgendaTemplate();
  const [deleting, setDeleting] = useState<AgendaTemplate | null>(null);
  const newTemplate: PageAction | undefined = canCreate
    ? { label: 'New Template', icon: <AddIcon />, to: templateHref(undefined, team?.id) }
    : undefined;
  // New templates go to the team when the list names one, else to the school.
  const newGoesTo = team ? team.id : null;
  const namedTeam = team?.name === undefined ? undefined : { id: team.id, name: team.name };

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.Id);
      enqueueSnackbar(AgendaTemplateMessages.deleted, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
    setDeleting(null);
  };

  return (
    <Stack spacing={3}>
      <PageHeader title={title} back={back} action={newTemplate} />
      <Typography sx={{ color: 'text.secondary' }}>
        A template is a list of agenda items that a meeting&apos;s agenda can start from. Admins keep the
        school&apos;s templates; a team&apos;s leads keep the team&apos;s.
      </Typography>
      {templates.isError ? (
        <LoadError error={templates.error} />
      ) : !templates.data ? (
        <LoadingScreen label="Loading the agenda templates" />
      ) : (
        groupTemplates(templates.data, namedTeam).map((group) => (
          <TemplateGroupSection
            key={group.teamId ?? 'school'}
            group={group}
            listTeamId={team?.id}
            emptyAction={group.teamId === newGoesTo ? newTemplate : undefined}
            busy={remove.isPending}
            onDelete={setDeleting}
          />
        ))
      )}
      <ConfirmDialog
        open={deleting !== null}
        itemName={deleting?.Name ?? ''}
        message={DELETE_EFFECTS}
        busy={remove.isPending}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
