import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useAgendaTemplates } from '../api/get-agenda-templates';

export interface TemplateSelectProps {
  teamId: string | null;
  value: string;
  onChange: (templateId: string) => void;
}

/** A series' agenda template: the school's and the team's, or none. */
export function TemplateSelect({ teamId, value, onChange }: TemplateSelectProps) {
  const templates = useAgendaTemplates(teamId);
  const options = templates.data ?? [];
  return (
    <TextField
      select
      label="Agenda Template"
      value={options.some((template) => template.Id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={!teamId}
      helperText={teamId ? 'Each meeting’s agenda starts with its items.' : 'Choose a team first'}
    >
      <MenuItem value="">No template</MenuItem>
      {options.map((template) => (
        <MenuItem key={template.Id} value={template.Id}>
          {template.Name}
          {template.TeamName ? ` (${template.TeamName})` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
