import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TASK_TITLE_MAX } from '@shared/schemas/tasks';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingScreen } from '../../../components/loading-screen';
import { SaveErrorAlert } from '../../../components/save-error-alert';
import { OptionSelect, type SelectChoice } from './option-select';

/** Where each field lives in the form's model (the spec names them differently per screen). */
export interface TaskFormFieldNames<Form extends FieldValues> {
  title: Path<Form>;
  assignee: Path<Form>;
  goal: Path<Form>;
  dueDate: Path<Form>;
}

interface TaskFormLayoutProps<Form extends FieldValues> {
  form: UseFormReturn<Form>;
  names: TaskFormFieldNames<Form>;
  titleLabel: string;
  assigneeLabel: string;
  userChoices: SelectChoice[];
  goalChoices: SelectChoice[];
  /** The caller may not change the task: the fields show it and say why. */
  readOnly: boolean;
  /** The save mutation: pending or done shows the saving state, an error shows the server's message. */
  save: { isPending: boolean; isSuccess: boolean; error: Error | null };
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  cancelHref: string;
  /** Editing: loads the task as it is now after a save of a stale copy. */
  onReload?: () => void;
  /** Fields of one screen only, between Assigned To and Goal. */
  children?: ReactNode;
}

/**
 * The task edit forms (Edit Task, a meeting's Create Task): the read-only notice, the title, the
 * assignee, the goal, the due date, Save Task and Cancel, and the saving state.
 */
export function TaskFormLayout<Form extends FieldValues>({
  form,
  names,
  titleLabel,
  assigneeLabel,
  userChoices,
  goalChoices,
  readOnly,
  save,
  onSubmit,
  cancelHref,
  onReload,
  children,
}: TaskFormLayoutProps<Form>) {
  const navigate = useNavigate();
  const { register, control, formState, getFieldState, trigger } = form;
  const fieldError = (name: Path<Form>) => getFieldState(name, formState).error;

  if (save.isPending || save.isSuccess) return <LoadingScreen label="Saving the task" />;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void onSubmit(event)}>
        {readOnly && (
          <Alert severity="info">
            Only the task&apos;s assignee, the person who assigned it, its team&apos;s leads or an admin can
            change this task.
          </Alert>
        )}
        <SaveErrorAlert error={save.error} onReload={onReload} />
        <FormTextField
          label={titleLabel}
          required
          disabled={readOnly}
          slotProps={{ htmlInput: { maxLength: TASK_TITLE_MAX } }}
          registration={register(names.title, {
            // Clear a shown error as soon as it is fixed, so the layout does not jump on blur.
            onChange: () => {
              if (fieldError(names.title)) void trigger(names.title);
            },
          })}
          fieldError={fieldError(names.title)}
        />
        <OptionSelect
          control={control}
          name={names.assignee}
          label={assigneeLabel}
          required
          disabled={readOnly}
          noneLabel="Choose a person"
          choices={userChoices}
        />
        {children}
        <OptionSelect
          control={control}
          name={names.goal}
          label="Goal"
          disabled={readOnly}
          noneLabel="No goal"
          choices={goalChoices}
        />
        <FormTextField
          label="Date Due"
          type="date"
          disabled={readOnly}
          slotProps={{ inputLabel: { shrink: true } }}
          registration={register(names.dueDate)}
          fieldError={fieldError(names.dueDate)}
        />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={readOnly}>
            Save Task
          </Button>
          <Button onClick={() => void navigate(cancelHref)}>Cancel</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
