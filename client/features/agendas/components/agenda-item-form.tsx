import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Suspense, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { NEW_ID_STRING, NONE_SELECTED } from '@shared/constants';
import {
  AgendaMessages,
  type AgendaItem,
  AgendaItemFormSchema,
  type TeamUser,
} from '@shared/schemas/agendas';
import { DraftOffer } from '../../../components/draft-offer';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingScreen } from '../../../components/loading-screen';
import { SaveErrorAlert } from '../../../components/save-error-alert';
import { href, paths } from '../../../config/paths';
import { useFormReload, useLoadedVersion } from '../../../hooks/use-edited-copy';
import { useLocalDraft } from '../../../hooks/use-local-draft';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { applySaveError, type ServerFieldMap } from '../../../lib/form-errors';
import { useAgendaItem } from '../api/get-agenda-item';
import { useTeamUsers } from '../api/get-team-users';
import { useSaveAgendaItem } from '../api/save-agenda-item';
import { useToast } from '../../../components/toast';
import { RichTextEditor } from '../../../components/lazy-rich-text-editor';

// TipTap and ProseMirror load only on the screens that edit rich text.

/** An agenda item type as the Type select shows it ("D – Discussion"). */
export interface ItemTypeChoice {
  Id: string;
  Name: string;
  DisplayName: string;
}

interface AgendaItemFormProps {
  agendaId: string;
  meetingId: string;
  /** '0' adds an item. */
  agendaItemId: string;
  /** The school's types; undefined while they load. */
  types: ItemTypeChoice[] | undefined;
}

const NONE = String(NONE_SELECTED);

type ItemFormValues = z.infer<typeof AgendaItemFormSchema>;

/** agendaitem/save's fields on the form. */
const SERVER_FIELDS: ServerFieldMap<ItemFormValues> = {
  Title: 'itemName',
  Description: 'itemDescription',
  ItemTypeId: 'selectedAgendaType',
  TimeInMinutes: 'considerationTime',
  AgendaItemFacilitators: 'selectedFacilitator',
};

/** /createAgendaItem/{agendaId}/{meetingId}/{agendaItemId}: loads the item (when editing) and the choices. */
export function AgendaItemForm({ agendaId, meetingId, agendaItemId, types }: AgendaItemFormProps) {
  const itemId = agendaItemId === NEW_ID_STRING ? null : agendaItemId;
  const item = useAgendaItem(itemId);
  const people = useTeamUsers(agendaId);
  const { formKey, reload } = useFormReload(item.refetch);
  const error = item.error ?? people.error;
  if (error) {
    const hidden =
      error instanceof ApiError && error.status === 403 && error.message === AgendaMessages.notPosted;
    return <Alert severity="error">{hidden ? AgendaMessages.notPosted : errorMessage(error)}</Alert>;
  }
  if ((itemId && !item.data) || !people.data || !types)
    return <LoadingScreen label="Loading the agenda item" />;
  return (
    <ItemFields
      key={`${item.data?.Id ?? 'new'}-${formKey}`}
      agendaId={agendaId}
      meetingId={meetingId}
      item={item.data}
      people={people.data}
      types={types}
      onReload={() => void reload()}
    />
  );
}

interface ItemFieldsProps {
  agendaId: string;
  meetingId: string;
  item: AgendaItem | undefined;
  people: TeamUser[];
  types: ItemTypeChoice[];
  onReload: () => void;
}

