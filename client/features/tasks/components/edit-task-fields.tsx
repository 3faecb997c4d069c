import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TaskMessages } from '@shared/messages';
import { type EditTaskForm, EditTaskFormSchema, type TaskDetail } from '@shared/schemas/tasks';
import { paths } from '../../../config/paths';
import { useLoadedVersion } from '../../../hooks/use-edited-copy';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useAgendaItemsByMeeting } from '../api/get-agenda-items-by-meeting';
import { useSaveTask } from '../api/save-task';
import { agendaItemsHint, optionChoices, withCurrent } from './choices';
import { NONE, OptionSelect, type SelectChoice } from './option-select';
import { TaskFormLayout, type TaskFormFieldNames } from './task-form-layout';
import { useToast } from '../../../components/toast';

const NAMES: TaskFormFieldNames<EditTaskForm> = {
  title: 'Title',
  assignee: 'selectedUserId',
  goal: 'selectedGoal',
  dueDate: 'dueDate',
};

interface EditTaskFieldsProps {
  task: TaskDetail;
  userChoices: SelectChoice[];
  meetingChoices: SelectChoice[];
  goalChoices: SelectChoice[];
  onReload: () => void;
}

/** The Edit Task fields: Title, Assigned To, Meeting, Agenda Item, Goal, Date Due. */
export function EditTaskFields({
  task,
  userChoices,
  meetingChoices,
  goalChoices,
  onReload,
}: EditTaskFieldsProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useToast();
  const saveTask = useSaveTask();
  const [version] = useLoadedVersion(task.Version);
  const readOnly = !task.AllowedToMarkTaskAsCompletedOrEdit;
  const form = useForm<EditTaskForm>({
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
  const { control, handleSubmit, setValue } = form;
  const { allowLeave } = useUnsavedChanges(form.formState.isDirty);
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
        Version: version,
      });
      enqueueSnackbar(TaskMessages.taskSaved, { variant: 'success' });
      allowLeave();
      await navigate(paths.dashboard.path);
    } catch {
      // The mutation's error state shows the server's message.
    }
  });

  return (
    <TaskFormLayout
      form={form}
      names={NAMES}
      titleLabel="Title"
      assigneeLabel="Assigned To"
      userChoices={userChoices}
      goalChoices={goalChoices}
      readOnly={readOnly}
      save={saveTask}
      onSubmit={handleSave}
      cancelHref={paths.dashboard.path}
      onReload={onReload}
    >
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
        disabled={readOnly || meetingId === null || !agendaItems.data || agendaChoices.length === 0}
        noneLabel="No agenda item"
        choices={agendaChoices}
        helperText={agendaItemsHint(meetingId, agendaItems.data && agendaChoices)}
      />
    </TaskFormLayout>
  );
}
