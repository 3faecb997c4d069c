import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { UserType } from '@shared/constants';
import { HomeSection } from '../../../components/home-section';
import { useTeamWithUsers } from '../api/get-team-with-users';
import { leadLabel } from './team-lead-label';

/** The team's staff and partners on its home, leads marked (its students have their own section). */
export function TeamHomeMembers({ teamId }: { teamId: string }) {
  const team = useTeamWithUsers(teamId);
  const everyone = team.data?.UsersInTeam ?? [];
  const members = everyone.filter((member) => member.UserTypeId !== UserType.Student);
  return (
    <HomeSection title="Members">
      {team.data && members.length === 0 && <Typography>There are no team members.</Typography>}
      <List dense disablePadding>
        {members.map((member) => (
          <ListItem key={member.UserId} disableGutters>
            <ListItemText
              primary={`${member.FirstName} ${member.LastName}`}
              secondary={leadLabel(member, everyone)}
            />
          </ListItem>
        ))}
      </List>
    </HomeSection>
  );
}

/** The team's name for its home's title, and whether the caller may change the team (the server's flag). */
export function useTeamHeader(teamId: string) {
  const team = useTeamWithUsers(teamId).data;
  return { name: team?.Name, allowedToEdit: team?.AllowedToEdit ?? false };
}
