import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { AgendaTemplateMessages } from '@shared/schemas/agenda-templates';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useApplyTemplate } from '../api/apply-template';
import { useAgendaTemplates } from '../api/get-agenda-templates';

/** "Apply template": a school or team template's items added after the agenda's last item. */
export function ApplyTemplateField({ agendaId, teamId }: { agendaId: string; teamId: string }) {
  const { enqueueSnackbar } = useToast();
  const templates = useAgendaTemplates(teamId);
  const apply = useApplyTemplate();
  const [templateId, setTemplateId] = useState('');
  if (!templates.data?.length) return null;
  const handleApply = () =>
    apply.mutate(
      { agendaId, templateId },
      {
        onSuccess: (answer) => {
          setTemplateId('');
          enqueueSnackbar(AgendaTemplateMessages.applied(answer.AgendaItemIds.length), {
            variant: 'success',
          });
        },
        onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
      },
    );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        label="Agenda template"
        value={templateId}
        onChange={(event) => setTemplateId(event.target.value)}
        sx={{ minWidth: 260 }}
      >
        {templates.data.map((template) => (
          <MenuItem key={template.Id} value={template.Id}>
            {template.Name}
            {template.TeamName ? ` (${template.TeamName})` : ''}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        disabled={!templateId || apply.isPending}
        onClick={handleApply}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Apply Template
      </Button>
    </Stack>
  );
}
