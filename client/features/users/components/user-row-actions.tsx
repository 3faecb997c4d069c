import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import { ActionSlot } from '../../../components/action-slot';

interface UserRowActionsProps {
  name: string;
  editHref: string;
  onDelete: () => void;
  /** The server's AllowedToEdit and AllowedToDelete; students have neither flag and allow both. */
  allowedToEdit?: boolean;
  allowedToDelete?: boolean;
  /** Whether some row of the list offers each action: a row without it keeps its place. */
  inList: { edit: boolean; delete: boolean };
}

/** Edit and delete of one row, named after the person for screen readers. */
export function UserRowActions({
  name,
  editHref,
  onDelete,
  allowedToEdit = true,
  allowedToDelete = true,
  inList,
}: UserRowActionsProps) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <ActionSlot shown={allowedToEdit} inList={inList.edit}>
        <Tooltip title="Edit">
          <IconButton component={RouterLink} to={editHref} aria-label={`Edit ${name}`} size="small">
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </ActionSlot>
      <ActionSlot shown={allowedToDelete} inList={inList.delete}>
        <Tooltip title="Delete">
          <IconButton onClick={onDelete} aria-label={`Delete ${name}`} size="small" color="error">
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </ActionSlot>
    </Stack>
  );
}
