import { z } from 'zod';
import { TaskSort, type TaskSortColumn } from '../constants';
import { TaskMessages } from '../messages';
import { ApiDateSchema, IdOrNewSchema, OptionalRefSchema } from './common';
import { ListQuerySchema, pageOf } from './lists';
import { ExpectedVersionSchema, VersionSchema } from './version';

// The server still imports these two from here; the list screens import them from zod-free modules.
export { TaskMessages, type TaskSortColumn };

export const TaskNoteMessages = {
  notesSaved: 'Task notes have been saved.',
  noteDeleted: 'Task note has been deleted.',
  noNotes: 'There are no notes to display.',
  noteRequired: 'A note is required',
} as const;

/** Spec silent on bounds: a todo item is a line, a task note a few paragraphs of rich text. */
export const TASK_TITLE_MAX = 300;
export const TASK_NOTE_HTML_MAX = 100_000;

export const TaskIdParamsSchema = z.object({ taskId: z.uuid() });

/** The team a task form was opened from: its option lists keep to that team. */
export const TeamFilterQuerySchema = z.object({ TeamId: z.uuid().optional() });

// ---------------------------------------------------------------------------------------------------
// Lists: the dashboard's My Task Assignments, a goal's tasks, a meeting's tasks.

/**
 * One task in a list. Carries both the spec's goal-list names (TaskStatus, AssociatedGoal) and its
 * meeting-list names (TaskStatusDisplay, GoalName), so one shape serves every task list.
 */
export const TaskListItemSchema = z.object({
  TaskId: z.uuid(),
  TaskTitle: z.string(),
  TaskAssignedDate: ApiDateSchema,
  AssignedDate: ApiDateSchema,
  DueDate: ApiDateSchema.nullable(),
  TeamId: z.uuid().nullable(),
  TeamName: z.string(),
  TaskStatusId: z.number().int(),
  TaskStatus: z.string(),
  TaskStatusDisplay: z.string(),
  GoalId: z.uuid().nullable(),
  AssociatedGoal: z.string(),
  GoalName: z.string(),
  MeetingId: z.uuid().nullable(),
  AgendaItemId: z.uuid().nullable(),
  AssignedToUserId: z.uuid(),
  AssignedToFInitialLastName: z.string(),
  /** Mark done / in progress and edit (assignee, assigner, the team's leads, admins). */
  AllowedToMarkTaskAsCompletedOrEdit: z.boolean(),
  /** Delete (assigner, the team's leads, admins). */
  AllowedToDelete: z.boolean(),
});
export type TaskListItem = z.infer<typeof TaskListItemSchema>;
export const TaskPageSchema = pageOf(TaskListItemSchema);
export type TaskPage = z.infer<typeof TaskPageSchema>;
/**
 * task/getRemainingByTeamId and getCompletedByTeamId: a page of a team's tasks, with whether the caller may
 * download all of them as CSV (task/exportByTeamId; ours, issue 23).
 */
export const TeamTaskPageSchema = TaskPageSchema.extend({ AllowedToExport: z.boolean() });
export type TeamTaskPage = z.infer<typeof TeamTaskPageSchema>;

/** A page of tasks; by assigned date ascending unless asked otherwise. */
export const TaskListQuerySchema = ListQuerySchema.extend({
  Sort: z
    .enum(Object.values(TaskSort) as [TaskSortColumn, ...TaskSortColumn[]])
    .default(TaskSort.AssignedDate),
});
export type TaskListQuery = z.infer<typeof TaskListQuerySchema>;

/** task/getTaskStatusList. */
export const TaskStatusOptionSchema = z.object({ Id: z.number().int(), Name: z.string() });
export const TaskStatusListSchema = z.array(TaskStatusOptionSchema);

// ---------------------------------------------------------------------------------------------------
// One task.

/** task/getById/{id}: the edit form's data with the caller's rights. */
export const TaskDetailSchema = z.object({
  Id: z.uuid(),
  Title: z.string(),
  DueDate: ApiDateSchema.nullable(),
  DateAssigned: ApiDateSchema,
  DateCreated: z.iso.datetime({ offset: true }),
  TeamId: z.uuid().nullable(),
  TeamName: z.string(),
  GoalId: z.uuid().nullable(),
  GoalName: z.string(),
  MeetingId: z.uuid().nullable(),
  MeetingName: z.string(),
  AgendaItemId: z.uuid().nullable(),
  AgendaItemTitle: z.string(),
  AssignedToUserId: z.uuid(),
  AssignedToUserFullName: z.string(),
  TaskStatusId: z.number().int(),
  AllowedToMarkTaskAsCompletedOrEdit: z.boolean(),
  AllowedToDelete: z.boolean(),
  /** Ours (issue 23): the task's History panel (admins and the team's leads). */
  AllowedToSeeHistory: z.boolean(),
  Version: VersionSchema,
});
export type TaskDetail = z.infer<typeof TaskDetailSchema>;

const titleField = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(TASK_TITLE_MAX, `The todo item cannot exceed ${TASK_TITLE_MAX} characters`);
const dueDateField = z
  .union([z.literal(''), ApiDateSchema])
  .nullish()
  .transform((value) => value || null);

/**
 * task/save (spec section 7). Id '0' assigns a new task, which starts Open (2). TeamId is ours: the team
 * the assignment is made in; without it the goal's team, else the meeting's team, else the one team the
 * caller and the assignee share. On an existing task a changed TaskStatusId follows the same moves as
 * task/markAsDone and task/markAsInProgress.
 */
