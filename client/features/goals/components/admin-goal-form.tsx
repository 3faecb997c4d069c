import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NEW_ID_STRING } from '@shared/constants';
import {
  type AdminGoalForm as AdminGoalFormValues,
  AdminGoalFormSchema,
  type AdminModifiableGoal,
  GOAL_DESCRIPTION_MAX,
  GOAL_TITLE_MAX,
} from '@shared/schemas/goals';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingScreen } from '../../../components/loading-screen';
import type { AdminGoalScope } from '../api/admin-goal-scope';
import { useAdminGoal } from '../api/get-admin-goal';
import { useSaveAdminGoal } from '../api/save-admin-goal';
import { adminGoalText } from './admin-goal-text';
import { LoadError } from '../../../components/load-error';
import { SaveErrorAlert } from '../../../components/save-error-alert';
import { useFormReload, useLoadedVersion } from '../../../hooks/use-edited-copy';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useToast } from '../../../components/toast';

interface AdminGoalFormProps {
  scope: AdminGoalScope;
  /** '0' for a new goal. */
  goalId: string;
}

/** /createDistrictGoal/{goalId} and /createSchoolGoal/{goalId}: title, description and target date. */
export function AdminGoalForm({ scope, goalId }: AdminGoalFormProps) {
  const isNew = goalId === NEW_ID_STRING;
  const goal = useAdminGoal(scope, goalId, !isNew);
  const { formKey, reload } = useFormReload(goal.refetch);
  if (isNew) return <AdminGoalFields scope={scope} goal={null} onReload={() => void reload()} />;
  if (goal.isError) return <LoadError error={goal.error} />;
  if (!goal.data) return <LoadingScreen label="Loading the goal" />;
  return <AdminGoalFields key={formKey} scope={scope} goal={goal.data} onReload={() => void reload()} />;
}

interface AdminGoalFieldsProps {
  scope: AdminGoalScope;
  goal: AdminModifiableGoal | null;
  onReload: () => void;
}

function AdminGoalFields({ scope, goal, onReload }: AdminGoalFieldsProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToast();
  const saveGoal = useSaveAdminGoal(scope);
  const [version] = useLoadedVersion(goal?.Version);
  const text = adminGoalText[scope];
  const { register, handleSubmit, formState } = useForm<AdminGoalFormValues>({
    resolver: zodResolver(AdminGoalFormSchema),
    mode: 'onBlur',
    defaultValues: {
      title: goal?.Title ?? '',
      description: goal?.Description ?? '',
      targetDate: goal?.TargetDate ?? '',
    },
  });
  const { allowLeave } = useUnsavedChanges(formState.isDirty);

  const handleSave = handleSubmit(async (values) => {
    try {
      await saveGoal.mutateAsync({ Id: goal?.Id ?? NEW_ID_STRING, ...values, Version: version });
      enqueueSnackbar(text.savedMessage, { variant: 'success' });
      allowLeave();
      await navigate(text.managePath.path);
    } catch {
      // The mutation's error state shows the server's message.
    }
  });

  if (saveGoal.isPending || saveGoal.isSuccess) return <LoadingScreen label="Saving the goal" />;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSave(event)}>
        <SaveErrorAlert error={saveGoal.error} onReload={onReload} />
        <FormTextField
          label="Title"
          required
          slotProps={{ htmlInput: { maxLength: GOAL_TITLE_MAX } }}
          registration={register('title')}
          fieldError={formState.errors.title}
        />
        <FormTextField
          label="Description"
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: GOAL_DESCRIPTION_MAX } }}
          registration={register('description')}
          fieldError={formState.errors.description}
        />
        <FormTextField
          label="Target Date"
          type="date"
          sx={{ maxWidth: { sm: 240 } }}
          slotProps={{ inputLabel: { shrink: true } }}
          registration={register('targetDate')}
          fieldError={formState.errors.targetDate}
        />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained">
            Save Goal
          </Button>
          <Button onClick={() => void navigate(text.managePath.path)}>Cancel</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
