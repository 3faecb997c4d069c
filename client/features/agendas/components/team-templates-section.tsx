import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useAgendaTemplates } from '../api/get-agenda-templates';

/** The agenda templates a team's meetings can start from: the school's and the team's own. */
export function TeamTemplatesSection({ teamId }: { teamId: string }) {
  const templates = useAgendaTemplates(teamId);
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
        Agenda templates
      </Typography>
      {templates.data?.length === 0 && <Typography>No templates yet.</Typography>}
      <Stack component="ul" spacing={0.5} sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {(templates.data ?? []).map((template) => (
          <li key={template.Id}>
            <Typography>
              {template.Name} · {template.Items.length} items
              {template.TeamName ? ` · ${template.TeamName}` : ' · school'}
            </Typography>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
