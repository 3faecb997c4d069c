import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteUser } from '../api/delete-user';
import { useToast } from '../../../components/toast';

export interface UserToDelete {
  Id: string;
  FullName: string;
}

interface DeleteUserDialogProps {
  user: UserToDelete | null;
  message: string;
  successMessage: string;
  onClose: () => void;
}

/** Confirms and deletes a staffer or student, then says so with the spec's toast. */
export function DeleteUserDialog({ user, message, successMessage, onClose }: DeleteUserDialogProps) {
  const { enqueueSnackbar } = useToast();
  const deleteUser = useDeleteUser();

  const handleConfirm = () => {
    if (!user) return;
    deleteUser.mutate(user.Id, {
      onSuccess: () => {
        enqueueSnackbar(successMessage, { variant: 'success' });
        onClose();
      },
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });
  };

  return (
    <ConfirmDialog
      open={user !== null}
      itemName={user?.FullName ?? ''}
      message={message}
      busy={deleteUser.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
