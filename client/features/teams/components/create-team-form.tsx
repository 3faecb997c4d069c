import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NEW_ID_STRING, TeamRole } from '@shared/constants';
import { SaveTeamRequestSchema } from '@shared/schemas/teams';
import { FormTextField } from '../../../components/form-text-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { SaveErrorAlert } from '../../../components/save-error-alert';
import { useFormReload, useLoadedVersion } from '../../../hooks/use-edited-copy';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useCandidateUsers } from '../api/get-candidate-users';
import { useTeamWithUsers } from '../api/get-team-with-users';
import { useSaveTeam } from '../api/save-team';
import { AddUsersPanel } from './add-users-panel';
import { TeamLoading } from './team-loading';
import { TeamMembersPanel, type MemberRow } from './team-members-panel';
import type { Person, TeamMemberDraft } from './team-user-types';
import { useToast } from '../../../components/toast';

const NameSchema = SaveTeamRequestSchema.pick({ TeamName: true });
type NameForm = { TeamName: string };

interface CreateTeamFormProps {
  /** null for a new team ('0' in the URL). */
  teamId: string | null;
  currentUserId: string;
}

/** /createTeam/{groupId}: loads what it needs, then shows the editor. */
export function CreateTeamForm({ teamId, currentUserId }: CreateTeamFormProps) {
  const candidates = useCandidateUsers();
  const team = useTeamWithUsers(teamId);
  const { formKey, reload } = useFormReload(team.refetch);
  if (candidates.error || team.error) {
    return <Alert severity="error">{errorMessage(candidates.error ?? team.error)}</Alert>;
  }
  if (!candidates.data || (teamId !== null && !team.data)) return <TeamLoading text="Loading Team Data" />;
  if (team.data && !team.data.AllowedToEdit) {
    return <Alert severity="info">Only an admin or a lead of this team can change it.</Alert>;
  }

  const initialMembers: TeamMemberDraft[] = team.data
    ? team.data.UsersInTeam.map((member) => ({
        UserId: member.UserId,
        UserTeamId: member.UserTeamId,
        isLead: member.IsTeamLead,
      }))
    : // The creator becomes a team lead (spec section 4); the server adds them in any case.
      [{ UserId: currentUserId, UserTeamId: null, isLead: true }];
  // Saved members the server will not let go (the team's only lead): their remove icon says why.
  const unremovable = new Set(
    team.data?.UsersInTeam.filter((member) => !member.AllowedToRemove).map((member) => member.UserId),
  );
  // A member who is also a candidate keeps the candidate's record, which has the student id.
  const candidateIds = new Set(candidates.data.map((person) => person.Id));
  const people: Person[] = [
    ...candidates.data,
    ...(team.data?.UsersInTeam.filter((member) => !candidateIds.has(member.UserId)).map((member) => ({
      ...member,
      Id: member.UserId,
    })) ?? []),
  ];

  return (
    <TeamEditor
      key={`${teamId ?? NEW_ID_STRING}-${formKey}`}
      teamId={teamId}
      initialName={team.data?.Name ?? ''}
      version={team.data?.Version}
      onReload={() => void reload()}
      initialMembers={initialMembers}
      unremovable={unremovable}
      people={people}
      currentUserId={currentUserId}
    />
  );
}

interface TeamEditorProps {
  teamId: string | null;
  initialName: string;
  initialMembers: TeamMemberDraft[];
  unremovable: ReadonlySet<string>;
  people: Person[];
  currentUserId: string;
  version: number | undefined;
  onReload: () => void;
}

function TeamEditor({
  teamId,
  initialName,
  initialMembers,
  unremovable,
  people,
  currentUserId,
  version,
  onReload,
}: TeamEditorProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToast();
  const saveTeam = useSaveTeam();
  const [loadedVersion] = useLoadedVersion(version);
  const [failure, setFailure] = useState<string | null>(null);
  const [members, setMembers] = useState<TeamMemberDraft[]>(initialMembers);
  const { register, handleSubmit, formState, control } = useForm<NameForm>({
    resolver: zodResolver(NameSchema),
    mode: 'onBlur',
    defaultValues: { TeamName: initialName },
  });
  const teamName = useWatch({ control, name: 'TeamName' });
  const membersChanged = JSON.stringify(members) !== JSON.stringify(initialMembers);
  const { allowLeave } = useUnsavedChanges(formState.isDirty || membersChanged);

  const peopleById = useMemo(() => new Map(people.map((person) => [person.Id, person])), [people]);
  const memberIds = useMemo(() => new Set(members.map((member) => member.UserId)), [members]);
  const available = useMemo(
    () =>
      [...new Map(people.map((person) => [person.Id, person])).values()].filter(
        (person) => !memberIds.has(person.Id),
      ),
    [people, memberIds],
  );
  const memberRows: MemberRow[] = members.flatMap((member) => {
    const person = peopleById.get(member.UserId);
    return person ? [{ person, isLead: member.isLead, removable: !unremovable.has(member.UserId) }] : [];
  });

  const handleAdd = (userIds: string[]) =>
    setMembers((previous) => [
      ...previous,
      ...userIds
        .filter((userId) => !previous.some((member) => member.UserId === userId))
        .map((userId) => ({ UserId: userId, UserTeamId: null, isLead: false })),
    ]);
  const handleRemove = (userId: string) =>
    setMembers((previous) => previous.filter((member) => member.UserId !== userId));
  const handleToggleLead = (userId: string) =>
    setMembers((previous) =>
      previous.map((member) => (member.UserId === userId ? { ...member, isLead: !member.isLead } : member)),
    );

  const handleSave = handleSubmit(async (values) => {
    setFailure(null);
    const callerIsLead =
      teamId === null || members.some((member) => member.UserId === currentUserId && member.isLead);
    try {
      await saveTeam.mutateAsync({
        callerIsLead,
        body: {
          TeamId: teamId ?? NEW_ID_STRING,
          TeamName: values.TeamName,
          UsersInTeam: members.map((member) => ({
            UserId: member.UserId,
            UserRoles: member.isLead ? [{ RoleId: TeamRole.TeamLead }] : [],
            UserTeamId: member.UserTeamId ?? NEW_ID_STRING,
          })),
          Version: loadedVersion,
        },
      });
      enqueueSnackbar('A new team has been created.', { variant: 'success' });
      allowLeave();
      await navigate(paths.myTeams.path);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  if (saveTeam.isPending) return <TeamLoading text="Creating New Team" />;

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleSave(event)}>
      <SaveErrorAlert error={saveTeam.error} message={failure} onReload={onReload} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormTextField
            label="Team Name"
            required
            fullWidth
            registration={register('TeamName')}
            fieldError={formState.errors.TeamName}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={teamName.trim() === ''}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            Save Team
          </Button>
        </Stack>
      </Paper>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <AddUsersPanel available={available} onAdd={handleAdd} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TeamMembersPanel members={memberRows} onToggleLead={handleToggleLead} onRemove={handleRemove} />
        </Grid>
      </Grid>
    </Stack>
  );
}
