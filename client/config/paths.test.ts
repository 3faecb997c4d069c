import { describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '@shared/constants';
import { paths, screenTitle } from './paths';

const ID = '3f2a4c1e-8b7d-4e5f-9a0b-1c2d3e4f5a6b';

/** Every form that creates, or edits when its URL names a record, with the parameter that names it. */
const FORMS = [
  [paths.createMeeting, 'meetingId', 'Create Meeting', 'Edit Meeting'],
  [paths.createMeetingTask, 'taskId', 'Create Task', 'Edit Task'],
  [paths.createAgendaItem, 'agendaItemId', 'Add Agenda Item', 'Edit Agenda Item'],
  [paths.createGoal, 'goalId', 'Create A Goal', 'Edit Goal'],
  [paths.createDistrictGoal, 'goalId', 'Add District Goal', 'Edit District Goal'],
  [paths.createSchoolGoal, 'goalId', 'Add School Goal', 'Edit School Goal'],
  [paths.createTeam, 'groupId', 'Create Team', 'Edit Team'],
  [paths.createStudentNote, 'noteId', 'Create Student Note', 'Edit Student Note'],
  [paths.createStudentComment, 'commentId', 'Create Student Comment', 'Edit Student Comment'],
  [paths.createStudent, 'studentId', 'Create Student', 'Edit Student'],
  [paths.createStaffer, 'staffId', 'Create Staffer', 'Edit Staffer'],
  [paths.agendaTemplate, 'templateId', 'New Agenda Template', 'Edit Agenda Template'],
] as const;

describe('screen titles', () => {
  it.each(FORMS)(
    '%s: the spec’s title for a new record, Edit … for an existing one',
    (path, param, create, edit) => {
      const others = { meetingId: ID, teamId: ID, agendaId: ID, groupId: ID, studentId: ID, noteId: ID };
      expect(screenTitle(path, { ...others, [param]: '0' })).toBe(create);
      expect(screenTitle(path, { ...others, [param]: EMPTY_GUID })).toBe(create);
      expect(screenTitle(path, { ...others, [param]: ID })).toBe(edit);
    },
  );

  it('keeps the one title of screens that only create or only edit', () => {
    expect(screenTitle(paths.assignTask, { teamId: ID, userId: ID, goalId: ID })).toBe('Assign Task');
    expect(screenTitle(paths.editTask, { taskId: ID })).toBe('Edit Task');
    expect(screenTitle(paths.meetingAgenda, { meetingId: ID })).toBe('Meeting Agenda');
    expect(screenTitle(paths.teamInsights, { teamId: ID })).toBe('Team Insights');
  });
});
