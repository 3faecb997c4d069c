import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { TeamNorm, TeamWithNorms } from '@shared/schemas/team-norms';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import type { PageAction } from '../../../components/page-action';
import { PageHeader } from '../../../components/page-header';
import { backTo } from '../../../hooks/use-return-to';
import { LoadingScreen } from '../../../components/loading-screen';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useFormReload } from '../../../hooks/use-edited-copy';
import { useDeleteTeamNorm } from '../api/delete-team-norm';
import { useTeamWithNorms } from '../api/get-team-with-norms';
import { useReorderTeamNorms } from '../api/reorder-team-norms';
import { NormDialog } from './norm-dialog';
import { NormMessages } from './norm-messages';
import { NormsTitle } from './norms-title';
import { SortableNormList } from './sortable-norm-list';
import { useToast } from '../../../components/toast';

interface TeamNormsScreenProps {
  teamId: string;
  title: string;
  backHref: string;
}

/** The norm dialog's subject: a norm to edit, or undefined to add one. */
type Editing = { norm: TeamNorm | undefined } | null;

const loadErrorText = (error: unknown) => {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return 'This team could not be found.';
  if (error instanceof ApiError && error.status === 403)
    return 'Only members of this team can see its norms.';
  return errorMessage(error);
};

/** /groupNorms/{teamId}: the team's norms in order; leads and admins add, edit, delete, retitle and reorder. */
export function TeamNormsScreen({ teamId, title, backHref }: TeamNormsScreenProps) {
  const team = useTeamWithNorms(teamId);
  const [editing, setEditing] = useState<Editing>(null);
  const addNorm: PageAction = {
    label: 'Add Norm',
    icon: <AddIcon />,
    onClick: () => setEditing({ norm: undefined }),
  };
  return (
    <Stack spacing={3}>
      <PageHeader
        title={title}
        back={backTo(backHref)}
        subtitle={team.data && `Team: ${team.data.TeamName}`}
        action={team.data?.AllowedToEdit ? addNorm : undefined}
      />
      {team.isPending ? (
        <LoadingScreen label="Loading team norms" />
      ) : team.isError ? (
        <Alert severity="error">{loadErrorText(team.error)}</Alert>
      ) : (
        <NormsPanel
          team={team.data}
          refetch={team.refetch}
          editing={editing}
          onEdit={setEditing}
          addNorm={addNorm}
        />
      )}
    </Stack>
  );
}

interface NormsPanelProps {
  team: TeamWithNorms;
  /** Loads the team's norms again (after a save of a stale copy). */
  refetch: (options: { throwOnError: true }) => Promise<{ data?: TeamWithNorms }>;
  /** The norm dialog's subject (the screen's Add Norm opens it too). */
  editing: Editing;
  onEdit: (editing: Editing) => void;
  addNorm: PageAction;
}

function NormsPanel({ team, refetch, editing, onEdit: setEditing, addNorm }: NormsPanelProps) {
  const headingId = useId();
  const { enqueueSnackbar } = useToast();
  const reorder = useReorderTeamNorms(team.TeamId);
  const deleteNorm = useDeleteTeamNorm(team.TeamId);
  const [deleting, setDeleting] = useState<TeamNorm | null>(null);
  // The dialog's norm as it is now; it closes if the norm has gone.
  const { formKey, reload } = useFormReload(async (options) => {
    const normId = editing?.norm?.Id;
    const fresh = (await refetch(options)).data?.Norms.find((norm) => norm.Id === normId);
    setEditing(fresh ? { norm: fresh } : null);
  });

  const handleReorder = (norms: TeamNorm[]) =>
    reorder.mutate(norms, {
      onSuccess: () => enqueueSnackbar(NormMessages.reordered, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await deleteNorm.mutateAsync(deleting.Id);
      enqueueSnackbar(NormMessages.deleted, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
    setDeleting(null);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <NormsTitle
          teamId={team.TeamId}
          title={team.TeamNormsTitle}
          version={team.Version}
          refetch={refetch}
          allowedToEdit={team.AllowedToEdit}
          headingId={headingId}
        />
        {team.AllowedToEdit && team.Norms.length > 1 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Drag a norm by its handle to reorder, or use the arrow buttons. With a keyboard, focus a handle,
            press Space, move with the arrow keys and press Space again.
          </Typography>
        )}
        <Box sx={{ minHeight: 4 }}>
          {reorder.isPending && <LinearProgress aria-label="Saving the new order" />}
        </Box>
        {team.Norms.length === 0 ? (
          <EmptyState
            message={NormMessages.empty}
            action={team.AllowedToEdit ? addNorm : undefined}
            framed={false}
          />
        ) : team.AllowedToEdit ? (
          <SortableNormList
            norms={team.Norms}
            labelledBy={headingId}
            onReorder={handleReorder}
            onEdit={(norm) => setEditing({ norm })}
            onDelete={setDeleting}
          />
        ) : (
          <Box component="ol" aria-labelledby={headingId} sx={{ m: 0, pl: 3 }}>
            {team.Norms.map((norm) => (
              <Typography
                component="li"
                key={norm.Id}
                sx={{ py: 0.75, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {norm.Norm}
              </Typography>
            ))}
          </Box>
        )}
      </Stack>
      {editing && (
        <NormDialog
          key={formKey}
          teamId={team.TeamId}
          norm={editing.norm}
          onClose={() => setEditing(null)}
          onReload={() => void reload()}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        itemName={deleting?.Norm ?? ''}
        message="This norm will be removed from the team's norms."
        busy={deleteNorm.isPending}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
