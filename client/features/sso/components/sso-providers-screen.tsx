import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { IdentityProvider } from '@shared/schemas/sso';
import { SsoMessages } from '@shared/sso-messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { LoadingScreen } from '../../../components/loading-screen';
import type { PageAction } from '../../../components/page-action';
import { PageHeader } from '../../../components/page-header';
import { useToast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useFormReload } from '../../../hooks/use-edited-copy';
import { backTo } from '../../../hooks/use-return-to';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteProvider } from '../api/delete-provider';
import { useSsoSettings } from '../api/get-sso-settings';
import { ProviderDialog } from './provider-dialog';
import { ProviderList } from './provider-list';
import { ProviderRegistrationSection } from './provider-registration-section';

const DELETE_MESSAGE =
  'Its button leaves the sign-in page and the accounts linked to it are unlinked: people sign in with a ' +
  'password or another provider instead.';

/** The dialog's provider by id (null adds one): after a reload it shows the provider as it is now. */
type Editing = { providerId: string | null } | null;

/** /ssoProviders (super admins): what to register at a provider, and the district's providers. */
export function SsoProvidersScreen({ title }: { title: string }) {
  const { enqueueSnackbar } = useToast();
  const settings = useSsoSettings();
  const deleteProvider = useDeleteProvider();
  const { formKey, reload } = useFormReload(settings.refetch);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<IdentityProvider | null>(null);
  const canSave = settings.data?.CanStoreSecrets ?? false;
  const addProvider: PageAction | undefined = canSave
    ? { label: 'Add Sign-in Provider', icon: <AddIcon />, onClick: () => setEditing({ providerId: null }) }
    : undefined;
  const edited = settings.data?.Providers.find((provider) => provider.Id === editing?.providerId);

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await deleteProvider.mutateAsync(deleting.Id);
      enqueueSnackbar(SsoMessages.deleted, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    }
    setDeleting(null);
  };

  return (
    <Stack spacing={3}>
      <PageHeader title={title} back={backTo(paths.admin.path)} action={addProvider} />
      <Typography sx={{ color: 'text.secondary' }}>
        People of the district sign in with their school accounts through these providers: a button each on
        the sign-in page, for the e-mail domains it allows.
      </Typography>
      {settings.isError ? (
        <LoadError error={settings.error} />
      ) : !settings.data ? (
        <LoadingScreen label="Loading the sign-in providers" />
      ) : (
        <>
          {!canSave && <Alert severity="warning">{SsoMessages.noKey}</Alert>}
          <ProviderRegistrationSection
            redirectUrl={settings.data.RedirectUrl}
            postLogoutRedirectUrl={settings.data.PostLogoutRedirectUrl}
          />
          <Typography variant="h6" component="h2">
            Providers
          </Typography>
          <ProviderList
            providers={settings.data.Providers}
            isLoading={deleteProvider.isPending}
            addProvider={addProvider}
            onEdit={canSave ? (provider) => setEditing({ providerId: provider.Id }) : undefined}
            onDelete={setDeleting}
          />
          {editing && (editing.providerId === null || edited) && (
            <ProviderDialog
              key={formKey}
              provider={edited}
              schools={settings.data.Schools}
              onClose={() => setEditing(null)}
              onReload={() => void reload()}
            />
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        itemName={deleting?.DisplayName ?? ''}
        message={DELETE_MESSAGE}
        busy={deleteProvider.isPending}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
