import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NEW_ID_STRING } from '@shared/constants';
import { type AgendaTemplate, AgendaTemplateMessages } from '@shared/schemas/agenda-templates';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingScreen } from '../../../components/loading-screen';
import { SaveErrorAlert } from '../../../components/save-error-alert';
import { SortableList } from '../../../components/sortable-list';
import { useToast } from '../../../components/toast';
import { useLoadedVersion } from '../../../hooks/use-edited-copy';
import { useFocusTarget } from '../../../hooks/use-focus-target';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { applySaveError } from '../../../lib/form-errors';
import { useSaveAgendaTemplate } from '../api/save-agenda-template';
import type { ItemTypeChoice } from './agenda-item-form';
import { descriptionSaver } from './template-description';
import {
  blankItem,
  formValuesOf,
  serverFieldsOf,
  type TemplateFormInput,
  TemplateFormSchema,
  type TemplateFormValues,
} from './template-form-values';
import { TemplateItemFields } from './template-item-fields';

interface TemplateFormProps {
  /** Undefined makes a new template. */
  template: AgendaTemplate | undefined;
  /** The new template's team; null makes a school template. */
  teamId: string | null;
  types: ItemTypeChoice[];
  /** The templates list, where a save or Cancel goes. */
  listHref: string;
  onReload: () => void;
}

/** SortableList moves one row at a time: the (from, to) of the move that turned `before` into `after`. */
function movedRow(before: readonly string[], after: readonly string[]): [number, number] | null {
  const first = before.findIndex((id, index) => id !== after[index]);
  if (first < 0) return null;
  let last = before.length - 1;
  while (before[last] === after[last]) last -= 1;
  return before[first] === after[last] ? [first, last] : [last, first];
}

/** A template's name and ordered items, saved as a whole (the server replaces every item). */
export function TemplateForm({ template, teamId, types, listHref, onReload }: TemplateFormProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToast();
  const save = useSaveAgendaTemplate();
  const [version] = useLoadedVersion(template?.Version);
  const [formError, setFormError] = useState<string | null>(null);
  const itemsHeadingId = useId();
  const { ref: itemsHeadingRef, focus: focusItemsHeading } = useFocusTarget<HTMLHeadingElement>();
  const defaultValues = useMemo(
    () => formValuesOf(template, new Set(types.map((type) => type.Id))),
    [template, types],
  );
  const { register, control, handleSubmit, formState, setError } = useForm<
    TemplateFormInput,
    unknown,
    TemplateFormValues
  >({ resolver: zodResolver(TemplateFormSchema), mode: 'onBlur', defaultValues });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'Items' });
  const titles = useWatch({ control, name: 'Items' }).map((item) => String(item.Title ?? '').trim());
  const { allowLeave } = useUnsavedChanges(formState.isDirty);
  // The name the item's controls and announcements use: its title, or its place while it has none.
  const nameOf = (index: number) => titles[index] || `Item ${index + 1}`;
  const itemsError = formState.errors.Items?.root?.message ?? formState.errors.Items?.message;

  const handleReorder = (reordered: typeof fields) => {
    const moved = movedRow(
      fields.map((field) => field.id),
      reordered.map((field) => field.id),
    );
    if (moved) move(...moved);
  };

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    const descriptionHtml = descriptionSaver(template?.Items.map((item) => item.Description) ?? []);
    try {
      await save.mutateAsync({
        Id: template?.Id ?? NEW_ID_STRING,
        TeamId: template ? template.TeamId : teamId,
        Name: values.Name,
        Items: values.Items.map((item) => ({ ...item, Description: descriptionHtml(item.Description) })),
        Version: version,
      });
      enqueueSnackbar(AgendaTemplateMessages.saved, { variant: 'success' });
      allowLeave();
      await navigate(listHref);
    } catch (error) {
      setFormError(applySaveError(error, serverFieldsOf(values.Items.length), setError));
    }
  });

  if (save.isPending || save.isSuccess) return <LoadingScreen label="Saving the agenda template" />;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSave(event)}>
        <SaveErrorAlert error={save.error} message={formError} onReload={onReload} />
        <FormTextField
          label="Template Name"
          required
          registration={register('Name')}
          fieldError={formState.errors.Name}
        />
        <Stack spacing={1}>
          <Typography
            id={itemsHeadingId}
            ref={itemsHeadingRef}
            tabIndex={-1}
            variant="h6"
            component="h2"
            sx={{ '&:focus': { outline: 'none' } }}
          >
            Items
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            A meeting&apos;s agenda gets the items in this order. Each item is facilitated by the person in
            its role at that meeting, or by the note taker when it has none. Reorder by dragging a handle or
            with the arrow buttons.
          </Typography>
        </Stack>
        {itemsError && <Alert severity="error">{itemsError}</Alert>}
        <SortableList
          items={fields}
          getId={(field) => field.id}
          getLabel={(field) => nameOf(fields.indexOf(field))}
          noun="item"
          labelledBy={itemsHeadingId}
          onReorder={handleReorder}
          renderRow={(field, controls) => {
            const index = fields.indexOf(field);
            return (
              <TemplateItemFields
                index={index}
                title={titles[index] ?? ''}
                controls={controls}
                control={control}
                register={register}
                errors={formState.errors.Items}
                types={types}
                onRemove={() => {
                  remove(index);
                  focusItemsHeading();
                }}
              />
            );
          }}
        />
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => append(blankItem())}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add Item
        </Button>
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained">
            Save Template
          </Button>
          <Button onClick={() => void navigate(listHref)}>Cancel</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
