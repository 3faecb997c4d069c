import { z } from 'zod';
import { IdOrNewSchema } from './common';
import { ListQuerySchema, pageOf } from './lists';
import { ExpectedVersionSchema, VersionSchema } from './version';

/** Texts of the student-note screens (spec section 8), word for word. */
export const StudentNoteMessages = {
  noteSaved: 'Student Note has been saved.',
  noteDeleted: 'Student Note has been deleted.',
  commentCreated: 'A new comment has been created.',
  commentDeleted: 'Comment has been deleted.',
  studentRemovedFromTeam: 'Student has been removed from team.',
  noStudents: 'There are no students to display.',
  noNotes: 'There are no students notes to display.',
  noComments: 'There are no comments to display',
} as const;

/** Bounds the spec does not give; chosen so a note stays a note and a comment stays a comment. */
export const NOTE_TITLE_MAX = 200;
export const NOTE_HTML_MAX = 100_000;
export const COMMENT_MAX = 4000;

// ---------------------------------------------------------------------------------------------------
// The students of a team.

export const StudentOfTeamSchema = z.object({
  Id: z.uuid(),
  /** The student's membership of the team: userteam/delete/{UserTeamId} removes them from it. */
  UserTeamId: z.uuid(),
  FirstName: z.string(),
  LastName: z.string(),
  FullName: z.string(),
  GraduationYear: z.number().int().nullable(),
  ThirdPartyId: z.string().nullable(),
});
export type StudentOfTeam = z.infer<typeof StudentOfTeamSchema>;

/** user/getStudentsByTeamId/{teamId}: one page of the team's students, by last then first name. */
export const StudentsOfTeamSchema = pageOf(StudentOfTeamSchema).extend({
  TeamId: z.uuid(),
  TeamName: z.string(),
  /** The caller may remove students from the team (the teams policy: the team's leads and admins). */
  AllowedToRemoveStudents: z.boolean(),
});
export type StudentsOfTeam = z.infer<typeof StudentsOfTeamSchema>;

export const TeamIdParamsSchema = z.object({ teamId: z.uuid() });
export const UserIdParamsSchema = z.object({ userId: z.uuid() });

// ---------------------------------------------------------------------------------------------------
// Student notes.

/** The student a note is about, as the screens' header shows them. */
export const StudentHeaderSchema = z.object({
  UserId: z.uuid(),
  FirstName: z.string(),
  LastName: z.string(),
  UserFullName: z.string(),
  GraduationYear: z.number().int().nullable(),
});
export type StudentHeader = z.infer<typeof StudentHeaderSchema>;

/** The student of one note: the header, with the spec's Student note names (UserFirstName, UserLastName). */
const NoteStudentSchema = StudentHeaderSchema.extend({ UserFirstName: z.string(), UserLastName: z.string() });
export type NoteStudent = z.infer<typeof NoteStudentSchema>;

export const StudentNoteListItemSchema = z.object({
  Id: z.uuid(),
  UserId: z.uuid(),
  Title: z.string(),
  /** Sanitised HTML. */
  Note: z.string(),
  DatePosted: z.iso.datetime({ offset: true }),
  PostedByFInitialLastName: z.string(),
  UserNoteCommentCount: z.number().int(),
  AllowedToEdit: z.boolean(),
  AllowedToDelete: z.boolean(),
});
export type StudentNoteListItem = z.infer<typeof StudentNoteListItemSchema>;

/** Columns the notes list sorts on (spec section 4: date posted and posted by). */
export const StudentNoteSort = { DatePosted: 'DatePosted', PostedBy: 'PostedBy' } as const;
export type StudentNoteSortColumn = (typeof StudentNoteSort)[keyof typeof StudentNoteSort];

export const StudentNotesQuerySchema = ListQuerySchema.extend({
  Sort: z.enum([StudentNoteSort.DatePosted, StudentNoteSort.PostedBy]).default(StudentNoteSort.DatePosted),
  /** The team the screen was opened from; only checked and echoed, the notes are the student's. */
  TeamId: z.uuid().optional(),
});
export type StudentNotesQuery = z.infer<typeof StudentNotesQuerySchema>;

