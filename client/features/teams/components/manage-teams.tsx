import DeleteIcon from '@mui/icons-material/Delete';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { NEW_ID_STRING, PAGE_SIZES, UserType } from '@shared/constants';
import type { ManagedTeam } from '@shared/schemas/teams';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { visuallyHidden } from '../../../components/visually-hidden';
import { href, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteTeam } from '../api/delete-team';
import { useManagedTeams } from '../api/get-managed-teams';
import { leadLabel } from './team-lead-label';
import { TeamLoading } from './team-loading';
import { useListQuery } from '../../../hooks/use-list-query';

const TYPE_NAMES: Record<number, string> = {
  [UserType.Staffer]: 'Staffer',
  [UserType.Student]: 'Student',
  [UserType.Partner]: 'Partner',
};

/** /manageTeams: every team of the school, paged on the server, each row expanding to its members. */
export function ManageTeams() {
  const list = useListQuery();
  const { query } = list;
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [pending, setPending] = useState<ManagedTeam | null>(null);
  const teams = useManagedTeams(query);
  const deleteTeam = useDeleteTeam();
  const { enqueueSnackbar } = useSnackbar();

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
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}
      >
        <Typography variant="h1">{paths.manageTeams.title}</Typography>
        <Button
          component={RouterLink}
          to={href(paths.createTeam, { groupId: NEW_ID_STRING })}
          variant="contained"
          startIcon={<GroupAddIcon />}
        >
          Create New Team
        </Button>
      </Stack>
      {teams.error ? (
        <Alert severity="error">{errorMessage(teams.error)}</Alert>
      ) : !page ? (
        <TeamLoading text="Loading Team Data" />
      ) : page.Items.length === 0 && query.Page === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>There are no teams to display.</Typography>
        </Paper>
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
                          {team.TeamMembers.length}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {team.AllowedToEdit && (
                            <IconButton
                              component={RouterLink}
                              to={href(paths.createTeam, { groupId: team.Id })}
                              aria-label={`Edit ${team.Name}`}
                            >
                              <EditOutlinedIcon />
                            </IconButton>
                          )}
                          {team.AllowedToDelete && (
                            <IconButton aria-label={`Delete ${team.Name}`} onClick={() => setPending(team)}>
                              <DeleteIcon color="error" />
                            </IconButton>
                          )}
                        </TableCell>
                      </TableRow>
                      <TableRow>
                        <TableCell colSpan={4} sx={{ py: 0, ...(open ? {} : { borderBottom: 'none' }) }}>
                          <Collapse in={open} timeout="auto" unmountOnExit>
                            <div id={membersId}>
                              {team.TeamMembers.length === 0 ? (
                                <Typography sx={{ py: 2 }}>There are no team members.</Typography>
                              ) : (
                                <Table size="small" aria-label={`Members of ${team.Name}`} sx={{ my: 1 }}>
                                  <TableHead>
                                    <TableRow>
                                      <TableCell>Name</TableCell>
                                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                                        Email Address
                                      </TableCell>
                                      <TableCell>Type</TableCell>
                                      <TableCell>Role</TableCell>
                                    </TableRow>
                                  </TableHead>
                                  <TableBody>
                                    {team.TeamMembers.map((member) => {
                                      const label = leadLabel(member, team.TeamMembers);
                                      return (
                                        <TableRow key={member.UserTeamId}>
                                          <TableCell>
                                            {member.FirstName} {member.LastName}
                                          </TableCell>
                                          <TableCell
                                            sx={{
                                              display: { xs: 'none', sm: 'table-cell' },
                                              overflowWrap: 'anywhere',
                                            }}
                                          >
                                            {member.EmailAddress}
                                          </TableCell>
                                          <TableCell>{TYPE_NAMES[member.UserTypeId] ?? ''}</TableCell>
                                          <TableCell>
                                            {label && <Chip size="small" color="primary" label={label} />}
                                          </TableCell>
                                        </TableRow>
                                      );
                                    })}
                                  </TableBody>
                                </Table>
                              )}
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
          <TablePagination
            component="div"
            count={page.TotalCount}
            page={query.Page}
            rowsPerPage={query.PageSize}
            rowsPerPageOptions={[...PAGE_SIZES]}
            sx={{ '& .MuiTablePagination-toolbar': { px: { xs: 1, sm: 2 } } }}
            onPageChange={(_event, next) => list.setPage(next)}
            onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
          />
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
