import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Option } from '@shared/schemas/common';
import { NEW_ID_STRING, NONE_SELECTED } from '@shared/constants';
import {
  GOAL_DESCRIPTION_MAX,
  GOAL_TITLE_MAX,
  GoalMessages,
  type TeamGoal,
  type TeamGoalForm as TeamGoalFormValues,
  TeamGoalFormSchema,
} from '@shared/schemas/goals';
import { FormTextField } from '../../../components/form-text-field';
import { TeamSelectField } from '../../../components/team-select-field';
import { LoadingScreen } from '../../../components/loading-screen';
import { paths } from '../../../config/paths';
import { todayIso } from '../../../lib/dates';
import { useTeamGoal } from '../api/get-team-goal';
import { useSaveTeamGoal } from '../api/save-team-goal';
import { LoadError } from '../../../components/load-error';
import { SaveErrorAlert } from '../../../components/save-error-alert';
import { useFormReload, useLoadedVersion } from '../../../hooks/use-edited-copy';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useTeamOptions } from './team-options';
import { useToast } from '../../../components/toast';

const NO_TEAM = String(NONE_SELECTED);

interface TeamGoalFormProps {
  goalId: string;
  /** A new goal's team, when the form was opened from the team's home. */
  initialTeamId?: string | null;
}

/** /createGoal/{goalId} ('0' for a new goal): Goal Name, Goal Description, Target Date and Team Assignment. */
export function TeamGoalForm({ goalId, initialTeamId }: TeamGoalFormProps) {
  const isNew = goalId === NEW_ID_STRING;
  const goal = useTeamGoal(goalId, !isNew);
  const teams = useTeamOptions(goal.data ?? null);
  const { formKey, reload } = useFormReload(goal.refetch);
  if (goal.isError) return <LoadError error={goal.error} />;
  if (teams.isError) return <LoadError error={teams.error} />;
  if ((!isNew && !goal.data) || !teams.options) return <LoadingScreen label="Loading the goal" />;
  return (
    <TeamGoalFields
      key={formKey}
      goal={goal.data ?? null}
      teams={teams.options}
      // Only a team the caller may give a goal.
      initialTeamId={teams.options.some((team) => team.Id === initialTeamId) ? initialTeamId : null}
      onReload={() => void reload()}
    />
  );
}

interface TeamGoalFieldsProps {
  goal: TeamGoal | null;
  teams: Option[];
  initialTeamId?: string | null;
  onReload: () => void;
}

function TeamGoalFields({ goal, teams, initialTeamId, onReload }: TeamGoalFieldsProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToast();
  const saveGoal = useSaveTeamGoal();
  const [version] = useLoadedVersion(goal?.Version);
  const isReadOnly = goal?.ReadOnly ?? false;
  const { register, control, handleSubmit, formState, trigger } = useForm<TeamGoalFormValues>({
    resolver: zodResolver(TeamGoalFormSchema),
    mode: 'onBlur',
    defaultValues: {
      goalName: goal?.Title ?? '',
      goalDescription: goal?.Description ?? '',
      targetDate: goal ? (goal.TargetDate ?? '') : todayIso(),
      selectedGroup: goal?.GoalTeam.TeamId ?? initialTeamId ?? NO_TEAM,
    },
  });
  const { allowLeave } = useUnsavedChanges(formState.isDirty);

  const handleSave = handleSubmit(async (values) => {
    try {
      await saveGoal.mutateAsync({
        Id: goal?.Id ?? NEW_ID_STRING,
        Title: values.goalName,
        Description: values.goalDescription,
        TargetDate: values.targetDate,
        GoalTeam: goal
          ? { Id: goal.GoalTeam.Id, GoalId: goal.Id, TeamId: values.selectedGroup }
          : { TeamId: values.selectedGroup },
        Version: version,
      });
      enqueueSnackbar(goal ? GoalMessages.goalSaved : GoalMessages.groupGoalSaved, { variant: 'success' });
      allowLeave();
      await navigate(paths.teamGoals.path);
    } catch {
      // The mutation's error state shows the server's message.
    }
  });

  if (saveGoal.isPending || saveGoal.isSuccess) return <LoadingScreen label="Saving the goal" />;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSave(event)}>
        {isReadOnly && (
          <Alert severity="info">Only the team&apos;s lead or an admin can change this goal.</Alert>
        )}
        <SaveErrorAlert error={saveGoal.error} onReload={onReload} />
        <FormTextField
          label="Goal Name"
          required
          disabled={isReadOnly}
          slotProps={{ htmlInput: { maxLength: GOAL_TITLE_MAX } }}
          registration={register('goalName')}
          fieldError={formState.errors.goalName}
        />
        <FormTextField
          label="Goal Description"
          multiline
          minRows={3}
          disabled={isReadOnly}
          slotProps={{ htmlInput: { maxLength: GOAL_DESCRIPTION_MAX } }}
          registration={register('goalDescription')}
          fieldError={formState.errors.goalDescription}
        />
        <FormTextField
          label="Target Date"
          type="date"
          required
          disabled={isReadOnly}
          sx={{ maxWidth: { sm: 240 } }}
          slotProps={{ inputLabel: { shrink: true } }}
          registration={register('targetDate')}
          fieldError={formState.errors.targetDate}
        />
        <TeamSelectField
          control={control}
          trigger={trigger}
          name="selectedGroup"
          teams={teams}
          noneValue={NO_TEAM}
          disabled={isReadOnly}
        />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={isReadOnly}>
            Save Goal
          </Button>
          <Button onClick={() => void navigate(paths.teamGoals.path)}>Cancel</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
