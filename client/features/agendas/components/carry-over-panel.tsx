import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CarryOverMessages, type CarryOverOffer } from '@shared/schemas/carry-over';
import { useToast } from '../../../components/toast';
import { href, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useCarryOverItems } from '../api/carry-over';
import { useCarryOver } from '../api/get-carry-over';

/**
 * "From last meeting": the previous meeting's unfinished items (leads and admins carry them over, all or
 * the ticked ones) and the team's open tasks made in meetings, each linking to where it came from.
 */
export function CarryOverPanel({ agendaId }: { agendaId: string }) {
  const offer = useCarryOver(agendaId);
  if (!offer.data?.PreviousMeeting && !offer.data?.Tasks.length) return null;
  return <CarryOverContent agendaId={agendaId} offer={offer.data} />;
}

function CarryOverContent({ agendaId, offer }: { agendaId: string; offer: CarryOverOffer }) {
  const headingId = useId();
  const { enqueueSnackbar } = useToast();
  const carry = useCarryOverItems();
  const open = offer.Items.filter((item) => !item.AlreadyCarried);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const chosen = open.filter((item) => ticked.has(item.AgendaItemId)).map((item) => item.AgendaItemId);
  const previous = offer.PreviousMeeting;

  const handleCarry = (ids: string[] | undefined) =>
    carry.mutate(
      { agendaId, body: ids ? { AgendaItemIds: ids } : {} },
      {
        onSuccess: (answer) => {
          setTicked(new Set());
          enqueueSnackbar(CarryOverMessages.carried(answer.AgendaItemIds.length), { variant: 'success' });
        },
        onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
      },
    );

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2, bgcolor: 'background.default' }}
    >
      <Stack spacing={1.5}>
        <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
          From last meeting
        </Typography>
        {previous && (
          <Typography variant="body2">
            <Link component={RouterLink} to={href(paths.meetingAgenda, { meetingId: previous.MeetingId })}>
              {previous.Subject}, {formatDate(previous.StartDateTime)}
            </Link>
            {offer.Items.length === 0 && ': every item was finished.'}
          </Typography>
        )}
        {offer.Items.length > 0 && (
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {offer.Items.map((item) => (
              <li key={item.AgendaItemId}>
                {offer.AllowedToCarryOver && !item.AlreadyCarried ? (
                  <FormControlLabel
                    label={item.Title}
                    control={
                      <Checkbox
                        checked={ticked.has(item.AgendaItemId)}
                        onChange={() =>
                          setTicked((current) => {
                            const next = new Set(current);
                            if (!next.delete(item.AgendaItemId)) next.add(item.AgendaItemId);
                            return next;
                          })
                        }
                      />
                    }
                  />
                ) : (
                  <Typography>
                    {item.Title}
                    {item.AlreadyCarried && ' (carried over)'}
                  </Typography>
                )}
              </li>
            ))}
          </Stack>
        )}
        {offer.AllowedToCarryOver && open.length > 0 && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" disabled={carry.isPending} onClick={() => handleCarry(undefined)}>
              Carry Over All ({open.length})
            </Button>
            <Button
              variant="outlined"
              disabled={carry.isPending || chosen.length === 0}
              onClick={() => handleCarry(chosen)}
            >
              Carry Over Selected
            </Button>
          </Stack>
        )}
        {offer.Tasks.length > 0 && (
          <>
            <Typography sx={{ fontWeight: 700 }}>Open tasks from meetings</Typography>
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 3 }}>
              {offer.Tasks.map((task) => (
                <li key={task.TaskId}>
                  <Typography variant="body2">
                    {task.Title} · {task.AssignedToName}
                    {task.DueDate && ` · due ${formatDate(task.DueDate)}`} ·{' '}
                    <Link component={RouterLink} to={href(paths.meetingTasks, { meetingId: task.MeetingId })}>
                      {task.MeetingSubject}, {formatDate(task.MeetingStartDateTime)}
                    </Link>
                  </Typography>
                </li>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
