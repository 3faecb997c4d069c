import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import { isNewId } from '../../../config/paths';
import { useFormReload } from '../../../hooks/use-edited-copy';
import { useAgendaTemplate } from '../api/get-agenda-templates';
import type { ItemTypeChoice } from './agenda-item-form';
import { TemplateForm } from './template-form';
import { templatesHref } from './template-links';
import { TemplateView } from './template-view';

interface AgendaTemplateEditorProps {
  /** '0' (or the empty GUID) makes a template. */
  templateId: string;
  /** ?teamId=: a new template is this team's (else the school's); the list it returns to shows this team. */
  teamId: string | undefined;
  /** The team's name, for a new team template; undefined while it loads. */
  teamName: string | undefined;
  /** The school's agenda item types; undefined while they load. */
  types: ItemTypeChoice[] | undefined;
}

/** /agendaTemplate/{templateId}[?teamId=]: the template's form, or its items for those who may not change it. */
export function AgendaTemplateEditor({ templateId, teamId, teamName, types }: AgendaTemplateEditorProps) {
  const isNew = isNewId(templateId);
  const template = useAgendaTemplate(isNew ? null : templateId, teamId);
  const { formKey, reload } = useFormReload(template.refetch);
  const listHref = templatesHref(teamId);
  if (!isNew && template.isError) return <LoadError error={template.error} />;
  if ((!isNew && template.data === undefined) || !types) {
    return <LoadingScreen label="Loading the agenda template" />;
  }
  const found = isNew ? undefined : (template.data ?? undefined);
  if (!isNew && !found) return <Alert severity="error">This agenda template could not be found.</Alert>;
  const owner = found ? found.TeamName : teamId ? teamName : null;
  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>
        {owner === null
          ? 'School template: every team of the school can use it.'
          : owner && `Team template of ${owner}: its members can use it.`}
      </Typography>
      {found && !found.AllowedToEdit ? (
        <TemplateView template={found} types={types} />
      ) : (
        <TemplateForm
          key={`${found?.Id ?? 'new'}-${formKey}`}
          template={found}
          teamId={teamId ?? null}
          types={types}
          listHref={listHref}
          onReload={() => void reload()}
        />
      )}
    </Stack>
  );
}
