import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import Tooltip from '@mui/material/Tooltip';

/** The user state icons of spec section 6: Active Admin, Active, Not Active. */
export function UserStateIcon({ active, isAdmin = false }: { active: boolean; isAdmin?: boolean }) {
  const state = !active ? 'Not Active' : isAdmin ? 'Active Admin' : 'Active';
  const Icon = !active
    ? HighlightOffIcon
    : isAdmin
      ? AdminPanelSettingsOutlinedIcon
      : CheckCircleOutlinedIcon;
  return (
    <Tooltip title={state}>
      <Icon
        role="img"
        aria-label={state}
        aria-hidden={false}
        sx={{
          color: active ? (isAdmin ? 'primary.main' : 'success.main') : 'text.secondary',
          verticalAlign: 'middle',
        }}
      />
    </Tooltip>
  );
}
