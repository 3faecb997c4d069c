import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { IdentityProvider } from '@shared/schemas/sso';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import type { PageAction } from '../../../components/page-action';
import { KIND_LABELS } from './provider-form';

const EMPTY_MESSAGE = 'There are no sign-in providers: everyone signs in with a password.';

interface ProviderListProps {
  providers: IdentityProvider[];
  isLoading: boolean;
  /** Adding and editing need the server's key (CanStoreSecrets): without it neither is offered. */
  addProvider?: PageAction;
  onEdit?: (provider: IdentityProvider) => void;
  onDelete: (provider: IdentityProvider) => void;
}

/** The district's providers: name, kind, domains, whether enabled and whether they replace passwords. */
export function ProviderList({ providers, isLoading, addProvider, onEdit, onDelete }: ProviderListProps) {
  const columns: DataTableColumn<IdentityProvider>[] = [
    {
      id: 'name',
      label: 'Button name',
      render: (provider) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{provider.DisplayName}</Typography>
          {provider.RequireSso && <Chip label="Required" size="small" color="primary" variant="outlined" />}
        </Box>
      ),
    },
    { id: 'kind', label: 'Kind', hideOnPhone: true, render: (provider) => KIND_LABELS[provider.Kind] },
    {
      id: 'domains',
      label: 'E-mail domains',
      longText: true,
      render: (provider) => provider.AllowedDomains.join(', '),
    },
    { id: 'enabled', label: 'Enabled', render: (provider) => (provider.Enabled ? 'Yes' : 'No') },
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      render: (provider) => (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
          {onEdit && (
            <Tooltip title="Edit">
              <IconButton
                aria-label={`Edit ${provider.DisplayName}`}
                onClick={() => onEdit(provider)}
                size="small"
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title="Delete">
            <IconButton
              aria-label={`Delete ${provider.DisplayName}`}
              onClick={() => onDelete(provider)}
              size="small"
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ),
    },
  ];

  return (
    <DataTable
      caption="Sign-in providers"
      columns={columns}
      rows={providers}
      getRowKey={(provider) => provider.Id}
      isLoading={isLoading}
      emptyMessage={EMPTY_MESSAGE}
      emptyAction={addProvider}
    />
  );
}