export const SaveTaskRequestSchema = z.object({
  Id: IdOrNewSchema,
  Title: titleField(TaskMessages.titleRequired),
  DueDate: dueDateField,
  AssignedToUserId: z.uuid(TaskMessages.userRequired),
  GoalId: OptionalRefSchema,
  MeetingId: OptionalRefSchema,
  AgendaItemId: OptionalRefSchema,
  TeamId: OptionalRefSchema,
  TaskStatusId: z.number().int().optional(),
  Version: ExpectedVersionSchema,
});
export type SaveTaskRequest = z.input<typeof SaveTaskRequestSchema>;
export type SaveTaskCommand = z.output<typeof SaveTaskRequestSchema>;

/** task/saveFromAgendaItem: a task written in a meeting's notes; the meeting and team come from the item. */
export const SaveTaskFromAgendaItemRequestSchema = z.object({
  Id: IdOrNewSchema,
  AgendaItemId: z.uuid(),
  GoalId: OptionalRefSchema,
  Title: titleField(TaskMessages.todoItemRequired),
  DateAssigned: dueDateField,
  DateCreated: z.string().nullish(),
  DueDate: dueDateField,
  AssignedToUserId: z.uuid(TaskMessages.assigneeRequired),
  Version: ExpectedVersionSchema,
});
export type SaveTaskFromAgendaItemRequest = z.input<typeof SaveTaskFromAgendaItemRequestSchema>;
export type SaveTaskFromAgendaItemCommand = z.output<typeof SaveTaskFromAgendaItemRequestSchema>;

export const SavedTaskSchema = z.object({ Id: z.uuid() });

/** task/markAsDone/{id} and task/markAsInProgress/{id} answer the task's new status. */
export const TaskStatusChangeSchema = z.object({ Id: z.uuid(), TaskStatusId: z.number().int() });

// ---------------------------------------------------------------------------------------------------
// Forms (client), validated on blur. Selects hold an id or '-1' for none chosen.

const selectField = z.string();
const isChosen = (value: string) => z.uuid().safeParse(value).success;

/** /assignTask/{teamId}/{userId}/{goalId}. */
export const AssignTaskFormSchema = z.object({
  todoItem: titleField(TaskMessages.titleRequired),
  selectedMeeting: selectField,
  selectedAgendaItem: selectField,
  selectedGoal: selectField,
  selectedUser: selectField.refine(isChosen, TaskMessages.assigneeRequired),
  dateDue: z.union([z.literal(''), ApiDateSchema]),
});
export type AssignTaskForm = z.infer<typeof AssignTaskFormSchema>;

/** /editTask/{taskId}. */
export const EditTaskFormSchema = z.object({
  Title: titleField(TaskMessages.titleRequired),
  selectedUserId: selectField.refine(isChosen, TaskMessages.userRequired),
  selectedMeeting: selectField,
  selectedAgendaItem: selectField,
  selectedGoal: selectField,
  dueDate: z.union([z.literal(''), ApiDateSchema]),
});
export type EditTaskForm = z.infer<typeof EditTaskFormSchema>;

/** The task form of the meeting notes (spec: Create task). */
export const CreateTaskFormSchema = z.object({
  Title: titleField(TaskMessages.todoItemRequired),
  AssignedTo: selectField.refine(isChosen, TaskMessages.assigneeRequired),
  SelectedGoal: selectField,
  DueDate: z.union([z.literal(''), ApiDateSchema]),
});
export type CreateTaskForm = z.infer<typeof CreateTaskFormSchema>;

// ---------------------------------------------------------------------------------------------------
// Task notes.

export const TaskNoteSchema = z.object({
  Id: z.uuid(),
  TaskId: z.uuid(),
  /** Sanitised HTML. */
  Comment: z.string(),
  CommentDate: z.iso.datetime({ offset: true }),
  CreatedByFInitialLastName: z.string(),
  CreatedByFirstName: z.string(),
  CreatedByLastName: z.string(),
  AllowedToEdit: z.boolean(),
  AllowedToDelete: z.boolean(),
  /** Editing loads a note from this list into the form: the version it was loaded at. */
  Version: VersionSchema,
});
export type TaskNote = z.infer<typeof TaskNoteSchema>;

/** tasknote/getTaskNotesVM/{taskId}: the task's header and its notes, newest first. */
export const TaskNotesVMSchema = z.object({
  TaskId: z.uuid(),
  TaskTitle: z.string(),
  TaskAssignedDate: ApiDateSchema,
  TeamName: z.string(),
  TaskNotes: z.array(TaskNoteSchema),
});
export type TaskNotesVM = z.infer<typeof TaskNotesVMSchema>;

const noteField = z
  .string()
  .trim()
  .min(1, TaskNoteMessages.noteRequired)
  .max(TASK_NOTE_HTML_MAX, 'The note is too long');

export const TaskNoteFormSchema = z.object({ Comment: noteField });
export type TaskNoteForm = z.infer<typeof TaskNoteFormSchema>;

/** tasknote/Save: Id '0' adds a note. */
export const SaveTaskNoteRequestSchema = z.object({
  Id: IdOrNewSchema,
  TaskId: z.uuid(),
  Comment: noteField,
  Version: ExpectedVersionSchema,
});
export type SaveTaskNoteRequest = z.input<typeof SaveTaskNoteRequestSchema>;
export const SavedTaskNoteSchema = z.object({ Id: z.uuid() });
