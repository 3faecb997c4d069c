import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTeamWithUsers } from '../api/get-team-with-users';
import { leadLabel } from './team-lead-label';

/** The team's members on its home, leads marked. */
export function TeamHomeMembers({ teamId }: { teamId: string }) {
  const team = useTeamWithUsers(teamId);
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
        Members
      </Typography>
      {team.data && team.data.UsersInTeam.length === 0 && <Typography>There are no team members.</Typography>}
      <List dense>
        {(team.data?.UsersInTeam ?? []).map((member) => (
          <ListItem key={member.UserId} disableGutters>
            <ListItemText
              primary={`${member.FirstName} ${member.LastName}`}
              secondary={leadLabel(member, team.data?.UsersInTeam ?? [])}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** The team's name for its home's title. */
export const useTeamName = (teamId: string) => useTeamWithUsers(teamId).data?.Name;
