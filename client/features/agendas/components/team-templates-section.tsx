import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAgendaTemplates } from '../api/get-agenda-templates';
import { itemCount } from './template-groups';
import { templateHref, templatesHref } from './template-links';

/** The agenda templates a team's meetings can start from (the school's and the team's own), each opening its editor. */
export function TeamTemplatesSection({ teamId }: { teamId: string }) {
  const templates = useAgendaTemplates(teamId);
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          Agenda templates
        </Typography>
        {templates.data?.length === 0 && <Typography>No templates yet.</Typography>}
        {Boolean(templates.data?.length) && (
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {(templates.data ?? []).map((template) => (
              <li key={template.Id}>
                <Typography>
                  <Link component={RouterLink} to={templateHref(template.Id, teamId)}>
                    {template.Name}
                  </Link>
                  {` · ${itemCount(template)}`}
                  {template.TeamName ? ` · ${template.TeamName}` : ' · school'}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
        <Link component={RouterLink} to={templatesHref(teamId)}>
          Manage templates
        </Link>
      </Stack>
    </Paper>
  );
}
