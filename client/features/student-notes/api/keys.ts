/** Query keys of the student-notes feature; every mutation invalidates the whole family. */
export const studentNoteKeys = {
  all: ['student-notes'] as const,
  studentsOfTeam: (teamId: string, query: object) =>
    ['student-notes', 'team-students', teamId, query] as const,
  notesOfStudent: (userId: string, query: object) => ['student-notes', 'notes', userId, query] as const,
  noteForm: (noteId: string, userId: string) => ['student-notes', 'note-form', noteId, userId] as const,
  noteWithComments: (noteId: string) => ['student-notes', 'note-with-comments', noteId] as const,
  comment: (commentId: string) => ['student-notes', 'comment', commentId] as const,
};
