import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** Where admins keep the school's agenda templates (their screen belongs to the agendas feature). */
export function AgendaTemplatesLinkSection() {
  return (
    <Paper
      component="section"
      aria-labelledby="agenda-templates-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography id="agenda-templates-heading" variant="h6" component="h2">
          Agenda templates
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          The school&apos;s agenda templates: lists of agenda items every team&apos;s meetings can start from.
        </Typography>
        <Button component={RouterLink} to={paths.agendaTemplates.path} variant="outlined">
          Manage Agenda Templates
        </Button>
      </Stack>
    </Paper>
  );
}
