import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NEW_ID_STRING } from '@shared/constants';
import type { Option } from '@shared/schemas/common';
import { TaskMessages } from '@shared/messages';
import { type AssignTaskForm, AssignTaskFormSchema, TASK_TITLE_MAX } from '@shared/schemas/tasks';
import { FormTextField } from '../../../components/form-text-field';
import { LoadingScreen } from '../../../components/loading-screen';
import { errorMessage } from '../../../lib/api-error';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useAgendaItemsByMeeting } from '../api/get-agenda-items-by-meeting';
import { useGoalsByMeeting } from '../api/get-goals-by-meeting';
import { useGoalsByUser } from '../api/get-goals-by-user';
import { useMeetingsByGoal } from '../api/get-meetings-by-goal';
import { useMeetingsInCommon } from '../api/get-meetings-in-common';
import { useSaveTask } from '../api/save-task';
import { agendaItemsHint, meetingChoices, optionChoices } from './choices';
import { assignTaskReturnHref } from './form-return';
import { NONE, OptionSelect, type SelectChoice } from './option-select';
import { ReadOnlyField } from './read-only-field';
import { useToast } from '../../../components/toast';

interface AssignTaskFieldsProps {
  teamId: string;
  goalId: string;
  /** The goal's title when the task is for a given goal. */
  fixedGoalTitle: string | null;
  /** The assignee when the form was opened for one person. */
  fixedAssignee: Option | null;
  initialUserId: string | null;
  assigneeChoices: SelectChoice[];
}

const chosen = (value: string) => (value && value !== NONE ? value : null);

/** The Assign Task fields: Assigned To, Todo Item, Meetings, Agenda Items, Goal, Date Due. */
export function AssignTaskFields({
  teamId,
  goalId,
  fixedGoalTitle,
  fixedAssignee,
  initialUserId,
  assigneeChoices,
}: AssignTaskFieldsProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToast();
  const saveTask = useSaveTask();
  const forGoal = fixedGoalTitle !== null;
  const returnHref = assignTaskReturnHref(teamId, goalId);
  const { register, control, handleSubmit, formState, setValue, trigger } = useForm<AssignTaskForm>({
    resolver: zodResolver(AssignTaskFormSchema),
    mode: 'onBlur',
    defaultValues: {
      todoItem: '',
      selectedUser: initialUserId ?? NONE,
      selectedMeeting: NONE,
      selectedAgendaItem: NONE,
      selectedGoal: forGoal ? goalId : NONE,
      dateDue: '',
    },
  });
  const { allowLeave } = useUnsavedChanges(formState.isDirty);

  const selectedUser = useWatch({ control, name: 'selectedUser' });
  const personId = forGoal ? null : chosen(selectedUser);
  const meetingId = chosen(useWatch({ control, name: 'selectedMeeting' }));
  const goalMeetings = useMeetingsByGoal(goalId, forGoal);
  const commonMeetings = useMeetingsInCommon(personId ?? '', teamId, personId !== null);
  const meetings = forGoal ? goalMeetings : commonMeetings;
  const agendaItems = useAgendaItemsByMeeting(meetingId);
  const agendaChoices = agendaItems.data && optionChoices(agendaItems.data);
  // Without a goal, the goals offered are the shared teams' goals, or the chosen meeting's goals.
  const userGoals = useGoalsByUser(personId ?? '', teamId, personId !== null && meetingId === null);
  const meetingGoals = useGoalsByMeeting(forGoal ? null : meetingId);
  const goals = meetingId === null ? userGoals : meetingGoals;

  const handleSave = handleSubmit(async (values) => {
    try {
      await saveTask.mutateAsync({
        Id: NEW_ID_STRING,
        Title: values.todoItem,
        DueDate: values.dateDue || null,
        AssignedToUserId: values.selectedUser,
        GoalId: values.selectedGoal,
        MeetingId: values.selectedMeeting,
        AgendaItemId: values.selectedAgendaItem,
        TeamId: teamId === NEW_ID_STRING ? null : teamId,
      });
      enqueueSnackbar(TaskMessages.taskAssigned, { variant: 'success' });
      allowLeave();
      await navigate(returnHref);
    } catch {
      // The mutation's error state shows the server's message.
    }
  });

  if (saveTask.isPending || saveTask.isSuccess) return <LoadingScreen label="Assigning the task" />;

  const resetAfterMeeting = () => {
    setValue('selectedAgendaItem', NONE);
    if (!forGoal) setValue('selectedGoal', NONE);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSave(event)}>
        {saveTask.isError && <Alert severity="error">{errorMessage(saveTask.error)}</Alert>}
        {fixedAssignee ? (
          <ReadOnlyField label="Assigned To" value={fixedAssignee.Name} />
        ) : (
          <OptionSelect
            control={control}
            name="selectedUser"
            label="Assigned To"
            required
            noneLabel="Choose a person"
            choices={assigneeChoices}
            onChoose={() => {
              if (forGoal) return;
              setValue('selectedMeeting', NONE);
              resetAfterMeeting();
            }}
          />
        )}
        <FormTextField
          label="Todo Item"
          required
          slotProps={{ htmlInput: { maxLength: TASK_TITLE_MAX } }}
          registration={register('todoItem', {
            // Clear a shown error as soon as it is fixed, so the layout does not jump on blur.
            onChange: () => {
              if (formState.errors.todoItem) void trigger('todoItem');
            },
          })}
          fieldError={formState.errors.todoItem}
        />
        <OptionSelect
          control={control}
          name="selectedMeeting"
          label="Meetings"
          noneLabel="No meeting"
          choices={meetingChoices(meetings.data)}
          disabled={!meetings.data}
          onChoose={resetAfterMeeting}
        />
        <OptionSelect
          control={control}
          name="selectedAgendaItem"
          label="Agenda Items"
          noneLabel="No agenda item"
          choices={agendaChoices ?? []}
          disabled={meetingId === null || !agendaChoices?.length}
          helperText={agendaItemsHint(meetingId, agendaChoices)}
        />
        {fixedGoalTitle !== null ? (
          <ReadOnlyField label="Goal" value={fixedGoalTitle} />
        ) : (
          <OptionSelect
            control={control}
            name="selectedGoal"
            label="Goal"
            noneLabel="No goal"
            choices={optionChoices(goals.data)}
            disabled={!goals.data}
          />
        )}
        <FormTextField
          label="Date Due"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
          registration={register('dateDue')}
          fieldError={formState.errors.dateDue}
        />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained">
            Assign Task
          </Button>
          <Button onClick={() => void navigate(returnHref)}>Cancel</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
