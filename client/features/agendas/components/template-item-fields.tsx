import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { MEETING_ROLE_NAMES, type MeetingRole } from '@shared/constants';
import { FormTextField } from '../../../components/form-text-field';
import type { SortableRowControls } from '../../../components/sortable-list';
import type { ItemTypeChoice } from './agenda-item-form';
import { NO_TYPE, type TemplateFormInput } from './template-form-values';

const NO_ROLE = 'none';
const ROLES = Object.entries(MEETING_ROLE_NAMES).map(([id, name]) => ({ id, name }));

interface TemplateItemFieldsProps {
  index: number;
  /** The item's title as typed so far: its Remove button names it. */
  title: string;
  controls: SortableRowControls;
  control: Control<TemplateFormInput, unknown, unknown>;
  register: UseFormRegister<TemplateFormInput>;
  errors: FieldErrors<TemplateFormInput>['Items'];
  types: ItemTypeChoice[];
  onRemove: () => void;
}

/** One item of the template editor: its place (drag, move buttons), fields and Remove. */
export function TemplateItemFields({
  index,
  title,
  controls,
  control,
  register,
  errors,
  types,
  onRemove,
}: TemplateItemFieldsProps) {
  const itemErrors = errors?.[index];
  return (
    <Stack spacing={2} sx={{ p: { sm: 0.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {controls.handle}
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          Item {controls.position}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, ml: 'auto' }}>
          {controls.moveButtons}
          <Tooltip title="Remove">
            <IconButton
              aria-label={`Remove item ${controls.position}${title ? `: ${title}` : ''}`}
              onClick={onRemove}
              size="small"
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
      <FormTextField
        label="Item Name"
        required
        registration={register(`Items.${index}.Title`)}
        fieldError={itemErrors?.Title}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Controller
          control={control}
          name={`Items.${index}.ItemTypeId`}
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Type"
              required
              fullWidth
              name={field.name}
              value={field.value}
              inputRef={field.ref}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              <MenuItem value={NO_TYPE}>Select a type</MenuItem>
              {types.map((type) => (
                <MenuItem key={type.Id} value={type.Id}>
                  {type.DisplayName} – {type.Name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          label="Consideration Time (min)"
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          registration={register(`Items.${index}.TimeInMinutes`, { valueAsNumber: true })}
          fieldError={itemErrors?.TimeInMinutes}
        />
        <Controller
          control={control}
          name={`Items.${index}.FacilitatorRole`}
          render={({ field }) => (
            <TextField
              select
              label="Facilitating Role"
              fullWidth
              name={field.name}
              value={field.value == null ? NO_ROLE : String(field.value)}
              inputRef={field.ref}
              onChange={(event) =>
                field.onChange(
                  event.target.value === NO_ROLE ? null : (Number(event.target.value) as MeetingRole),
                )
              }
              onBlur={field.onBlur}
            >
              <MenuItem value={NO_ROLE}>None</MenuItem>
              {ROLES.map((role) => (
                <MenuItem key={role.id} value={role.id}>
                  {role.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <FormTextField
        label="Description"
        multiline
        minRows={2}
        registration={register(`Items.${index}.Description`)}
        fieldError={itemErrors?.Description}
      />
    </Stack>
  );
}
