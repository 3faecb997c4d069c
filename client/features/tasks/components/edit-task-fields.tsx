import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  type EditTaskForm,
  EditTaskFormSchema,
  TASK_TITLE_MAX,
  type TaskDetail,
  TaskMessages,
} from '@shared/schemas/tasks';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingScreen } from '../../../components/loading-screen';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useAgendaItemsByMeeting } from '../api/get-agenda-items-by-meeting';
import { useSaveTask } from '../api/save-task';
import { optionChoices, withCurrent } from './choices';
import { NONE, OptionSelect, type SelectChoice } from './option-select';

interface EditTaskFieldsProps {
  task: TaskDetail;
  userChoices: SelectChoice[];
  meetingChoices: SelectChoice[];
  goalChoices: SelectChoice[];
}

/** The Edit Task fields: Title, Assigned To, Meeting, Agenda Item, Goal, Date Due. */
export function EditTaskFields({ task, userChoices, meetingChoices, goalChoices }: EditTaskFieldsProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const saveTask = useSaveTask();
  const readOnly = !task.AllowedToMarkTaskAsCompletedOrEdit;
  const { register, control, handleSubmit, formState, setValue, trigger } = useForm<EditTaskForm>({
    resolver: zodResolver(EditTaskFormSchema),
    mode: 'onBlur',
    defaultValues: {
      Title: task.Title,
      selectedUserId: task.AssignedToUserId,
      selectedMeeting: task.MeetingId ?? NONE,
      selectedAgendaItem: task.AgendaItemId ?? NONE,
      selectedGoal: task.GoalId ?? NONE,
      dueDate: task.DueDate ?? '',
    },
  });
  const selectedMeeting = useWatch({ control, name: 'selectedMeeting' });
  const meetingId = selectedMeeting === NONE ? null : selectedMeeting;
  const agendaItems = useAgendaItemsByMeeting(meetingId);
  const agendaChoices = withCurrent(
    optionChoices(agendaItems.data),
    // The stored item belongs to the stored meeting only.
    task.AgendaItemId && meetingId === task.MeetingId
      ? { value: task.AgendaItemId, label: task.AgendaItemTitle }
      : null,
  );

  const handleSave = handleSubmit(async (values) => {
    try {
      await saveTask.mutateAsync({
        Id: task.Id,
        Title: values.Title,
        DueDate: values.dueDate || null,
        AssignedToUserId: values.selectedUserId,
        GoalId: values.selectedGoal,
        MeetingId: values.selectedMeeting,
        AgendaItemId: values.selectedAgendaItem,
      });
      enqueueSnackbar(TaskMessages.taskSaved, { variant: 'success' });
      await navigate(paths.dashboard.path);
    } catch {
      // The mutation's error state shows the server's message.
    }
  });

  if (saveTask.isPending || saveTask.isSuccess) return <LoadingScreen label="Saving the task" />;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSave(event)}>
        {readOnly && (
          <Alert severity="info">
            Only the task&apos;s assignee, the person who assigned it, its team&apos;s leads or an admin can
            change this task.
          </Alert>
        )}
        {saveTask.isError && <Alert severity="error">{errorMessage(saveTask.error)}</Alert>}
        <FormTextField
          label="Title"
          required
          disabled={readOnly}
          slotProps={{ htmlInput: { maxLength: TASK_TITLE_MAX } }}
          registration={register('Title', {
            // Clear a shown error as soon as it is fixed, so the layout does not jump on blur.
            onChange: () => {
              if (formState.errors.Title) void trigger('Title');
            },
          })}
          fieldError={formState.errors.Title}
        />
        <OptionSelect
          control={control}
          name="selectedUserId"
          label="Assigned To"
          required
          disabled={readOnly}
          noneLabel="Choose a person"
          choices={userChoices}
        />
        <OptionSelect
          control={control}
          name="selectedMeeting"
          label="Meeting"
          disabled={readOnly}
          noneLabel="No meeting"
          choices={meetingChoices}
          onChoose={() => setValue('selectedAgendaItem', NONE)}
        />
        <OptionSelect
          control={control}
          name="selectedAgendaItem"
          label="Agenda Item"
          disabled={readOnly || meetingId === null || !agendaItems.data}
          noneLabel="No agenda item"
          choices={agendaChoices}
          helperText={meetingId === null ? 'Choose a meeting to see its agenda items.' : undefined}
        />
        <OptionSelect
          control={control}
          name="selectedGoal"
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
          registration={register('dueDate')}
          fieldError={formState.errors.dueDate}
        />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={readOnly}>
            Save Task
          </Button>
          <Button onClick={() => void navigate(paths.dashboard.path)}>Cancel</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
