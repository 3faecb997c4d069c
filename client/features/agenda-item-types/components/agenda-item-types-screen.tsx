import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { naturalSortKey } from '@shared/natural-sort';
import type { AgendaItemType } from '@shared/schemas/agenda-item-types';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../../components/data-table';
import type { PageAction } from '../../../components/page-action';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { backTo } from '../../../hooks/use-return-to';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteAgendaItemType } from '../api/delete-agenda-item-type';
import { useAgendaItemTypes } from '../api/get-agenda-item-types';
import { AgendaItemTypeDialog, AgendaItemTypeMessages } from './agenda-item-type-dialog';
import { useToast } from '../../../components/toast';

const EMPTY_MESSAGE = 'There are no agenda item types to display.';
const IN_USE_EXPLANATION = 'Used by agenda items, so it cannot be deleted.';

type Editing = { type: AgendaItemType | undefined } | null;

const byAbbreviation = (a: AgendaItemType, b: AgendaItemType) => {
  const keyA = `${naturalSortKey(a.DisplayName)}\u0000${naturalSortKey(a.Name)}`;
  const keyB = `${naturalSortKey(b.DisplayName)}\u0000${naturalSortKey(b.Name)}`;
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
};

/** /manageAgendaTypes: the school's agenda item types, sorted by abbreviation, with create, edit and delete. */
export function AgendaItemTypesScreen({ title }: { title: string }) {
  const { enqueueSnackbar } = useToast();
  const types = useAgendaItemTypes();
  const deleteType = useDeleteAgendaItemType();
  const [sort, setSort] = useState<DataTableSort>({ columnId: 'abbreviation', direction: 'asc' });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AgendaItemType | null>(null);
  const addType: PageAction = {
    label: 'Add Agenda Item Type',
    icon: <AddIcon />,
    onClick: () => setEditing({ type: undefined }),
  };

  const sorted = useMemo(() => {
    if (!types.data) return undefined;
    const rows = [...types.data].sort(byAbbreviation);
    return sort.direction === 'asc' ? rows : rows.reverse();
  }, [types.data, sort.direction]);
  const lastPage = sorted ? Math.max(0, Math.ceil(sorted.length / pageSize) - 1) : 0;
  const currentPage = Math.min(page, lastPage);
  const pageRows = sorted?.slice(currentPage * pageSize, (currentPage + 1) * pageSize);

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await deleteType.mutateAsync(deleting.Id);
      enqueueSnackbar(AgendaItemTypeMessages.deleted, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
    setDeleting(null);
  };

  const columns: DataTableColumn<AgendaItemType>[] = [
    {
      id: 'abbreviation',
      label: 'Abbreviation',
      sortable: true,
      render: (type) => <Typography sx={{ fontWeight: 700 }}>{type.DisplayName}</Typography>,
    },
    { id: 'name', label: 'Item Name', render: (type) => type.Name },
    {
      id: 'inUse',
      label: 'In Use',
      hideOnPhone: true,
      render: (type) => (type.CurrentlyInUseByAgendaItem ? 'Yes' : 'No'),
    },
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (type) => (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${type.Name}`} onClick={() => setEditing({ type })} size="small">
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {type.CurrentlyInUseByAgendaItem ? (
            <Tooltip title={IN_USE_EXPLANATION}>
              {/* Focusable (unlike a disabled button), so keyboard and screen-reader users hear why. */}
              <IconButton
                aria-disabled
                aria-label={`Delete ${type.Name}: not available. ${IN_USE_EXPLANATION}`}
                onClick={() => enqueueSnackbar(`${type.Name}: ${IN_USE_EXPLANATION}`, { variant: 'info' })}
                size="small"
                sx={{ color: 'action.disabled' }}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : (
            <Tooltip title="Delete">
              <IconButton aria-label={`Delete ${type.Name}`} onClick={() => setDeleting(type)} size="small">
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      ),
    },
  ];

  return (
    <Stack spacing={3}>
      <PageHeader title={title} back={backTo(paths.admin.path)} action={addType} />
      <Typography sx={{ color: 'text.secondary' }}>
        Each agenda item has a type, shown by its letter abbreviation. A type used by agenda items cannot be
        deleted.
      </Typography>
      <DataTable
        caption="Agenda item types"
        columns={columns}
        rows={pageRows}
        getRowKey={(type) => type.Id}
        isLoading={types.isPending || deleteType.isPending}
        error={types.error}
        emptyMessage={EMPTY_MESSAGE}
        emptyAction={addType}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(0);
        }}
        paging={{
          page: currentPage,
          pageSize,
          totalCount: sorted?.length ?? 0,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(0);
          },
        }}
      />
      {editing && <AgendaItemTypeDialog type={editing.type} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        itemName={deleting ? `${deleting.DisplayName}: ${deleting.Name}` : ''}
        message="This agenda item type will be removed and can no longer be chosen for agenda items."
        busy={deleteType.isPending}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
