import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { NEW_ID_STRING } from '@shared/constants';
import {
  IDENTITY_PROVIDER_KINDS,
  IDENTITY_PROVIDER_PRESETS,
  type IdentityProvider,
  type IdentityProviderKind,
  type IdentityProviderSettings,
} from '@shared/schemas/sso';
import { SsoMessages } from '@shared/sso-messages';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { FormToggle } from '../../../components/form-toggle';
import { useToast } from '../../../components/toast';
import { applySaveError, sameFieldNames } from '../../../lib/form-errors';
import { useSaveProvider } from '../api/save-provider';
import { FormSelect } from './form-select';
import { IssuerUrlField } from './issuer-url-field';
import {
  holdsPreset,
  KIND_LABELS,
  NO_SCHOOL,
  providerFormDefaults,
  type ProviderFormInput,
  ProviderFormSchema,
  type ProviderFormValues,
} from './provider-form';

const FIELDS = [
  'Kind',
  'DisplayName',
  'IssuerUrl',
  'ClientId',
  'ClientSecret',
  'AllowedDomains',
  'RequireSso',
  'JitLocationId',
  'Enabled',
] as const satisfies readonly (keyof ProviderFormInput)[];

const KIND_OPTIONS = IDENTITY_PROVIDER_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));

interface ProviderDialogProps {
  /** The provider to edit; undefined adds one. */
  provider: IdentityProvider | undefined;
  schools: IdentityProviderSettings['Schools'];
  onClose: () => void;
  /** Loads the provider as it is now, after a save of a stale copy. */
  onReload: () => void;
}

/** Add or edit one single sign-on provider: what it is, how PLC Hub is registered there, whom it signs in. */
export function ProviderDialog({ provider, schools, onClose, onReload }: ProviderDialogProps) {
  const { enqueueSnackbar } = useToast();
  const save = useSaveProvider();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProviderFormInput, unknown, ProviderFormValues>({
    resolver: zodResolver(ProviderFormSchema),
    mode: 'onBlur',
    defaultValues: providerFormDefaults(provider),
  });
  const { register, control, handleSubmit, formState, getValues, setValue, setError } = form;
  const hasSecret = provider?.HasClientSecret ?? false;
  const schoolOptions = [
    { value: NO_SCHOOL, label: 'None' },
    ...schools.map((school) => ({ value: school.Id, label: school.Name })),
  ];

  // A kind fills in its own button name and issuer, but never over what the user typed.
  const handleKindChange = (kind: IdentityProviderKind) => {
    const preset = IDENTITY_PROVIDER_PRESETS[kind];
    if (holdsPreset('name', getValues('DisplayName'))) {
      setValue('DisplayName', preset.name, { shouldDirty: true });
    }
    if (holdsPreset('issuerUrl', getValues('IssuerUrl'))) {
      setValue('IssuerUrl', preset.issuerUrl, { shouldDirty: true });
    }
  };

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ ...values, Id: provider?.Id ?? NEW_ID_STRING, Version: provider?.Version });
      enqueueSnackbar(SsoMessages.saved, { variant: 'success' });
      onClose();
    } catch (error) {
      setFormError(applySaveError(error, sameFieldNames(FIELDS), setError));
    }
  });

  return (
    <FormDialog
      title={provider ? 'Edit Sign-in Provider' : 'Add Sign-in Provider'}
      isSaving={save.isPending}
      savingLabel="Saving the sign-in provider"
      errorMessage={formError}
      saveError={save.error}
      onReload={onReload}
      onSubmit={(event) => void handleSave(event)}
      onClose={onClose}
      isDirty={formState.isDirty}
    >
      <FormProvider {...form}>
        <FormSelect
          control={control}
          name="Kind"
          label="Kind"
          autoFocus
          options={KIND_OPTIONS}
          onChoose={handleKindChange}
        />
        <FormTextField
          label="Button name"
          required
          helperText='The sign-in page shows "Sign in with" and this name.'
          registration={register('DisplayName')}
          fieldError={formState.errors.DisplayName}
        />
        <IssuerUrlField />
        <FormTextField
          label="Client ID"
          required
          autoComplete="off"
          registration={register('ClientId')}
          fieldError={formState.errors.ClientId}
        />
        <FormTextField
          label="Client secret"
          type="password"
          required={!hasSecret}
          autoComplete="new-password"
          placeholder={hasSecret ? 'A secret is stored. Leave blank to keep it.' : undefined}
          // The placeholder says a secret is stored, so it shows before the field is focused.
          slotProps={hasSecret ? { inputLabel: { shrink: true } } : undefined}
          registration={register('ClientSecret')}
          fieldError={formState.errors.ClientSecret}
        />
        <FormTextField
          label="Allowed e-mail domains"
          required
          helperText="Only addresses of these domains sign in with it. Separate domains with commas or spaces."
          registration={register('AllowedDomains')}
          fieldError={formState.errors.AllowedDomains}
        />
        <FormToggle
          variant="switch"
          control={control}
          name="RequireSso"
          label="Require single sign-on for these domains"
          helperText="Password sign-in is refused for these addresses; super admins keep theirs."
        />
        <FormSelect
          control={control}
          name="JitLocationId"
          label="Create accounts for unknown staff at"
          options={schoolOptions}
          helperText="None: only people who already have a PLC Hub account sign in with it."
        />
        <FormToggle
          variant="switch"
          control={control}
          name="Enabled"
          label="Enabled"
          helperText="Its button shows on the sign-in page."
        />
      </FormProvider>
    </FormDialog>
  );
}
