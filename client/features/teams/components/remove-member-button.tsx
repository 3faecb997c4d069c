import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { TeamMessages } from '@shared/messages';
import { useToast } from '../../../components/toast';

interface RemoveMemberButtonProps {
  /** The action's name, with the member's name: "Remove Ava Khan from Math". */
  label: string;
  /** The server's AllowedToRemove: false for the team's only lead. */
  allowed: boolean;
  onRemove: () => void;
  edge?: 'end';
}

/**
 * A member row's remove icon. Where the server refuses (the team's only lead) it stays in place, greyed and
 * still focusable (unlike a disabled button), so keyboard and screen-reader users learn why too.
 */
export function RemoveMemberButton({ label, allowed, onRemove, edge }: RemoveMemberButtonProps) {
  const { enqueueSnackbar } = useToast();
  if (allowed) {
    return (
      <IconButton edge={edge} aria-label={label} onClick={onRemove}>
        <PersonRemoveIcon color="error" />
      </IconButton>
    );
  }
  return (
    <Tooltip title={TeamMessages.lastLead}>
      <IconButton
        edge={edge}
        aria-disabled
        aria-label={`${label}: not available. ${TeamMessages.lastLead}`}
        onClick={() => enqueueSnackbar(TeamMessages.lastLead, { variant: 'info' })}
        sx={{ color: 'action.disabled' }}
      >
        <PersonRemoveIcon />
      </IconButton>
    </Tooltip>
  );
}
