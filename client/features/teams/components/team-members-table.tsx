import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { UserType } from '@shared/constants';
import { EmailAddress } from '../../../components/email-address';
import { errorMessage } from '../../../lib/api-error';
import { useTeamWithUsers } from '../api/get-team-with-users';
import { leadLabel } from './team-lead-label';

const TYPE_NAMES: Record<number, string> = {
  [UserType.Staffer]: 'Staffer',
  [UserType.Student]: 'Student',
  [UserType.Partner]: 'Partner',
};

const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The members of one team of Manage Teams, loaded when its row is expanded (team/getTeamWithUsersById). */
export function TeamMembers({ teamId, teamName }: { teamId: string; teamName: string }) {
  const team = useTeamWithUsers(teamId);
  if (team.isError)
    return (
      <Alert severity="error" sx={{ my: 1 }}>
        {errorMessage(team.error)}
      </Alert>
    );
  if (!team.data) return <LinearProgress aria-label={`Loading the members of ${teamName}`} sx={{ my: 2 }} />;
  const members = team.data.UsersInTeam;
  if (members.length === 0) return <Typography sx={{ py: 2 }}>There are no team members.</Typography>;
  return (
    <Table size="small" aria-label={`Members of ${teamName}`} sx={{ my: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell sx={phoneHidden}>Email Address</TableCell>
          <TableCell>Type</TableCell>
          <TableCell>Role</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {members.map((member) => {
          const label = leadLabel(member, members);
          return (
            <TableRow key={member.UserTeamId}>
              <TableCell>
                {member.FirstName} {member.LastName}
              </TableCell>
              <TableCell sx={phoneHidden}>
                <EmailAddress address={member.EmailAddress} />
              </TableCell>
              <TableCell>{TYPE_NAMES[member.UserTypeId] ?? ''}</TableCell>
              <TableCell>{label && <Chip size="small" color="primary" label={label} />}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
