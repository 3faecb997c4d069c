import { z } from 'zod';
import { ApiDateSchema, UuidSchema } from './common';

/** What a search can find, in the order the results screen shows its groups. */
export const SEARCH_KINDS = [
  'meeting',
  'agenda-item',
  'task',
  'task-note',
  'goal',
  'team',
  'person',
  'student-note',
  'student-comment',
] as const;
export const SearchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof SearchKindSchema>;

/** How each kind is named on the results screen (its group heading and its filter). */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  meeting: 'Meetings',
  'agenda-item': 'Agenda items',
  task: 'Tasks',
  'task-note': 'Task notes',
  goal: 'Goals',
  team: 'Teams',
  person: 'People',
  'student-note': 'Student notes',
  'student-comment': 'Student note comments',
};

/** Longest search text, in characters: a long paste is refused, not cut. */
export const SEARCH_MAX_LENGTH = 200;
/** Results per group on the overview (no kind chosen), and per page of one kind. */
export const SEARCH_GROUP_SIZE = 5;
export const SEARCH_PAGE_SIZE = 20;

export const SearchMessages = {
  empty: 'Type a word to search for',
  tooLong: `Search for at most ${SEARCH_MAX_LENGTH} characters`,
  pageWithoutKind: 'Choose a kind to see more results',
  datesReversed: 'The from date must not be after the to date',
} as const;

/**
 * GET search: the words (websearch syntax: "a phrase", or, -word; the last word also matches as the start
 * of a word while typing), optionally one kind, one team and a date range (each kind's own date: a
 * meeting's day, a task's due date, a note's writing). Without a kind, page 0 only: the overview.
 */
export const SearchQuerySchema = z
  .object({
    q: z.string().trim().min(1, SearchMessages.empty).max(SEARCH_MAX_LENGTH, SearchMessages.tooLong),
    kind: SearchKindSchema.optional(),
    teamId: UuidSchema.optional(),
    from: ApiDateSchema.optional(),
    to: ApiDateSchema.optional(),
    page: z.coerce.number().int().min(0).max(500).default(0),
  })
  .refine((query) => query.kind !== undefined || query.page === 0, {
    message: SearchMessages.pageWithoutKind,
    path: ['page'],
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: SearchMessages.datesReversed,
    path: ['to'],
  });
export type SearchQuery = z.input<typeof SearchQuerySchema>;

/** A run of a snippet's text; Match runs are the searched words, shown highlighted. */
export const SnippetPartSchema = z.object({ Text: z.string(), Match: z.boolean() });
export type SnippetPart = z.infer<typeof SnippetPartSchema>;

export const SearchHitSchema = z.object({
  Kind: SearchKindSchema,
  Id: z.uuid(),
  Title: z.string(),
  /** A short passage around the best match, as plain text in parts (never HTML). */
  Snippet: z.array(SnippetPartSchema),
  /** The app path the result opens. */
  Link: z.string(),
  TeamName: z.string().nullable(),
  /** The kind's own date (YYYY-MM-DD), when it has one. */
  Date: ApiDateSchema.nullable(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchGroupSchema = z.object({
  Kind: SearchKindSchema,
  /** Every match of this kind the caller may open, over all pages. */
  TotalCount: z.number().int(),
  Items: z.array(SearchHitSchema),
});
export type SearchGroup = z.infer<typeof SearchGroupSchema>;

/** The groups that have matches, in SEARCH_KINDS order; with a kind, that one group, one page of it. */
export const SearchResultsSchema = z.object({ Groups: z.array(SearchGroupSchema) });
export type SearchResults = z.infer<typeof SearchResultsSchema>;
