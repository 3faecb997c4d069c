import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { MEETING_ROLE_NAMES } from '@shared/constants';
import type { AgendaTemplate, AgendaTemplateItem } from '@shared/schemas/agenda-templates';
import { SortableList } from '../../../components/sortable-list';
import type { ItemTypeChoice } from './agenda-item-form';
import { descriptionText } from './template-description';

interface TemplateViewProps {
  template: AgendaTemplate;
  types: ItemTypeChoice[];
}

/** A template for those who may use it but not change it: its items in order, no inputs. */
export function TemplateView({ template, types }: TemplateViewProps) {
  const headingId = useId();
  const typeOf = (item: AgendaTemplateItem) => {
    const type = types.find((choice) => choice.Id === item.ItemTypeId);
    return type ? `${type.DisplayName} – ${type.Name}` : null;
  };
  const detailsOf = (item: AgendaTemplateItem) =>
    [
      typeOf(item),
      `${item.TimeInMinutes} min`,
      item.FacilitatorRole === null
        ? null
        : `Facilitated by the ${MEETING_ROLE_NAMES[item.FacilitatorRole].toLowerCase()}`,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Alert severity="info">
          {template.TeamId
            ? 'Only the team’s leads and the school’s admins can change this template.'
            : 'Only the school’s admins can change school templates.'}
        </Alert>
        <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {template.Name}
        </Typography>
        <SortableList
          items={template.Items}
          getId={(item) => String(template.Items.indexOf(item))}
          getLabel={(item) => item.Title}
          noun="item"
          labelledBy={headingId}
          renderRow={(item, { position }) => (
            <Stack spacing={0.5}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                <span aria-hidden>{position}. </span>
                {item.Title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {detailsOf(item)}
              </Typography>
              {item.Description && (
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {descriptionText(item.Description)}
                </Typography>
              )}
            </Stack>
          )}
        />
      </Stack>
    </Paper>
  );
}
