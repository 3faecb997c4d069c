import GroupAddIcon from '@mui/icons-material/GroupAdd';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { NEW_ID_STRING } from '@shared/constants';
import type { MyTeam, RemovableTeamMember } from '@shared/schemas/teams';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import type { PageAction } from '../../../components/page-action';
import { PageHeader } from '../../../components/page-header';
import { href, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteTeam } from '../api/delete-team';
import { useDeleteTeamMember } from '../api/delete-team-member';
import { useMyTeams } from '../api/get-my-teams';
import { TeamCard } from './team-card';
import { TeamLoading } from './team-loading';
import { useToast } from '../../../components/toast';

type PendingDelete =
  { kind: 'member'; team: MyTeam; member: RemovableTeamMember } | { kind: 'team'; team: MyTeam } | null;

/** /myTeams: the caller's teams with members; member and team deletion where the server allows. */
export function MyTeams({ canCreateTeams }: { canCreateTeams: boolean }) {
  const teams = useMyTeams();
  const deleteTeam = useDeleteTeam();
  const deleteMember = useDeleteTeamMember();
  const { enqueueSnackbar } = useToast();
  const [pending, setPending] = useState<PendingDelete>(null);
  const create: PageAction | undefined = canCreateTeams
    ? {
        label: 'Create New Team',
        to: href(paths.createTeam, { groupId: NEW_ID_STRING }),
        icon: <GroupAddIcon />,
      }
    : undefined;

  const handleConfirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'member') {
        await deleteMember.mutateAsync(pending.member.UserTeamId);
        enqueueSnackbar('Team Member has been deleted.', { variant: 'success' });
      } else {
        await deleteTeam.mutateAsync(pending.team.TeamId);
        enqueueSnackbar('Team has been deleted.', { variant: 'success' });
      }
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
    setPending(null);
  };

  return (
    <Stack spacing={3}>
      <PageHeader title={paths.myTeams.title} action={create} />
      {teams.error ? (
        <Alert severity="error">{errorMessage(teams.error)}</Alert>
      ) : !teams.data ? (
        <TeamLoading text="Loading Team Data" />
      ) : teams.data.length === 0 ? (
        <EmptyState message="You are currently not in any groups." action={create} />
      ) : (
        <Grid container spacing={2}>
          {teams.data.map((team) => (
            <Grid key={team.TeamId} size={{ xs: 12, lg: 6 }}>
              <TeamCard
                team={team}
                onRemoveMember={(owner, member) => setPending({ kind: 'member', team: owner, member })}
                onDeleteTeam={(owner) => setPending({ kind: 'team', team: owner })}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <ConfirmDialog
        open={pending !== null}
        itemName={
          pending?.kind === 'member'
            ? `${pending.member.FirstName} ${pending.member.LastName}`
            : (pending?.team.TeamName ?? '')
        }
        message={
          pending?.kind === 'member'
            ? `This member will be removed from ${pending.team.TeamName}.`
            : 'The team, its members list and its norms will be deleted.'
        }
        confirmLabel={pending?.kind === 'member' ? 'Remove' : 'Delete'}
        busy={deleteTeam.isPending || deleteMember.isPending}
        onConfirm={() => void handleConfirm()}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
