import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { AgendaViewItem } from '@shared/schemas/agendas';
import { CarryOverMessages } from '@shared/schemas/carry-over';
import { href, paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { NoteHtml } from '../../../components/note-html';
import type { SortableRowControls } from '../../../components/sortable-list';
import { hasVisibleText } from './agenda-text';

export interface AgendaItemActions {
  editHref: (item: AgendaViewItem) => string;
  notesHref: (item: AgendaViewItem) => string;
  onDelete: (item: AgendaViewItem) => void;
  /** Present when items can be ticked for a move. */
  selection?: { isSelected: (item: AgendaViewItem) => boolean; toggle: (item: AgendaViewItem) => void };
}

interface AgendaItemContentProps {
  item: AgendaViewItem;
  actions: AgendaItemActions;
  /** The drag handle and move buttons, when the list is sortable. */
  controls: SortableRowControls;
}

/** One agenda item: type, title, facilitators, minutes, outcome and the actions its flags allow. */
export function AgendaItemContent({ item, actions, controls }: AgendaItemContentProps) {
  const facilitators = item.AgendaItemFacilitators.map((f) => f.FInitialLastName).join(', ');
  return (
    <Stack spacing={1} sx={{ width: '100%', minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
        {controls.handle}
        {actions.selection && (
          <Checkbox
            checked={actions.selection.isSelected(item)}
            onChange={() => actions.selection?.toggle(item)}
            slotProps={{ input: { 'aria-label': `Select ${item.Title}` } }}
            sx={{ mt: -0.5 }}
          />
        )}
        <Tooltip title={item.ItemTypeDisplayFullName}>
          <Chip
            label={item.ItemTypeDisplay}
            aria-label={`Type: ${item.ItemTypeDisplayFullName}`}
            color="primary"
            variant="outlined"
            size="small"
            sx={{ mt: 0.25, fontWeight: 700, minWidth: 36 }}
          />
        </Tooltip>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {item.Title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {item.ItemTypeDisplayFullName} · {facilitators || 'No facilitator'} · {item.TimeInMinutes} min
            {item.IsFinished && ' · Finished'}
          </Typography>
          {item.CarriedFrom && (
            <Link
              component={RouterLink}
              variant="body2"
              to={href(paths.meetingNotes, {
                agendaId: item.CarriedFrom.AgendaItemId,
                meetingId: item.CarriedFrom.MeetingId,
              })}
            >
              {CarryOverMessages.carriedFrom(formatDate(item.CarriedFrom.StartDateTime))}
            </Link>
          )}
          {hasVisibleText(item.Description) && (
            <Box sx={{ mt: 0.5 }}>
              <NoteHtml html={item.Description} />
            </Box>
          )}
          {hasVisibleText(item.Outcome) && (
            <Box sx={{ mt: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                Outcome
              </Typography>
              <NoteHtml html={item.Outcome} />
            </Box>
          )}
        </Box>
      </Stack>
      {(controls.moveButtons || item.AllowedToEdit || item.AllowedToTakeNotes || item.AllowedToDelete) && (
        <Stack
          direction="row"
          sx={{
            gap: 1,
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: { xs: 'flex-start', sm: 'flex-end' },
          }}
        >
          {controls.moveButtons}
          {item.AllowedToEdit && (
            <Button
              component={RouterLink}
              to={actions.editHref(item)}
              size="small"
              aria-label={`Edit ${item.Title}`}
            >
              Edit
            </Button>
          )}
          {item.AllowedToTakeNotes && (
            <Button
              component={RouterLink}
              to={actions.notesHref(item)}
              size="small"
              aria-label={`Take Notes: ${item.Title}`}
            >
              Take Notes
            </Button>
          )}
          {item.AllowedToDelete && (
            <Button
              color="error"
              size="small"
              onClick={() => actions.onDelete(item)}
              aria-label={`Delete ${item.Title}`}
            >
              Delete
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
