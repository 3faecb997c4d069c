import { type TaskListTab, TaskListTabs } from './task-list-tabs';

const TABS: [TaskListTab, TaskListTab] = [
  { list: 'remaining', label: 'Active' },
  { list: 'completed', label: 'Completed' },
];

/** /meetingTasks/{meetingId}: the meeting's tasks in the tabs Active and Completed (spec section 2). */
export function MeetingTasks({ meetingId }: { meetingId: string }) {
  return <TaskListTabs source={{ meetingId }} label="Meeting tasks" tabs={TABS} />;
}