function ItemFields({ agendaId, meetingId, item, people, types, onReload }: ItemFieldsProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToast();
  const save = useSaveAgendaItem();
  const [version] = useLoadedVersion(item?.Version);
  const agendaHref = href(paths.meetingAgenda, { meetingId });
  const readOnly = item !== undefined && !item.AllowedToEdit;
  const [formError, setFormError] = useState<string | null>(null);
  // A facilitator who has left the team is no choice any more: saving them would be refused.
  const storedFacilitators = item?.AgendaItemFacilitators.map((facilitator) => facilitator.UserId) ?? [];
  const facilitators = storedFacilitators.filter((id) => people.some((person) => person.UserId === id));
  const facilitatorLeft = facilitators.length < storedFacilitators.length;
  const defaultValues: ItemFormValues = {
    itemName: item?.Title ?? '',
    itemDescription: item?.Description ?? '',
    selectedAgendaType: item?.ItemTypeId ?? NONE,
    selectedFacilitator: facilitators,
    considerationTime: String(item?.TimeInMinutes ?? 0),
  };
  const { register, control, handleSubmit, formState, trigger, setError, setValue } = useForm<ItemFormValues>(
    {
      resolver: zodResolver(AgendaItemFormSchema),
      mode: 'onBlur',
      defaultValues,
    },
  );
  const [itemName, itemDescription] = useWatch({ control, name: ['itemName', 'itemDescription'] });
  const draft = useLocalDraft({
    scope: `agenda-item:${agendaId}:${item?.Id ?? NEW_ID_STRING}`,
    stored: { itemName: defaultValues.itemName, itemDescription: defaultValues.itemDescription },
    current: { itemName, itemDescription },
    dirty: formState.isDirty,
    enabled: !readOnly,
    onRestore: (values) => {
      setValue('itemName', values.itemName, { shouldDirty: true });
      setValue('itemDescription', values.itemDescription, { shouldDirty: true });
    },
  });
  const { allowLeave } = useUnsavedChanges(formState.isDirty, draft.clear);
  const nameOf = (userId: string) => people.find((person) => person.UserId === userId)?.FullName ?? '';

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({
        Id: item?.Id ?? NEW_ID_STRING,
        AgendaId: agendaId,
        Title: values.itemName,
        Description: values.itemDescription,
        ItemTypeId: values.selectedAgendaType,
        OrderId: item?.OrderId ?? 0,
        TimeInMinutes: Number(values.considerationTime),
        AgendaItemFacilitators: values.selectedFacilitator.map((UserId) => ({ UserId })),
        Version: version,
      });
      enqueueSnackbar(item ? AgendaMessages.saved : AgendaMessages.created, { variant: 'success' });
      allowLeave();
      await navigate(agendaHref);
    } catch (error) {
      setFormError(applySaveError(error, SERVER_FIELDS, setError));
    }
  });

  if (save.isPending || save.isSuccess) return <LoadingScreen label="Saving the agenda item" />;

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSave(event)}>
          {readOnly && (
            <Alert severity="info">
              Only the item&apos;s facilitators, the note taker and the team&apos;s leads can change it.
            </Alert>
          )}
          <SaveErrorAlert error={save.error} message={formError} onReload={onReload} />
          <DraftOffer draft={draft} />
          <FormTextField
            label="Item Name"
            required
            disabled={readOnly}
            registration={register('itemName')}
            fieldError={formState.errors.itemName}
          />
          <Controller
            control={control}
            name="itemDescription"
            render={({ field, fieldState }) => (
              <Suspense fallback={<LoadingScreen label="Loading the editor" />}>
                <RichTextEditor
                  label="Description"
                  disabled={readOnly}
                  value={field.value}
                  onChange={(html) => {
                    field.onChange(html);
                    if (fieldState.error) void trigger('itemDescription');
                  }}
                  onBlur={field.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              </Suspense>
            )}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              select
              label="Type"
              required
              fullWidth
              disabled={readOnly}
              defaultValue={defaultValues.selectedAgendaType}
              registration={register('selectedAgendaType')}
              fieldError={formState.errors.selectedAgendaType}
            >
              <MenuItem value={NONE}>Select a type</MenuItem>
              {types.map((type) => (
                <MenuItem key={type.Id} value={type.Id}>
                  {type.DisplayName} – {type.Name}
                </MenuItem>
              ))}
            </FormTextField>
            <Controller
              control={control}
              name="selectedFacilitator"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Facilitators"
                  required
                  fullWidth
                  disabled={readOnly}
                  name={field.name}
                  value={field.value}
                  inputRef={field.ref}
                  onChange={(event) => {
                    // A multiple select answers an array (a string only for autofill).
                    const { value } = event.target as { value: string | string[] };
                    field.onChange(typeof value === 'string' ? value.split(',') : value);
                    if (fieldState.error) void trigger('selectedFacilitator');
                  }}
                  onBlur={field.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error?.message ??
                    (facilitatorLeft
                      ? 'A previous facilitator is no longer on the team and has been taken off.'
                      : undefined)
                  }
                  slotProps={{
                    select: {
                      multiple: true,
                      renderValue: (selected) => (selected as string[]).map(nameOf).join(', '),
                    },
                  }}
                >
                  {people.map((person) => (
                    <MenuItem key={person.UserId} value={person.UserId}>
                      {person.FullName}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
          <FormTextField
            label="Consideration Time (min)"
            required
            disabled={readOnly}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ maxWidth: { sm: 240 } }}
            registration={register('considerationTime')}
            fieldError={formState.errors.considerationTime}
          />
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={readOnly}>
              Save Agenda Item
            </Button>
            <Button onClick={() => void navigate(agendaHref)}>Cancel</Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
