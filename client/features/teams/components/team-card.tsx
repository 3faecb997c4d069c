import AddTaskIcon from '@mui/icons-material/AddTask';
import DeleteIcon from '@mui/icons-material/Delete';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { NEW_ID_STRING, UserType } from '@shared/constants';
import type { MyTeam, RemovableTeamMember } from '@shared/schemas/teams';
import { EmailAddress } from '../../../components/email-address';
import { href, paths } from '../../../config/paths';
import { RemoveMemberButton } from './remove-member-button';
import { leadLabel } from './team-lead-label';

interface TeamCardProps {
  team: MyTeam;
  onRemoveMember: (team: MyTeam, member: RemovableTeamMember) => void;
  onDeleteTeam: (team: MyTeam) => void;
}

/** One team on /myTeams: its members with lead labels, links, and the actions the server allows. */
export function TeamCard({ team, onRemoveMember, onDeleteTeam }: TeamCardProps) {
  const headingId = `team-${team.TeamId}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ pb: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          <Link component={RouterLink} to={href(paths.teamHome, { teamId: team.TeamId })}>
            {team.TeamName}
          </Link>
        </Typography>
        {team.TeamMembers.length === 0 ? (
          <Typography sx={{ mt: 1 }}>There are no team members.</Typography>
        ) : (
          <List dense aria-label={`Members of ${team.TeamName}`}>
            {team.TeamMembers.map((member) => {
              const name = `${member.FirstName} ${member.LastName}`;
              const label = leadLabel(member, team.TeamMembers);
              return (
                <ListItem
                  key={member.UserTeamId}
                  divider
                  // Room for the row's one or two action buttons, so a long name never runs under them.
                  sx={{ pr: team.AllowedToEdit ? 12 : 7 }}
                  secondaryAction={
                    <Stack direction="row" spacing={0.5}>
                      {member.UserTypeId !== UserType.Student && (
                        <Tooltip title="Assign a task">
                          <IconButton
                            component={RouterLink}
                            to={href(paths.assignTask, {
                              teamId: team.TeamId,
                              userId: member.UserId,
                              goalId: NEW_ID_STRING,
                            })}
                            aria-label={`Assign a task to ${name}`}
                            edge={team.AllowedToEdit ? undefined : 'end'}
                          >
                            <AddTaskIcon />
                          </IconButton>
                        </Tooltip>
                      )}
                      {team.AllowedToEdit && (
                        <RemoveMemberButton
                          edge="end"
                          label={`Remove ${name} from ${team.TeamName}`}
                          allowed={member.AllowedToRemove}
                          onRemove={() => onRemoveMember(team, member)}
                        />
                      )}
                    </Stack>
                  }
                >
                  <ListItemText
                    primary={
                      <Stack
                        direction="row"
                        spacing={1}
                        component="span"
                        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                      >
                        <span>{name}</span>
                        {label && <Chip size="small" color="primary" label={label} component="span" />}
                      </Stack>
                    }
                    secondary={
                      member.EmailAddress ? <EmailAddress address={member.EmailAddress} /> : undefined
                    }
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={href(paths.teamNorms, { teamId: team.TeamId })}
          size="small"
          variant="outlined"
        >
          Team Norms
        </Button>
        <Button
          component={RouterLink}
          to={href(paths.studentGroups, { groupId: team.TeamId })}
          size="small"
          variant="outlined"
          sx={{ ml: '0 !important' }}
        >
          Students
        </Button>
        {team.AllowedToEdit && (
          <Button
            component={RouterLink}
            to={href(paths.createTeam, { groupId: team.TeamId })}
            size="small"
            startIcon={<EditOutlinedIcon />}
            aria-label={`Edit ${team.TeamName}`}
            sx={{ ml: '0 !important' }}
          >
            Edit
          </Button>
        )}
        {team.AllowedToDelete && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            aria-label={`Delete ${team.TeamName}`}
            onClick={() => onDeleteTeam(team)}
            sx={{ ml: '0 !important' }}
          >
            Delete
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
