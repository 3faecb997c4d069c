import DeleteIcon from '@mui/icons-material/Delete';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Alert from '@mui/material/Alert';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { NEW_ID_STRING } from '@shared/constants';
import type { ManagedTeam } from '@shared/schemas/teams';
import { ActionSlot } from '../../../components/action-slot';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListPagination } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import type { PageAction } from '../../../components/page-action';
import { PageHeader } from '../../../components/page-header';
import { visuallyHidden } from '../../../components/visually-hidden';
import { href, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteTeam } from '../api/delete-team';
import { useManagedTeams } from '../api/get-managed-teams';
import { TeamLoading } from './team-loading';
import { TeamMembers } from './team-members-table';
import { useListQuery } from '../../../hooks/use-list-query';
import { useReturnState } from '../../../hooks/use-return-to';
import { useToast } from '../../../components/toast';

/**
 * /manageTeams: every team of the school, paged on the server, each row with its number of members and
 * expanding to the members themselves, loaded then.
 */
export function ManageTeams() {
  const list = useListQuery();
  const { query } = list;
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [pending, setPending] = useState<ManagedTeam | null>(null);
  const teams = useManagedTeams(query);
  const deleteTeam = useDeleteTeam();
  const { enqueueSnackbar } = useToast();
  // A team opened from here returns here.
  const returnState = useReturnState();
  const create: PageAction = {
    label: 'Create New Team',
    to: href(paths.createTeam, { groupId: NEW_ID_STRING }),
    icon: <GroupAddIcon />,
  };

  const toggle = (teamId: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(teamId)) next.delete(teamId);
      else next.add(teamId);
      return next;
    });

  const handleDelete = async () => {
    if (!pending) return;
    try {
      await deleteTeam.mutateAsync(pending.Id);
      enqueueSnackbar('Team has been deleted.', { variant: 'success' });
      // Deleting the only row of a later page steps back a page rather than showing an empty one.
      if (teams.data?.Items.length === 1 && query.Page > 0) {
        list.setPage(query.Page - 1);
      }
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
    setPending(null);
  };

  const page = teams.data;
  return (
    <Stack spacing={3}>
      <PageHeader
        title={paths.manageTeams.title}
        back={{ to: paths.admin.path, label: `Back to ${paths.admin.title}` }}
        action={create}
      />
      {teams.error ? (
        <Alert severity="error">{errorMessage(teams.error)}</Alert>
      ) : !page ? (
        <TeamLoading text="Loading Team Data" />
      ) : page.Items.length === 0 && query.Page === 0 ? (
        <EmptyState message="There are no teams to display." action={create} />
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label="Teams" aria-busy={teams.isFetching}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 48 }}>
                    <Typography component="span" sx={visuallyHidden}>
                      Show members
                    </Typography>
                  </TableCell>
                  <TableCell sortDirection={query.SortDirection}>
                    <TableSortLabel
                      active
                      direction={query.SortDirection}
                      onClick={() => list.setSortDirection(query.SortDirection === 'asc' ? 'desc' : 'asc')}
                    >
                      Team Name
                    </TableSortLabel>
                  </TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    Members
                  </TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {page.Items.map((team) => {
                  const open = expanded.has(team.Id);
                  const membersId = `members-${team.Id}`;
                  return (
                    <Fragment key={team.Id}>
                      <TableRow hover sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
                        <TableCell>
                          <IconButton
                            size="small"
                            aria-expanded={open}
                            aria-controls={membersId}
                            aria-label={`${open ? 'Hide' : 'Show'} members of ${team.Name}`}
                            onClick={() => toggle(team.Id)}
                          >
                            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                          </IconButton>
                        </TableCell>
                        <TableCell>{team.Name}</TableCell>
                        <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                          {team.MemberCount}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          <ActionSlot
                            shown={team.AllowedToEdit}
                            inList={page.Items.some((other) => other.AllowedToEdit)}
                          >
                            <IconButton
                              component={RouterLink}
                              to={href(paths.createTeam, { groupId: team.Id })}
                              state={returnState}
                              aria-label={`Edit ${team.Name}`}
                            >
                              <EditOutlinedIcon />
                            </IconButton>
                          </ActionSlot>
                          <ActionSlot
                            shown={team.AllowedToDelete}
                            inList={page.Items.some((other) => other.AllowedToDelete)}
                          >
                            <IconButton aria-label={`Delete ${team.Name}`} onClick={() => setPending(team)}>
                              <DeleteIcon color="error" />
                            </IconButton>
                          </ActionSlot>
                        </TableCell>
                      </TableRow>
                      <TableRow>
                        <TableCell colSpan={4} sx={{ py: 0, ...(open ? {} : { borderBottom: 'none' }) }}>
                          <Collapse in={open} timeout="auto" unmountOnExit>
                            <div id={membersId}>
                              <TeamMembers teamId={team.Id} teamName={team.Name} />
                            </div>
                          </Collapse>
                        </TableCell>
                      </TableRow>
                    </Fragment>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          <ListPagination paging={list.paging(page.TotalCount)} />
        </Paper>
      )}
      <ConfirmDialog
        open={pending !== null}
        itemName={pending?.Name ?? ''}
        message="The team, its members list and its norms will be deleted."
        busy={deleteTeam.isPending}
        onConfirm={() => void handleDelete()}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
