import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import type { AgendaViewItem, TeamUser } from '@shared/schemas/agendas';
import type { RoomItem as RoomItemLive } from '@shared/schemas/meeting-room';
import { NoteHtml } from '../../../components/note-html';
import { formatDate } from '../../../lib/dates';
import { ItemTaskForm } from './item-task-form';
import { ItemTimer } from './item-timer';
import { OutcomeAutosave } from './outcome-autosave';

interface RoomItemProps {
  item: AgendaViewItem;
  live: RoomItemLive | undefined;
  people: TeamUser[];
  allowedToKeepTime: boolean;
  clockSkewMs: number;
  /** The Finished toggle (the meeting notes' own), handed in by the route. */
  finished: ReactNode;
}

/** One agenda item in the room: its time-box, description, outcome, tasks and Finished mark. */
export function RoomItem({ item, live, people, allowedToKeepTime, clockSkewMs, finished }: RoomItemProps) {
  const headingId = useId();
  const tasks = live?.Tasks ?? [];
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Typography id={headingId} variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
            {item.OrderId}. {item.Title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {item.ItemTypeDisplayFullName}
            {item.AgendaItemFacilitators.length > 0 &&
              ` · ${item.AgendaItemFacilitators.map((f) => f.FInitialLastName).join(', ')}`}
          </Typography>
        </Stack>
        {live && (
          <ItemTimer
            item={live}
            minutes={item.TimeInMinutes}
            allowed={allowedToKeepTime}
            clockSkewMs={clockSkewMs}
          />
        )}
        {item.Description && <NoteHtml html={item.Description} />}
        {/* The editor carries its own label ("Outcome of …"); read-only text gets this heading instead. */}
        {!item.AllowedToTakeNotes && (
          <Typography variant="subtitle2" component="h4">
            Outcome
          </Typography>
        )}
        <OutcomeAutosave
          itemId={item.Id}
          itemTitle={item.Title}
          outcome={item.Outcome}
          version={live?.OutcomeVersion ?? 1}
          editable={item.AllowedToTakeNotes}
        />
        <Typography variant="subtitle2" component="h4">
          Tasks
        </Typography>
        {tasks.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No tasks yet.</Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }}>
            {tasks.map((task) => (
              <li key={task.Id}>
                <Typography>
                  {task.Title} — {task.AssigneeName}
                  {task.DueDate ? `, due ${formatDate(task.DueDate)}` : ''} ({task.StatusName})
                </Typography>
              </li>
            ))}
          </Stack>
        )}
        {item.AllowedToTakeNotes && <ItemTaskForm itemId={item.Id} people={people} />}
        {finished}
      </Stack>
    </Paper>
  );
}
