import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TaskMessages } from '@shared/messages';
import { type CreateTaskForm, CreateTaskFormSchema, type TaskDetail } from '@shared/schemas/tasks';
import { href, paths } from '../../../config/paths';
import { useLoadedVersion } from '../../../hooks/use-edited-copy';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useSaveTaskFromAgendaItem } from '../api/save-task-from-agenda-item';
import { NONE, type SelectChoice } from './option-select';
import { TaskFormLayout, type TaskFormFieldNames } from './task-form-layout';
import { useToast } from '../../../components/toast';

const NAMES: TaskFormFieldNames<CreateTaskForm> = {
  title: 'Title',
  assignee: 'AssignedTo',
  goal: 'SelectedGoal',
  dueDate: 'DueDate',
};

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
  /** Loads the task as it is now into the form, after a save of a stale copy. */
  onReload: () => void;
}

/** The Create Task fields (spec section 2): Todo Item, Assign To, Goal, Date Due. */
export function MeetingTaskFields({
  target,
  task,
  userChoices,
  goalChoices,
  onReload,
}: MeetingTaskFieldsProps) {
  const navigate = useNavigate();
  const [version] = useLoadedVersion(task?.Version);
  const { enqueueSnackbar } = useToast();
  const saveTask = useSaveTaskFromAgendaItem();
  const notesHref = href(paths.meetingNotes, { agendaId: target.agendaItemId, meetingId: target.meetingId });
  const form = useForm<CreateTaskForm>({
    resolver: zodResolver(CreateTaskFormSchema),
    mode: 'onBlur',
    defaultValues: {
      Title: task?.Title ?? '',
      AssignedTo: task?.AssignedToUserId ?? NONE,
      SelectedGoal: task?.GoalId ?? NONE,
      DueDate: task?.DueDate ?? '',
    },
  });
  const { allowLeave } = useUnsavedChanges(form.formState.isDirty);

  const handleSave = form.handleSubmit(async (values) => {
    try {
      await saveTask.mutateAsync({
        Id: target.taskId,
        AgendaItemId: target.agendaItemId,
        Title: values.Title,
        AssignedToUserId: values.AssignedTo,
        GoalId: values.SelectedGoal,
        DueDate: values.DueDate || null,
        Version: version,
      });
      enqueueSnackbar(task ? TaskMessages.taskSaved : TaskMessages.taskCreated, { variant: 'success' });
      allowLeave();
      await navigate(notesHref);
    } catch {
      // The mutation's error state shows the server's message.
    }
  });

  return (
    <TaskFormLayout
      form={form}
      names={NAMES}
      titleLabel="Todo Item"
      assigneeLabel="Assign To"
      userChoices={userChoices}
      goalChoices={goalChoices}
      readOnly={task !== null && !task.AllowedToMarkTaskAsCompletedOrEdit}
      save={saveTask}
      onSubmit={handleSave}
      cancelHref={notesHref}
      onReload={onReload}
    />
  );
}
