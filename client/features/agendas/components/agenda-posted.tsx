import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Ref, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { TeamUser } from '@shared/schemas/agendas';
import { paths } from '../../../config/paths';

interface AgendaPostedProps {
  meetingName: string;
  notified: TeamUser[];
  /** The confirmation's heading, which takes the focus when the view appears. */
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
}

/** After posting (spec section 2): the people the agenda was e-mailed to and a link to /meetings. */
export function AgendaPosted({ meetingName, notified, headingRef, onBack }: AgendaPostedProps) {
  const headingId = useId();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Alert severity="success">
          <Typography ref={headingRef} tabIndex={-1} component="h2" sx={{ font: 'inherit' }}>
            The agenda for {meetingName} has been posted.
          </Typography>
        </Alert>
        <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.25rem' }}>
          Notified members
        </Typography>
        {notified.length === 0 ? (
          <Typography>There are no team members.</Typography>
        ) : (
          <Stack component="ul" aria-labelledby={headingId} sx={{ m: 0, pl: 3 }}>
            {notified.map((user) => (
              <Typography component="li" key={user.UserId}>
                {user.FullName}
                {user.EmailAddress ? '' : ' (no e-mail address)'}
              </Typography>
            ))}
          </Stack>
        )}
        <Stack direction="row" spacing={2}>
          <Button component={RouterLink} to={paths.meetings.path} variant="contained">
            Go to Meetings
          </Button>
          <Button onClick={onBack}>Back to the agenda</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
