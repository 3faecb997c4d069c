import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { MEETING_ROLE_NAMES } from '@shared/constants';
import { type MeetingDetail, PLC_ROLES } from '@shared/schemas/meetings';
import { SaveErrorAlert } from '../../../components/save-error-alert';
import { useToast } from '../../../components/toast';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useNoteTakerOptions } from '../api/get-note-taker-options';
import { useSaveMeetingRoles } from '../api/save-meeting-roles';

const NONE = '';
export const MeetingRoleMessages = { saved: 'The meeting roles have been saved.' } as const;

type Chosen = Record<(typeof PLC_ROLES)[number], string>;

/** An existing meeting's PLC roles (its managers): who facilitates, keeps time and keeps the norms. */
export function MeetingRolesSection({ meeting }: { meeting: MeetingDetail }) {
  const headingId = useId();
  const { enqueueSnackbar } = useToast();
  const save = useSaveMeetingRoles();
  const members = useNoteTakerOptions(meeting.MeetingTeams[0]?.TeamId ?? null).data ?? [];
  const stored = Object.fromEntries(
    PLC_ROLES.map((role) => [
      role,
      meeting.Roles.find((held) => held.ResponsibilityId === role)?.UserId ?? NONE,
    ]),
  ) as Chosen;
  const [chosen, setChosen] = useState<Chosen>(stored);
  const isDirty = PLC_ROLES.some((role) => chosen[role] !== stored[role]);
  const { allowLeave } = useUnsavedChanges(isDirty);

  const handleSave = () =>
    save.mutate(
      {
        meetingId: meeting.Id,
        body: {
          Roles: PLC_ROLES.filter((role) => chosen[role] !== NONE).map((role) => ({
            ResponsibilityId: role,
            UserId: chosen[role],
          })),
        },
      },
      {
        onSuccess: () => {
          allowLeave();
          enqueueSnackbar(MeetingRoleMessages.saved, { variant: 'success' });
        },
      },
    );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}
    >
      <Stack spacing={2}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          Roles
        </Typography>
        <SaveErrorAlert error={save.error} />
        {PLC_ROLES.map((role) => (
          <TextField
            key={role}
            select
            label={MEETING_ROLE_NAMES[role]}
            value={members.some((member) => member.Id === chosen[role]) ? chosen[role] : NONE}
            onChange={(event) => setChosen({ ...chosen, [role]: event.target.value })}
          >
            <MenuItem value={NONE}>Nobody</MenuItem>
            {members.map((member) => (
              <MenuItem key={member.Id} value={member.Id}>
                {member.Name}
              </MenuItem>
            ))}
          </TextField>
        ))}
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          disabled={!isDirty || save.isPending}
          onClick={handleSave}
        >
          {save.isPending ? 'Saving…' : 'Save Roles'}
        </Button>
      </Stack>
    </Paper>
  );
}
