import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  type CreateTaskForm,
  CreateTaskFormSchema,
  TASK_TITLE_MAX,
  type TaskDetail,
  TaskMessages,
} from '@shared/schemas/tasks';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingScreen } from '../../../components/loading-screen';
import { href, paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useSaveTaskFromAgendaItem } from '../api/save-task-from-agenda-item';
import { NONE, OptionSelect, type SelectChoice } from './option-select';

/** The route's ids: where the task is written and where the form returns. */
export interface MeetingTaskTarget {
  meetingId: string;
  teamId: string;
  agendaItemId: string;
  /** '0' for a new task. */
  taskId: string;
}

interface MeetingTaskFieldsProps {
  target: MeetingTaskTarget;
  /** The task being edited, or null for a new one. */
  task: TaskDetail | null;
  userChoices: SelectChoice[];
  goalChoices: SelectChoice[];
}

/** The Create Task fields (spec section 2): Todo Item, Assign To, Goal, Date Due. */
export function MeetingTaskFields({ target, task, userChoices, goalChoices }: MeetingTaskFieldsProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const saveTask = useSaveTaskFromAgendaItem();
  const readOnly = task !== null && !task.AllowedToMarkTaskAsCompletedOrEdit;
  const notesHref = href(paths.meetingNotes, { agendaId: target.agendaItemId, meetingId: target.meetingId });
  const { register, control, handleSubmit, formState, trigger } = useForm<CreateTaskForm>({
    resolver: zodResolver(CreateTaskFormSchema),
    mode: 'onBlur',
    defaultValues: {
      Title: task?.Title ?? '',
      AssignedTo: task?.AssignedToUserId ?? NONE,
      SelectedGoal: task?.GoalId ?? NONE,
      DueDate: task?.DueDate ?? '',
    },
  });

  const handleSave = handleSubmit(async (values) => {
    try {
      await saveTask.mutateAsync({
        Id: target.taskId,
        AgendaItemId: target.agendaItemId,
        Title: values.Title,
        AssignedToUserId: values.AssignedTo,
        GoalId: values.SelectedGoal,
        DueDate: values.DueDate || null,
      });
      enqueueSnackbar(task ? TaskMessages.taskSaved : TaskMessages.taskCreated, { variant: 'success' });
      await navigate(notesHref);
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
          label="Todo Item"
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
          name="AssignedTo"
          label="Assign To"
          required
          disabled={readOnly}
          noneLabel="Choose a person"
          choices={userChoices}
        />
        <OptionSelect
          control={control}
          name="SelectedGoal"
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
          registration={register('DueDate')}
          fieldError={formState.errors.DueDate}
        />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={readOnly}>
            Save Task
          </Button>
          <Button onClick={() => void navigate(notesHref)}>Cancel</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
