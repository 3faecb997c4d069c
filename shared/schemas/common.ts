import { z } from 'zod';
import { EMPTY_GUID, NEW_ID_STRING } from '../constants';

/** A record id: a UUID. */
export const UuidSchema = z.uuid();

/**
 * An id that may also mean "new": the spec's client sends '0', 0 or the all-zero GUID.
 * Parses to `null` for "new" and to the UUID otherwise.
 */
export const IdOrNewSchema = z
  .union([z.literal(0), z.literal(NEW_ID_STRING), z.literal(EMPTY_GUID), z.null(), UuidSchema])
  .transform((value) => (value === 0 || value === NEW_ID_STRING || value === EMPTY_GUID ? null : value));

export const IdParamsSchema = z.object({ id: UuidSchema });

export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
