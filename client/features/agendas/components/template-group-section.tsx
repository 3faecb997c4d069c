import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AgendaTemplate } from '@shared/schemas/agenda-templates';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import type { PageAction } from '../../../components/page-action';
import { itemCount, type TemplateGroup } from './template-groups';
import { templateHref } from './template-links';

interface TemplateGroupSectionProps {
  group: TemplateGroup;
  /** The list's ?teamId=, kept in the editor's URL so it leads back here. */
  listTeamId: string | undefined;
  /** The empty group's next step, for those who may take it. */
  emptyAction: PageAction | undefined;
  busy: boolean;
  onDelete: (template: AgendaTemplate) => void;
}

/** One group of templates (the school's or a team's): each opens its editor; Edit and Delete where allowed. */
export function TemplateGroupSection({
  group,
  listTeamId,
  emptyAction,
  busy,
  onDelete,
}: TemplateGroupSectionProps) {
  const headingId = useId();
  const editable = group.templates.some((template) => template.AllowedToEdit);
  const columns: DataTableColumn<AgendaTemplate>[] = [
    {
      id: 'name',
      label: 'Name',
      longText: true,
      render: (template) => (
        <Link component={RouterLink} to={templateHref(template.Id, listTeamId)}>
          {template.Name}
        </Link>
      ),
    },
    { id: 'items', label: 'Items', noWrap: true, render: itemCount },
  ];
  if (editable) {
    columns.push({
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (template) =>
        template.AllowedToEdit && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
            <Tooltip title="Edit">
              <IconButton
                component={RouterLink}
                to={templateHref(template.Id, listTeamId)}
                aria-label={`Edit ${template.Name}`}
                size="small"
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton
                aria-label={`Delete ${template.Name}`}
                onClick={() => onDelete(template)}
                size="small"
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ),
    });
  }
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {group.heading}
        </Typography>
        <DataTable
          caption={group.heading}
          columns={columns}
          rows={group.templates}
          getRowKey={(template) => template.Id}
          isLoading={busy}
          emptyMessage={group.teamId ? 'This team has no templates yet.' : 'The school has no templates yet.'}
          emptyAction={emptyAction}
        />
      </Stack>
    </Paper>
  );
}
