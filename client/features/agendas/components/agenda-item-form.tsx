import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { lazy, Suspense } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { NEW_ID_STRING, NONE_SELECTED } from '@shared/constants';
import {
  AgendaMessages,
  type AgendaItem,
  type AgendaItemForm as AgendaItemFormValues,
  AgendaItemFormSchema,
  type TeamUser,
} from '@shared/schemas/agendas';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingScreen } from '../../../components/loading-screen';
import { href, paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useAgendaItem } from '../api/get-agenda-item';
import { useTeamUsers } from '../api/get-team-users';
import { useSaveAgendaItem } from '../api/save-agenda-item';

// TipTap and ProseMirror load only on the screens that edit rich text.
const RichTextEditor = lazy(() => import('../../../components/rich-text-editor'));

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

/** /createAgendaItem/{agendaId}/{meetingId}/{agendaItemId}: loads the item (when editing) and the choices. */
export function AgendaItemForm({ agendaId, meetingId, agendaItemId, types }: AgendaItemFormProps) {
  const itemId = agendaItemId === NEW_ID_STRING ? null : agendaItemId;
  const item = useAgendaItem(itemId);
  const people = useTeamUsers(agendaId);
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
      key={item.data?.Id ?? 'new'}
      agendaId={agendaId}
      meetingId={meetingId}
      item={item.data}
      people={people.data}
      types={types}
    />
  );
}

interface ItemFieldsProps {
  agendaId: string;
  meetingId: string;
  item: AgendaItem | undefined;
  people: TeamUser[];
  types: ItemTypeChoice[];
}

function ItemFields({ agendaId, meetingId, item, people, types }: ItemFieldsProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveAgendaItem();
  const agendaHref = href(paths.meetingAgenda, { meetingId });
  const readOnly = item !== undefined && !item.AllowedToEdit;
  const defaultValues: AgendaItemFormValues = {
    itemName: item?.Title ?? '',
    itemDescription: item?.Description ?? '',
    selectedAgendaType: item?.ItemTypeId ?? NONE,
    // The form has one facilitator (spec section 3); an item saved with several shows its first.
    selectedFacilitator: item?.AgendaItemFacilitators[0]?.UserId ?? NONE,
    considerationTime: String(item?.TimeInMinutes ?? 0),
  };
  const { register, control, handleSubmit, formState, trigger } = useForm<AgendaItemFormValues>({
    resolver: zodResolver(AgendaItemFormSchema),
    mode: 'onBlur',
    defaultValues,
  });

  const handleSave = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        Id: item?.Id ?? NEW_ID_STRING,
        AgendaId: agendaId,
        Title: values.itemName,
        Description: values.itemDescription,
        ItemTypeId: values.selectedAgendaType,
        OrderId: item?.OrderId ?? 0,
        TimeInMinutes: Number(values.considerationTime),
        AgendaItemFacilitators: [{ UserId: values.selectedFacilitator }],
      });
      enqueueSnackbar(item ? AgendaMessages.saved : AgendaMessages.created, { variant: 'success' });
      await navigate(agendaHref);
    } catch {
      // The mutation's error state shows the server's message.
    }
  });

  if (save.isPending || save.isSuccess) return <LoadingScreen label="Saving the agenda item" />;

  return (
    <Stack spacing={3}>
      <Link
        component={RouterLink}
        to={agendaHref}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        Back to the agenda
      </Link>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSave(event)}>
          <Typography variant="h2">{item ? 'Edit Agenda Item' : 'New Agenda Item'}</Typography>
          {readOnly && (
            <Alert severity="info">
              Only the item&apos;s facilitators, the note taker and the team&apos;s leads can change it.
            </Alert>
          )}
          {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
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
            <FormTextField
              select
              label="Facilitator"
              required
              fullWidth
              disabled={readOnly}
              defaultValue={defaultValues.selectedFacilitator}
              registration={register('selectedFacilitator')}
              fieldError={formState.errors.selectedFacilitator}
            >
              <MenuItem value={NONE}>Select a facilitator</MenuItem>
              {people.map((person) => (
                <MenuItem key={person.UserId} value={person.UserId}>
                  {person.FullName}
                </MenuItem>
              ))}
            </FormTextField>
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
