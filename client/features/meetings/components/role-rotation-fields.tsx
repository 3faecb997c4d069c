import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MEETING_ROLE_NAMES } from '@shared/constants';
import type { Option } from '@shared/schemas/common';
import { PLC_ROLES } from '@shared/schemas/meetings';

export type PlcRole = (typeof PLC_ROLES)[number];
/** Each PLC role's members in turn order. */
export type RoleRotation = Partial<Record<PlcRole, string[]>>;

interface RoleRotationFieldsProps {
  members: Option[];
  value: RoleRotation;
  onChange: (next: RoleRotation) => void;
}

/** The series' PLC roles: per role, the members who take it in turn, in the order chosen. */
export function RoleRotationFields({ members, value, onChange }: RoleRotationFieldsProps) {
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        Roles in turn
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        The first meeting gets the first person of each role, the next meeting the next, round and round;
        someone who leaves the team is skipped.
      </Typography>
      {PLC_ROLES.map((role) => (
        <Autocomplete
          key={role}
          multiple
          options={members}
          getOptionLabel={(option) => option.Name}
          isOptionEqualToValue={(option, chosen) => option.Id === chosen.Id}
          value={(value[role] ?? []).flatMap((id) => members.filter((member) => member.Id === id))}
          onChange={(_, chosen) => onChange({ ...value, [role]: chosen.map((member) => member.Id) })}
          renderInput={(params) => <TextField {...params} label={`${MEETING_ROLE_NAMES[role]} rotation`} />}
        />
      ))}
    </Stack>
  );
}

/** The rotation as meetingSeries/save takes it. */
export const rotationRequest = (rotation: RoleRotation) =>
  PLC_ROLES.filter((role) => (rotation[role] ?? []).length > 0).map((role) => ({
    ResponsibilityId: role,
    UserIds: rotation[role] ?? [],
  }));
