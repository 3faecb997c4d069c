import { describe, expect, it } from 'vitest';
import { splitServerErrors } from './form-errors';

interface Form {
  meetingName: string;
  selectedGroup: string;
}

const FIELDS = { Subject: 'meetingName', MeetingTeams: 'selectedGroup' } as const;

describe('splitServerErrors', () => {
  it('puts a listed field, or a path under it, on its form field', () => {
    const { fieldErrors, other } = splitServerErrors<Form>(
      'Subject: A meeting name is required\nMeetingTeams.0.TeamId: A team assignment is required',
      FIELDS,
    );
    expect(fieldErrors).toEqual([
      { field: 'meetingName', message: 'A meeting name is required' },
      { field: 'selectedGroup', message: 'A team assignment is required' },
    ]);
    expect(other).toBe('');
  });

  it('keeps only the message of a field the form does not have, and plain lines as they are', () => {
    const { fieldErrors, other } = splitServerErrors<Form>(
      'MeetingResponsiblities: The note taker must be an active staff member of the chosen team\nThe meeting has ended',
      FIELDS,
    );
    expect(fieldErrors).toEqual([]);
    expect(other).toBe(
      'The note taker must be an active staff member of the chosen team\nThe meeting has ended',
    );
  });
});