/** usernote/getStudentNoteVMByUserId/{userId}: the student and one page of their notes. */
export const StudentNoteVMSchema = StudentHeaderSchema.extend({
  UserNotes: pageOf(StudentNoteListItemSchema),
});
export type StudentNoteVM = z.infer<typeof StudentNoteVMSchema>;

/**
 * usernote/getStudentNoteCreateEditVMByUserNoteId/{id}: the form's data. Id '0' is a new note: about the
 * student in ?UserId= (our client sends it), or, as the spec's call carries none, about the spec's empty
 * student id (the all-zero GUID) with empty names; usernote/Save then names the student.
 */
export const StudentNoteCreateEditVMSchema = NoteStudentSchema.extend({
  Id: z.uuid().nullable(),
  Title: z.string(),
  Note: z.string(),
  TeamId: z.uuid().nullable(),
  AllowedToEdit: z.boolean(),
  /** Null for a new note. */
  Version: VersionSchema.nullable(),
});
export type StudentNoteCreateEditVM = z.infer<typeof StudentNoteCreateEditVMSchema>;

export const NoteIdOrNewParamsSchema = z.object({ id: IdOrNewSchema });
export const CreateEditQuerySchema = z.object({ UserId: z.uuid().optional() });

const titleField = z
  .string()
  .trim()
  .min(1, 'A title is required')
  .max(NOTE_TITLE_MAX, `The title cannot exceed ${NOTE_TITLE_MAX} characters`);
const noteField = z.string().trim().min(1, 'A note is required').max(NOTE_HTML_MAX, 'The note is too long');

/** The note form (client): Title and the rich-text note, validated on blur. */
export const StudentNoteFormSchema = z.object({ Title: titleField, Note: noteField });
export type StudentNoteForm = z.infer<typeof StudentNoteFormSchema>;

/** usernote/Save. id '0' (or 0, or the empty GUID) is a new note; TeamId is the group it is written from. */
export const SaveStudentNoteRequestSchema = z.object({
  id: IdOrNewSchema,
  Title: titleField,
  Note: noteField,
  UserId: z.uuid(),
  TeamId: z.uuid().nullish(),
  Version: ExpectedVersionSchema,
});
export type SaveStudentNoteRequest = z.input<typeof SaveStudentNoteRequestSchema>;

export const SavedIdSchema = z.object({ Id: z.uuid() });
export type SavedId = z.infer<typeof SavedIdSchema>;

// ---------------------------------------------------------------------------------------------------
// Comments.

export const StudentNoteCommentSchema = z.object({
  Id: z.uuid(),
  UserNoteId: z.uuid(),
  /** Plain text; shown as text, never as HTML. */
  Comment: z.string(),
  DateCommented: z.iso.datetime({ offset: true }),
  PostedByFirstName: z.string(),
  PostedByLastName: z.string(),
  PostedByFInitialLastName: z.string(),
  AllowedToEdit: z.boolean(),
  AllowedToDelete: z.boolean(),
  Version: VersionSchema,
});
export type StudentNoteComment = z.infer<typeof StudentNoteCommentSchema>;

/** usernote/getNoteWithCommentsByUserNoteId/{id}: the note, its student and its comments (oldest first). */
export const NoteWithCommentsSchema = NoteStudentSchema.extend({
  Id: z.uuid(),
  Title: z.string(),
  Note: z.string(),
  DatePosted: z.iso.datetime({ offset: true }),
  PostedByFInitialLastName: z.string(),
  AllowedToEdit: z.boolean(),
  AllowedToDelete: z.boolean(),
  UserNoteComments: z.array(StudentNoteCommentSchema),
});
export type NoteWithComments = z.infer<typeof NoteWithCommentsSchema>;

const commentField = z
  .string()
  .trim()
  .min(1, 'A comment is required')
  .max(COMMENT_MAX, `A comment cannot exceed ${COMMENT_MAX} characters`);

export const StudentCommentFormSchema = z.object({ Comment: commentField });
export type StudentCommentForm = z.infer<typeof StudentCommentFormSchema>;

/** usernotecomment/save. Id '0' is a new comment. */
export const SaveStudentCommentRequestSchema = z.object({
  Comment: commentField,
  Id: IdOrNewSchema,
  UserNoteId: z.uuid(),
  Version: ExpectedVersionSchema,
});
export type SaveStudentCommentRequest = z.input<typeof SaveStudentCommentRequestSchema>;
