import { z } from 'zod';
import { EMPTY_GUID, NEW_ID_STRING, NONE_SELECTED } from '../constants';

/** A record id: a UUID. */
export const UuidSchema = z.uuid();

/**
 * An id that may also mean "new": the spec's client sends '0', 0 or the all-zero GUID.
 * Parses to `null` for "new" and to the UUID otherwise.
 */
export const IdOrNewSchema = z
  .union([z.literal(0), z.literal(NEW_ID_STRING), z.literal(EMPTY_GUID), z.null(), UuidSchema])
  .transform((value) => (value === 0 || value === NEW_ID_STRING || value === EMPTY_GUID ? null : value));

/**
 * The id of a nested record (AgendaItemFacilitators[].Id, GoalTeam.Id and GoalTeam.GoalId, MeetingTeams[].Id,
 * MeetingResponsiblities[].Id): optional, with the same sentinels for "new" as a top-level Id. The saves
 * identify these links by their parent and their other fields, so the value is checked, never trusted.
 */
export const NestedIdSchema = IdOrNewSchema.optional();

export const IdParamsSchema = z.object({ id: UuidSchema });

export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** A calendar date as the API carries it: YYYY-MM-DD (spec section 9). */
export const ApiDateSchema = z.iso.date('Dates must be YYYY-MM-DD');

/** One choice of a select: the spec's option lists carry Id and a name (FullName, Subject, Title or Name). */
export const OptionSchema = z.object({ Id: z.uuid(), Name: z.string() });
export type Option = z.infer<typeof OptionSchema>;
export const OptionListSchema = z.array(OptionSchema);

/**
 * An optional reference to another record: the spec's client sends -1 (none chosen), 0, '0', the empty
 * GUID or null for "none". Parses to `null` for none and to the UUID otherwise.
 */
export const OptionalRefSchema = z
  .union([
    z.literal(NONE_SELECTED),
    z.literal(String(NONE_SELECTED)),
    z.literal(0),
    z.literal(NEW_ID_STRING),
    z.literal(EMPTY_GUID),
    z.literal(''),
    z.null(),
    UuidSchema,
  ])
  .optional()
  .transform((value) =>
    typeof value === 'string' && value !== EMPTY_GUID && UuidSchema.safeParse(value).success ? value : null,
  );
